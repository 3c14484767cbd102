// The web results with their knowledge card: a column of its own on a wide screen (kept even while empty,
// so nothing moves), above the results on a phone, where the results wait for it a moment.
import type { ReactNode } from 'react';
import { useSearchResults } from '../useSearchResults';
import { KnowledgeCard, KnowledgeSkeleton } from './KnowledgeCard';
import { KNOWLEDGE_LABELS } from './labels';
import { useKnowledge } from './useKnowledge';
import { usePhoneHold } from './usePhoneHold';
import { useWideScreen } from './useWideScreen';
import './knowledge.css';

type Props = {
  q: string;
  /** The search call's parameters: the card follows its language filter and safe search. */
  request: string;
  /** The results, told whether to keep waiting for the card. */
  children: (hold: boolean) => ReactNode;
};

export function KnowledgeColumns({ q, request, children }: Props) {
  const { asked, pending, entity } = useKnowledge(request, q);
  const wide = useWideScreen();
  // The same query as the results' own (one call): the phone's wait starts when they are ready.
  const results = useSearchResults(request, true);
  const phone = usePhoneHold({ cardPending: pending, resultsPending: results.isPending, search: request });
  const hold = !wide && phone.hold;
  const card = entity ? <KnowledgeCard entity={entity} /> : wide && pending ? <KnowledgeSkeleton /> : null;
  const shown = wide || !phone.late ? card : null;
  return (
    // A query that may have a card keeps room for one, so that the ad below does not move either.
    // The data attributes say where the results and the card stand (what the browser tests wait for).
    <div
      className={asked ? 'with-knowledge knowledge-asked' : 'with-knowledge'}
      data-results={results.isPending ? 'loading' : hold ? 'waiting-for-card' : 'shown'}
      data-card={pending ? 'loading' : !entity ? 'none' : shown ? 'shown' : 'too-late'}
    >
      {children(hold)}
      {shown && (
        <aside className="knowledge" aria-label={KNOWLEDGE_LABELS.region}>
          {shown}
        </aside>
      )}
    </div>
  );
}
