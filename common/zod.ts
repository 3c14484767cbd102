// zod with French messages, for the server's validation and the web forms alike.
import { z } from 'zod';
// Only the French locale: the whole `z.locales` would put every language in the browser bundle.
import fr from 'zod/v4/locales/fr.js';
import { FIELD_MESSAGES } from './messages';

z.config(fr());
// In the browser, no `new Function` probe: a page whose policy forbids eval then reports a violation.
z.config({ jitless: typeof document !== 'undefined' });
// A missing value is a required field and a value of another type an invalid one, in words people read.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined
        ? FIELD_MESSAGES.required
        : FIELD_MESSAGES.invalidValue
      : undefined,
});

export { z };
