// Wikimedia's APIs take no safe-search setting: with it on, an adult query asks them nothing and a result
// titled with an adult term is left out (the same word list as the suggestions).
import type { SearchResult } from '../../../../common/search';
import { isAdultQuery } from '../../words/blocklist';
import type { ProviderQuery } from '../provider';

export const unsafeToAsk = ({ safe, q }: ProviderQuery): boolean => safe && isAdultQuery(q);

export const safeResults = <T extends SearchResult>(results: T[], safe: boolean): T[] =>
  safe ? results.filter((result) => !isAdultQuery(result.title)) : results;
