// The kinds of instant answer, in the order they are tried: those computed here first, then the remote sources.
import type { Config } from '../../platform/config';
import { sourceStatesOf } from '../../platform/health/sourceStates';
import type { AnswerModule } from './answer';
import { createCommuneCentres } from './communeCentres';
import { COMPUTED_ANSWERS } from './computed';
import { createCurrencyAnswer } from './currency';
import { createEcbRates } from './ecbRates';
import { createOpenMeteo } from './openMeteo';
import { createWeatherAnswer } from './weather';

export function createAnswerModules(config: Config): AnswerModule[] {
  const { ecbRatesUrl, openMeteoUrl, geoApiUrl } = config.answers;
  // Their calls show in /api/health and /metrics beside the search's sources.
  const states = sourceStatesOf(config);
  return [
    ...COMPUTED_ANSWERS,
    createCurrencyAnswer(createEcbRates(ecbRatesUrl, states)),
    createWeatherAnswer({
      centres: createCommuneCentres(geoApiUrl, states),
      forecasts: createOpenMeteo(openMeteoUrl, states),
    }),
  ];
}
