// The request's cookies, parsed once, from a head known to be text.
import { readCookies } from '../../platform/session/plugin';
import type { Step } from './step';

export const cookies: Step = {
  name: 'cookies',
  mayWait: false,
  build: () => (request) => void readCookies(request),
};
