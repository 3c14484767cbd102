// Settings of e-mail: the SMTP server, who the messages come from, what they say at their foot.
import { z } from '../../../../common/zod';
import { setting, settingGroup } from '../setting';
import { booleanFlag, commaList, emptyIsUnset, optionalText, wholeNumber } from '../values';

const address = z.email('une adresse e-mail');
const mailbox = z
  .string()
  .trim()
  .regex(/^(.+<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, 'une adresse e-mail, ou « Nom <adresse> »');

export const mail = settingGroup('E-mail', {
  SMTP_URL: setting(emptyIsUnset(z.url({ protocol: /^smtps?$/ }).optional()), {
    doc: `The SMTP server messages are sent through (\`smtp://user:password@host:587\`, \`smtps://…:465\`). Unset,
      each message is written as an \`.eml\` file under \`$DATA_DIR/mail/\` and listed in the admin area
      (« Courriels »): nothing is lost and a developer can read it.`,
    default: 'empty (messages written as .eml files)',
    example: 'smtp://mailpit:1025',
  }),
  MAIL_FROM: setting(emptyIsUnset(mailbox.default('Recherche <no-reply@localhost>')), {
    doc: 'The sender of every message: an address, or `Name <address>`.',
    example: 'Recherche <no-reply@recherche.example.fr>',
  }),
  MAIL_REPLY_TO: setting(emptyIsUnset(address.optional()), {
    doc: 'Where replies to a message go (the partner team), when not the sender.',
    example: 'partenaires@recherche.example.fr',
  }),
  MAIL_PRODUCT_NAME: setting(emptyIsUnset(z.string().trim().min(1).default('Recherche')), {
    doc: 'The name of the product as the messages say it.',
  }),
  MAIL_POSTAL_ADDRESS: setting(optionalText, {
    doc: "The publisher's postal address printed at the foot of every message (expected of bulk senders).",
    default: 'empty (no address line)',
    example: 'Portail Recherche SAS, 1 rue de la Paix, 75002 Paris',
  }),
  MAIL_ADMIN_TO: setting(
    z
      .string()
      .default('')
      .transform((text) => commaList(text).map((email) => email.toLowerCase()))
      .pipe(z.array(address)),
    {
      doc: `Comma-separated addresses of the admins' messages (new application, payouts waiting, a nightly import
        that failed).`,
      default: '`ADMIN_EMAILS`',
      example: 'admin@example.fr',
    },
  ),
  MAIL_MAX_ATTEMPTS: setting(wholeNumber(1, 20).default(6), {
    doc: `Tries of a message before it is marked failed; the wait doubles after each (1 min, 2, 4, 8…). A failed
      message shows in « Courriels » and in \`/metrics\`.`,
  }),
  MAIL_SENDER: setting(emptyIsUnset(booleanFlag.optional()), {
    doc: `Run the background sender in this process (\`true\`/\`false\`). Several processes may all run it: each
      message is claimed by one.`,
    default: '`true`, `false` when `NODE_ENV=test` (tests send with `sendDue()`)',
  }),
});
