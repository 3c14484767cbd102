// The answers computed here, in the order they are tried (the first that answers wins); remote ones come after.
// Each is synchronous and returns null within microseconds on an ordinary query (one cheap test of the raw text
// first); none answers a query another one reads, the order only decides who looks first.
import type { AnswerModule } from './answer';
import { calculator } from './calculator';
import { dates } from './dates';
import { holidays } from './holidays';
import { publicData } from './publicData';
import { time } from './time';
import { units } from './units';

export const COMPUTED_ANSWERS: AnswerModule[] = [calculator, units, time, dates, holidays, publicData];
