// The embedded knowledge source, offline: the place a query names exactly, among the shipped data.
import type { KnowledgeEntity } from '../../../../common/knowledge';
import type { KnowledgeSource } from '../source';
import { isSureEnough } from '../threshold';
import { buildPlaceIndex, nameKey, type Place } from './places';
import { readRecords } from '../../results/local/records';

let places: Map<string, Place> | undefined;

/** The index is built at the first card asked for, then kept: about 40,000 names in a Map. */
export function placeIndex(): Map<string, Place> {
  return (places ??= buildPlaceIndex(readRecords()));
}

export function findPlace(q: string): KnowledgeEntity | null {
  const place = placeIndex().get(nameKey(q));
  // Places are no persons: the general threshold applies.
  return place && isSureEnough(place.score, []) ? place.entity() : null;
}

export function createLocalKnowledgeSource(): KnowledgeSource {
  return { name: 'local', lookup: async ({ q }) => findPlace(q), warm: () => void placeIndex() };
}
