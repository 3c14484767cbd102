// French text of the partner's papers: their legal details, the payout documents, the yearly summary.

export const LEGAL_DETAILS_MESSAGES = {
  legalNameRequired: 'Indiquez votre nom ou votre raison sociale.',
  addressRequired: 'Indiquez votre adresse postale.',
  postalCode: 'Le code postal compte 5 chiffres.',
  cityRequired: 'Indiquez la ville.',
  registrationLength: 'Le SIREN compte 9 chiffres, le SIRET 14.',
  registrationKey: 'Numéro SIREN ou SIRET invalide (clé de contrôle).',
  vatFormat:
    'Le numéro de TVA intracommunautaire s’écrit FR, 2 chiffres de clé puis le SIREN (FR12345678901).',
  vatKey: 'Numéro de TVA invalide (clé de contrôle).',
  vatOtherCompany: 'Le numéro de TVA ne correspond pas à votre SIREN.',
  vatRequired: 'Indiquez votre numéro de TVA, ou choisissez « TVA non applicable, art. 293 B du CGI ».',
  unprintable: (chars: string) =>
    `Caractères que la facture ne peut pas reproduire : ${chars}. Écrivez-les en lettres latines.`,
  saved: 'Informations légales enregistrées.',
  removed: 'Informations légales supprimées : vos prochains documents seront des relevés de commissions.',
} as const;

/** The mention of the VAT franchise (micro-entrepreneurs and others under the threshold). */
export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';

export const DOCUMENT_MESSAGES = {
  notPaid: 'Le document d’un paiement est disponible une fois le paiement effectué.',
  yearOutOfRange: 'Choisissez une année entre 2000 et l’année en cours.',
} as const;

/** What the portal shows around the papers. */
export const DOCUMENT_LABELS = {
  section: 'Informations légales (facturation)',
  intro:
    'Facultatif. Si vous facturez (auto-entrepreneur, société), renseignez-les : chaque paiement donnera lieu à une facture en autofacturation émise en votre nom. Sinon, vous recevez un relevé de commissions.',
  mandate:
    'En les enregistrant, vous nous confiez l’émission de ces factures en votre nom et pour votre compte (mandat d’autofacturation) ; vous pouvez contester une facture dans les 30 jours de son émission.',
  legalName: 'Nom ou raison sociale',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  registration: 'SIREN ou SIRET',
  vatChoice: 'TVA',
  vatNumber: 'Numéro de TVA intracommunautaire',
  vatExempt: VAT_EXEMPT_MENTION,
  vatLiable: 'Assujetti à la TVA',
  save: 'Enregistrer',
  remove: 'Supprimer',
  downloadDocument: 'Télécharger le document (PDF)',
  yearly: 'Récapitulatif annuel',
  yearlyIntro: 'Parts, bonus et paiements d’une année civile, pour votre déclaration de revenus.',
  year: 'Année',
  pdf: 'Télécharger le PDF',
  csv: 'Télécharger le CSV',
} as const;
