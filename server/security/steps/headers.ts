// First step: the answer's security headers, set before anything can answer, so that every refusal carries them.
import { setSecurityHeaders } from '../headers';
import type { Step } from './step';

export const headers: Step = {
  name: 'headers',
  mayWait: false,
  build:
    ({ config }) =>
    (_request, reply) =>
      void setSecurityHeaders(reply, config),
};
