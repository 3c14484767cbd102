// Settings of our own legal identity: the client named on every partner's statement and self-billing invoice.
import { z } from '../../../../common/zod';
import { setting, settingGroup } from '../setting';
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
  LEGAL_SIREN: setting(emptyIsUnset(z.string().regex(/^\d{9}$/, '9 chiffres').default('000000000')), {
    doc: "The company's SIREN (9 digits).",
    example: '123456782',
  }),
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
