// The bytes of a search answer. A cached page hands every request the same results array: the answer's bytes up
// to its last field are written and encoded once and kept beside it, and each answer adds only its time taken.
// Bytes, not text: a 4 KB string joined per request was flattened and encoded to UTF-8 again on each write.
import type { SearchAnswer } from '../../../common/search';

/** The answer's bytes before its time taken, and the values they were written from. */
type KeptHead = { values: unknown[]; bytes: Buffer };

const keptHeads = new WeakMap<object, KeptHead>();
const LAST_FIELD = 'tookMs';

/** Exactly the bytes of `JSON.stringify({ data: answer })`. */
export function searchAnswerBytes(answer: SearchAnswer): Buffer {
  const fields = Object.keys(answer) as (keyof SearchAnswer)[];
  if (fields[0] !== 'results' || fields.at(-1) !== LAST_FIELD)
    return Buffer.from(JSON.stringify({ data: answer }));
  let head = keptHeads.get(answer.results);
  if (head === undefined || !writtenFrom(head, fields, answer)) {
    head = headOf(fields, answer);
    keptHeads.set(answer.results, head);
  }
  return Buffer.concat([head.bytes, Buffer.from(`${JSON.stringify(answer[LAST_FIELD])}}}`)]);
}

/** The kept head was written from these very values (the same cached page, the same page number). */
function writtenFrom(head: KeptHead, fields: (keyof SearchAnswer)[], answer: SearchAnswer): boolean {
  if (head.values.length !== fields.length - 1) return false;
  for (let i = 0; i < head.values.length; i++) if (head.values[i] !== answer[fields[i]!]) return false;
  return true;
}

function headOf(fields: (keyof SearchAnswer)[], answer: SearchAnswer): KeptHead {
  const { [LAST_FIELD]: _last, ...rest } = answer;
  const text = JSON.stringify({ data: rest });
  // `{"data":{…}}` without its two closing braces, then the last field's name.
  return {
    values: fields.slice(0, -1).map((field) => answer[field]),
    bytes: Buffer.from(`${text.slice(0, -2)},"${LAST_FIELD}":`),
  };
}
