// A typed query → the words the local index ranks by, and the operators its pages must also meet.
import {
  hasOperators,
  parseSearchOperators,
  wantedText,
  type SearchOperators,
} from '../../../../../common/searchOperators';
import { readQuery, type IndexTerm } from '../query';

/** What the local index filters its pages by, beside the words it ranks them by. */
export type LocalOperators = {
  operators: SearchOperators;
  /** With alternatives, the other meaningful words are required by a condition (the index reads any word). */
  required: IndexTerm[];
};

/** A typed query → the words the index ranks by and, if it holds operators, what the pages must also meet. */
export function readOperators(q: string): { q: string; operators?: LocalOperators; anyTerm?: boolean } {
  const ops = parseSearchOperators(q);
  if (!hasOperators(ops)) return { q };
  // "a b OR c": the index reads any word, so a page holding only c comes; a holds by a condition.
  const alternatives = ops.anyOf.length > 0;
  const required = alternatives ? readQuery(ops.words.join(' ')).terms.filter((term) => !term.stopWord) : [];
  return {
    q: wantedText(ops),
    operators: { operators: ops, required },
    ...(alternatives && { anyTerm: true }),
  };
}
