// Element mode: Google's own results element for the query, or our results when its script does not come.
import { useEffect, useRef, useState } from 'react';
import type { SearchTab } from '../../../common/search';
import { loadSearchElement, renderSearchElement } from '../../search/googleElement';
import { LABELS } from '../../components/labels';
import { SearchResults } from './SearchResults';

type Props = { engineId: string; q: string; tab: SearchTab; request: string; safeSearch: boolean };

export function GoogleSearchElement({ engineId, q, tab, request, safeSearch }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadSearchElement(engineId).then(
      (api) =>
        current &&
        frame.current &&
        renderSearchElement(api, frame.current, q, { images: tab === 'images', safeSearch }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [engineId, q, tab, safeSearch]);

  if (failed)
    return (
      <>
        <p className="notice">{LABELS.searchElementFallback}</p>
        <SearchResults q={q} tab={tab} request={request} />
      </>
    );
  return <div ref={frame} className="search-element" data-engine={engineId} />;
}
