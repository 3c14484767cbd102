// Settings of the partner programme: IBAN keys, fraud limits, the SEPA debtor, AdSense.
import { FRAUD_BURST, NEW_IBAN_HOLD_HOURS } from '../../../../common/constants';
import { setting, settingGroup } from '../setting';
import { booleanFlag, httpUrl, optionalMatching, optionalText, wholeNumber } from '../values';

const ibanKey = optionalMatching(/^[A-Za-z0-9+/_-]{43}=?$/, '32 octets en base64');

export const partners = settingGroup('Partners and payouts', {
  IBAN_ENCRYPTION_KEY: setting(ibanKey, {
    doc: `The AES-256-GCM key of the IBANs at rest, 32 bytes in base64 (\`openssl rand -base64 32\`). Required in
      production; keep it with the backups but apart from them, or the restored IBANs cannot be read. Each sealed
      IBAN names its key (\`k<id>.\`, 8 hex digits of its SHA-256).`,
    default: 'generated once into `$DATA_DIR/iban-key` (development only)',
  }),
  IBAN_ENCRYPTION_KEY_PREVIOUS: setting(ibanKey, {
    doc: `The key before \`IBAN_ENCRYPTION_KEY\` during a rotation: what it sealed is still read until
      \`npm run iban:rotate\` seals it again with the new one (see [operations](operations.md)).`,
  }),
  FRAUD_BURST_PER_ADDRESS: setting(wholeNumber(1).default(FRAUD_BURST.perAddress), {
    doc: `Attributed partner events per hour from one address beyond which they are flagged on the security page
      and not counted.`,
  }),
  IBAN_HOLD_HOURS: setting(wholeNumber(0).default(NEW_IBAN_HOLD_HOURS), {
    doc: `Hours during which a partner's new IBAN receives no transfer (claims, the monthly run and SEPA batches
      wait); the partner is told from when it is usable. A partner's first IBAN is usable at once.`,
  }),
  FRAUD_BURST_PER_NETWORK: setting(wholeNumber(1).default(FRAUD_BURST.perNetwork), {
    doc: 'The same from one network (IPv4 /24, IPv6 /48).',
  }),
  SEPA_DEBTOR_NAME: setting(optionalText, {
    doc: `The account holder the SEPA transfer file (pain.001) pays from; with the IBAN and BIC below, the admin
      can export approved payouts (admin › payouts › SEPA export).`,
    example: 'Portail Recherche SAS',
  }),
  SEPA_DEBTOR_IBAN: setting(optionalText, {
    doc: "That account's IBAN (spaces allowed).",
    example: 'FR7630006000011234567890189',
  }),
  SEPA_DEBTOR_BIC: setting(
    optionalMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'un BIC de 8 ou 11 caractères'),
    {
      doc: "That account's BIC (8 or 11 characters).",
      example: 'AGRIFRPPXXX',
    },
  ),
});

export const adsense = settingGroup('Ads and AdSense', {
  ADSENSE_ACCOUNT_ID: setting(optionalMatching(/^pub-\d+$/, 'de la forme pub-123…'), {
    doc: `The AdSense Management API v2 account (\`pub-…\`). With the three settings below, revenue is imported
      from the API; without them, from uploaded report CSVs. It is also the publisher an uploaded report must
      name (else the \`ca-pub-\` of \`ADSENSE_CLIENT_ID\`).`,
    default: 'empty (CSV uploads only)',
    example: 'pub-0000000000000000',
  }),
  ADSENSE_OAUTH_CLIENT_ID: setting(optionalText, { doc: 'OAuth client id for the AdSense API.' }),
  ADSENSE_OAUTH_CLIENT_SECRET: setting(optionalText, { doc: 'OAuth client secret for the AdSense API.' }),
  ADSENSE_REFRESH_TOKEN: setting(optionalText, {
    doc: 'OAuth refresh token with the `adsense.readonly` scope.',
  }),
  ADSENSE_API_URL: setting(httpUrl().default('https://adsense.googleapis.com'), {
    doc: 'Where the AdSense API answers (tests point it at a local server).',
  }),
  GOOGLE_TOKEN_URL: setting(httpUrl().default('https://oauth2.googleapis.com/token'), {
    doc: "Where Google's OAuth token endpoint answers (tests point it at a local server).",
  }),
  ADSENSE_NIGHTLY_IMPORT: setting(booleanFlag.default(true), {
    doc: 'Import the previous day at 00:30 Europe/Paris, once per day across processes (`true`/`false`).',
  }),
  ADSENSE_CLIENT_ID: setting(optionalMatching(/^ca-pub-\d+$/, 'de la forme ca-pub-123…'), {
    doc: `The AdSense ad client (\`ca-pub-…\`) of the pages' ad slots, non-personalised without consent; without
      it, a house ad for the partner programme.`,
    example: 'ca-pub-0000000000000000',
  }),
});
