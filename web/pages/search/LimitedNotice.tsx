// A discreet line above the results when a web source did not answer: the page is not the full page, and says so.
import type { SearchAnswer } from '../../../common/search';
import { SOURCE_LABELS } from '../../../common/searchSources';
import { LABELS } from '../../components/labels';

export function LimitedNotice({ answer }: { answer: SearchAnswer | undefined }) {
  if (!answer?.limited) return null;
  const names = answer.limited.missing.map((source) => SOURCE_LABELS[source] ?? source);
  return (
    <p className="results-limited" role="note">
      {LABELS.limitedResults(names, answer.provider === 'local')}
    </p>
  );
}
