// zod with French messages, for the server's validation and the web forms alike.
import { z } from 'zod';
// Only the French locale: the whole `z.locales` would put every language in the browser bundle.
import fr from 'zod/v4/locales/fr.js';

z.config(fr());

export { z };
