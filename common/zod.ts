// zod with French messages, for the server's validation and the web forms alike.
import { z } from 'zod';

z.config(z.locales.fr());

export { z };
