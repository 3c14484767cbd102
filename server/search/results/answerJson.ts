// The bytes of a search answer. A cached page hands every request the same results array: the answer's bytes up
// to its last fields are written and encoded once and kept beside it, and each answer adds only its time taken
// and its instant answer (made per request, so never part of what is kept).
// Bytes, not text: a 4 KB string joined per request was flattened and encoded to UTF-8 again on each write.
import type { SearchAnswer } from '../../../common/search';

/** The answer's bytes before its own fields, and the values they were written from. */
type KeptHead = { values: unknown[]; bytes: Buffer };

const keptHeads = new WeakMap<object, KeptHead>();
const LAST_FIELD = 'tookMs';
/** Written after the kept head when it comes just before the time taken. */
const PER_REQUEST_FIELD = 'answer';

/** Exactly the bytes of `JSON.stringify({ data: answer })`. */
export function searchAnswerBytes(answer: SearchAnswer): Buffer {
  const fields = Object.keys(answer) as (keyof SearchAnswer)[];
  if (fields[0] !== 'results' || fields.at(-1) !== LAST_FIELD)
    return Buffer.from(JSON.stringify({ data: answer }));
  const withAnswer = fields.at(-2) === PER_REQUEST_FIELD;
  const headLength = fields.length - (withAnswer ? 2 : 1);
  let head = keptHeads.get(answer.results);
  if (head === undefined || !writtenFrom(head, fields, headLength, answer)) {
    head = headOf(fields, headLength, answer);
    keptHeads.set(answer.results, head);
  }
  const took = JSON.stringify(answer[LAST_FIELD]);
  const tail = withAnswer
    ? `${PER_REQUEST_FIELD}":${answer.answer === null ? 'null' : JSON.stringify(answer.answer)},"${LAST_FIELD}":${took}}}`
    : `${LAST_FIELD}":${took}}}`;
  return Buffer.concat([head.bytes, Buffer.from(tail)]);
}

/** The kept head was written from these very values (the same cached page, the same page number). */
function writtenFrom(
  head: KeptHead,
  fields: (keyof SearchAnswer)[],
  headLength: number,
  answer: SearchAnswer,
): boolean {
  if (head.values.length !== headLength) return false;
  for (let i = 0; i < headLength; i++) if (head.values[i] !== answer[fields[i]!]) return false;
  return true;
}

function headOf(fields: (keyof SearchAnswer)[], headLength: number, answer: SearchAnswer): KeptHead {
  const kept: Record<string, unknown> = {};
  for (let i = 0; i < headLength; i++) kept[fields[i]!] = answer[fields[i]!];
  const text = JSON.stringify({ data: kept });
  // `{"data":{…}}` without its two closing braces, then the opening quote of the next field's name.
  return {
    values: fields.slice(0, headLength).map((field) => answer[field]),
    bytes: Buffer.from(`${text.slice(0, -2)},"`),
  };
}
