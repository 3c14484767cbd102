// The answers computed here, in the order they are tried (the first that answers wins); remote ones come after.
import type { AnswerModule } from './answer';

export const COMPUTED_ANSWERS: AnswerModule[] = [];
