// Every request is counted for the dashboard's requests per hour, those the layer then refuses included.
import type { Step } from './step';

export const counting: Step = {
  name: 'counting',
  mayWait: false,
  build:
    ({ requestsByHour }) =>
    () =>
      void requestsByHour.add(),
};
