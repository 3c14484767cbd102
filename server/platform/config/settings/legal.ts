// Settings of our own legal identity: the client named on every partner's statement and self-billing invoice.
import { z } from '../../../../common/zod';
import { schemasOf, setting, settingGroup } from '../setting';
import { emptyIsUnset } from '../values';

// The defaults are placeholders for development: a real install sets all four before paying anyone.
const text = (placeholder: string) => emptyIsUnset(z.string().trim().min(1).default(placeholder));

export const legal = settingGroup('Legal identity (partner documents)', {
  LEGAL_NAME: setting(text('Exemple SAS (à configurer)'), {
    doc: `The company's name on the partners' commission statements and self-billing invoices (we issue them on
      the partners' behalf). The default is a placeholder for development.`,
    example: 'Portail Recherche SAS',
  }),
  LEGAL_ADDRESS: setting(text('1 rue de l’Exemple, 75000 Paris (à configurer)'), {
    doc: "The company's registered address, on one line (commas between its parts).",
    example: '12 rue de la Paix, 75002 Paris',
  }),
  LEGAL_SIREN: setting(
    emptyIsUnset(
      z
        .string()
        .regex(/^\d{9}$/, '9 chiffres')
        .default('000000000'),
    ),
    {
      doc: "The company's SIREN (9 digits).",
      example: '123456782',
    },
  ),
  LEGAL_VAT_NUMBER: setting(
    emptyIsUnset(
      z
        .string()
        .regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'de la forme FR12345678901')
        .default('FR00000000000'),
    ),
    {
      doc: "The company's intra-community VAT number.",
      example: 'FR32123456782',
    },
  ),
});

type LegalVars = { LEGAL_NAME: string; LEGAL_ADDRESS: string; LEGAL_SIREN: string; LEGAL_VAT_NUMBER: string };

/** Our legal identity as the documents name it. */
export const legalIdentityOf = (vars: LegalVars) => ({
  name: vars.LEGAL_NAME,
  address: vars.LEGAL_ADDRESS,
  siren: vars.LEGAL_SIREN,
  vatNumber: vars.LEGAL_VAT_NUMBER,
});
export type LegalIdentity = ReturnType<typeof legalIdentityOf>;

const legalSchema = z.object(schemasOf(legal.settings));

/** The identity straight from the environment, for a caller without the loaded configuration. */
export const legalIdentityFromEnvironment = (env: NodeJS.ProcessEnv = process.env): LegalIdentity =>
  legalIdentityOf(legalSchema.parse(env));
