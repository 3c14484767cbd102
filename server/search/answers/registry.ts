// The kinds of instant answer, in the order they are tried: those computed here first, then the remote sources.
import type { Config } from '../../platform/config';
import type { AnswerModule } from './answer';
import { createCommuneCentres } from './communeCentres';
import { COMPUTED_ANSWERS } from './computed';
import { createCurrencyAnswer } from './currency';
import { createEcbRates } from './ecbRates';
import { createOpenMeteo } from './openMeteo';
import { createWeatherAnswer } from './weather';

export function createAnswerModules(config: Config): AnswerModule[] {
  const { ecbRatesUrl, openMeteoUrl, geoApiUrl } = config.answers;
  return [
    ...COMPUTED_ANSWERS,
    createCurrencyAnswer(createEcbRates(ecbRatesUrl)),
    createWeatherAnswer({
      centres: createCommuneCentres(geoApiUrl),
      forecasts: createOpenMeteo(openMeteoUrl),
    }),
  ];
}
