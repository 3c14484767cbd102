// Settings of the instant answers: the keyless public sources some of them read, and how long they may take.
import { setting, settingGroup } from '../setting';
import { httpUrl, wholeNumber } from '../values';

export const answers = settingGroup('Instant answers', {
  ANSWERS_TIMEOUT_MS: setting(wholeNumber(50, 5000).default(300), {
    doc: `Deadline in milliseconds of an instant answer read from a remote source (currency, weather), counted
      from the moment the source is asked (50–5000); past it the results come alone, without a card.`,
  }),
  ECB_RATES_URL: setting(httpUrl().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'), {
    doc: `The European Central Bank's daily euro reference rates (keyless XML) behind the currency answer
      (« 100 € en dollars »); tests point it at a local server.`,
  }),
  OPEN_METEO_URL: setting(httpUrl().default('https://api.open-meteo.com/v1/forecast'), {
    doc: `Open-Meteo's keyless forecast API behind the weather answer (« météo Lyon »); tests point it at a local
      server.`,
  }),
  GEO_API_URL: setting(httpUrl().default('https://geo.api.gouv.fr'), {
    doc: `The French state's keyless API of communes (\`/communes/{INSEE code}?fields=centre\`), which gives the
      weather answer a commune's coordinates; each is asked once and kept.`,
  }),
});
