// Element mode: Google's own results element for the query, or our results when its script does not come.
import { useEffect, useRef, useState } from 'react';
import type { SearchTab } from '../../../common/search';
import { useSettings } from '../../account/useSettings';
import { loadSearchElement, renderSearchElement } from '../../search/googleElement';
import { LABELS } from '../../components/labels';
import { SearchResults } from './SearchResults';

type Props = { engineId: string; q: string; tab: SearchTab; request: string; safeSearch: boolean };

export function GoogleSearchElement({ engineId, q, tab, request, safeSearch }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { perPage, newTab } = useSettings();

  useEffect(() => {
    let current = true;
    loadSearchElement(engineId).then(
      (api) =>
        current &&
        frame.current &&
        renderSearchElement(api, frame.current, q, { images: tab === 'images', safeSearch, perPage, newTab }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [engineId, q, tab, safeSearch, perPage, newTab]);

  if (failed)
    return (
      <>
        <p className="notice">{LABELS.searchElementFallback}</p>
        <SearchResults q={q} tab={tab} request={request} />
      </>
    );
  return <div ref={frame} className="search-element" data-engine={engineId} />;
}
