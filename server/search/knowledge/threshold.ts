// The spec's rule for showing an entity: a score of 500, or 100 for a person (names are less ambiguous).
import { KNOWLEDGE_GRAPH } from '../../../common/constants';

export function isSureEnough(score: number, types: readonly string[]): boolean {
  const min = types.includes('Person') ? KNOWLEDGE_GRAPH.personMinScore : KNOWLEDGE_GRAPH.minScore;
  return score >= min;
}
