// Settings of sign-in and of who is an admin.
import { z } from '../../../../common/zod';
import { setting, settingGroup } from '../setting';
import { commaList, emptyIsUnset, httpUrl, optionalText } from '../values';

export const signIn = settingGroup('Sign-in', {
  SESSION_SECRET: setting(emptyIsUnset(z.string().min(32, 'au moins 32 caractères').optional()), {
    doc: `Secret signing the session cookies (and giving the built-in provider its cookie keys), at least 32
      characters, the same on every process. Required in production.`,
    default: 'generated once into `$DATA_DIR/session-secret`',
  }),
  SESSION_SECRET_PREVIOUS: setting(emptyIsUnset(z.string().min(32, 'au moins 32 caractères').optional()), {
    doc: `The secret SESSION_SECRET replaces, during a rotation: cookies it signed are still read (and signed again
      with the new secret), so nobody is signed out; remove it once the sessions' lifetime has passed.`,
  }),
  GOOGLE_CLIENT_ID: setting(optionalText, {
    doc: `Google OpenID Connect client id. Without it and its secret, a built-in OpenID provider signs people in
      with any name and e-mail (refused in production).`,
  }),
  GOOGLE_CLIENT_SECRET: setting(optionalText, { doc: 'Google OpenID Connect client secret.' }),
  GOOGLE_ISSUER_URL: setting(httpUrl().default('https://accounts.google.com'), {
    doc: 'The OpenID issuer used with the Google credentials (tests point it at a local OpenID server).',
  }),
  ADMIN_EMAILS: setting(
    z
      .string()
      .default('')
      .transform((text) => commaList(text).map((email) => email.toLowerCase()))
      .pipe(z.array(z.email('liste d’adresses e-mail séparées par des virgules'))),
    {
      doc: `Comma-separated e-mails whose owners are admins once signed in, when the provider says the e-mail is
        verified (\`email_verified\`).`,
      example: 'admin@example.fr',
    },
  ),
});

/** Without Google credentials, sign-in goes through the built-in OpenID provider. */
export const usesBuiltinSignIn = (vars: { GOOGLE_CLIENT_ID?: string; GOOGLE_CLIENT_SECRET?: string }) =>
  !(vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET);
