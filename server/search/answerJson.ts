// The JSON text of a search answer. A cached page hands every request the same results array: its text is
// written once and kept beside it, and each answer writes only its few own fields (page, time taken).
import type { SearchAnswer } from '../../common/search';

const resultsText = new WeakMap<object, string>();

/** Exactly `JSON.stringify({ data: answer })`, for an answer whose first field is `results`. */
export function searchAnswerJson(answer: SearchAnswer): string {
  const { results, ...rest } = answer;
  if (Object.keys(answer)[0] !== 'results') return JSON.stringify({ data: answer });
  let text = resultsText.get(results);
  if (text === undefined) {
    text = JSON.stringify(results);
    resultsText.set(results, text);
  }
  const others = JSON.stringify(rest);
  return `{"data":{"results":${text}${others === '{}' ? '}' : `,${others.slice(1)}`}}`;
}
