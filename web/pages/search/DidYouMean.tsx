// « Essayez avec : tour eiffel » above results whose words no page held as typed: the spelling they are of, said
// rather than swapped in silently, one click away. Also the spelling people search, when the typed one is a letter off.
import { Link, useSearchParams } from 'react-router';
import type { SearchAnswer, SearchTab } from '../../../common/search';
import { LABELS } from '../../components/labels';
import { searchHref } from '../../search/searchUrl';

export function DidYouMean({ answer, tab }: { answer: SearchAnswer | undefined; tab: SearchTab }) {
  const [params] = useSearchParams();
  const corrected = answer?.correctedQuery;
  const spelling = corrected ?? answer?.suggestedQuery;
  if (!spelling) return null;
  return (
    <p className="results-did-you-mean" role="note">
      {LABELS.tryWith} <Link to={searchHref(spelling, tab, params)}>{spelling}</Link>
      {corrected && <span className="results-did-you-mean-why"> – {LABELS.correctedResults}</span>}
    </p>
  );
}
