// Sign-in routes record their own failures (a forged callback): they learn from the context set here whether the
// request counts (another site's doing does not), and the layer's answer side learns the verdict.
import { actsAlone } from '../jails';
import type { Step } from './step';

export const signIn: Step = {
  name: 'sign-in',
  mayWait: false,
  build: () => (request) => {
    if (request.routeKey.startsWith('/auth/')) request.signIn = { alone: actsAlone(request.headers) };
    return undefined;
  },
};
