// Text is text: a request line or header that is not UTF-8, or holds a NUL, is refused 400 before any later step
// (cookies, bans, limits) or route reads it.
import { invalidText, requestHeadIsText } from '../../platform/http/text';
import type { Step } from './step';

export const text: Step = {
  name: 'text',
  mayWait: false,
  build: () => (request) => (requestHeadIsText(request) ? undefined : invalidText()),
};
