// The kinds of instant answer, in the order they are tried: those computed here first, then the remote sources.
import type { Config } from '../../platform/config';
import type { AnswerModule } from './answer';
import { COMPUTED_ANSWERS } from './computed';

export function createAnswerModules(_config: Config): AnswerModule[] {
  return [...COMPUTED_ANSWERS];
}
