// What every knowledge source does: at most one entity for one query, within a deadline.
import type { KnowledgeEntity } from '../../../common/knowledge';

export type KnowledgeQuery = {
  q: string;
  /** `auto`, `all` or a two-letter country code (the footer's language filter). */
  lang: string;
  safe: boolean;
  /** Aborted when the deadline passes. */
  signal: AbortSignal;
};

export interface KnowledgeSource {
  readonly name: string;
  /** The entity the query names, or null when none is sure enough. */
  lookup(query: KnowledgeQuery): Promise<KnowledgeEntity | null>;
  /** Prepares what the first lookup would otherwise wait for. */
  warm?(): void;
}
