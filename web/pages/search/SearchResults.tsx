// The answer of our search API: skeletons, an error with retry, no results, or the results page after page.
import { useEffect, useRef } from 'react';
import type { SearchTab } from '../../../common/search';
import { LABELS } from '../../components/labels';
import { AnswerCard } from '../../search/answers/AnswerCard';
import { DidYouMean } from './DidYouMean';
import { LimitedNotice } from './LimitedNotice';
import { ResultList } from './ResultList';
import { ResultSkeleton } from './ResultSkeleton';
import { HiddenNotice } from './HiddenNotice';
import { SiteToastArea } from './SiteMenu';
import { useSearchResults } from '../../search/useSearchResults';
import { languagesOfFilter, useChooseLanguage } from '../../search/searchFilters';

type Props = {
  q: string;
  tab: SearchTab;
  request: string;
  /** Keep the skeletons a moment longer: a phone's knowledge card is on its way and must not push the results. */
  hold?: boolean;
};

/** The results, and the toast of their menus kept whatever the list becomes (even empty, once a site is hidden). */
export function SearchResults(props: Props) {
  return (
    <SiteToastArea>
      <SearchAnswer {...props} />
    </SiteToastArea>
  );
}

function SearchAnswer({ q, tab, request, hold = false }: Props) {
  const results = useSearchResults(request, true);
  const chooseLanguage = useChooseLanguage();
  const list = useRef<HTMLDivElement>(null);
  const askedForMore = useRef(false);
  const pages = results.data?.pages ?? [];
  const all = pages.flatMap((page) => page.results);
  const firstNew = pages.length > 1 ? all.length - pages[pages.length - 1]!.results.length : undefined;

  // After "more results", the keyboard goes on from the first new result rather than from the button.
  useEffect(() => {
    if (!askedForMore.current) return;
    askedForMore.current = false;
    list.current?.querySelector<HTMLAnchorElement>('[data-first-new] a')?.focus();
  }, [pages.length]);

  if (results.isPending || hold) return <ResultSkeleton images={tab === 'images'} />;
  if (results.isError && pages.length === 0)
    return (
      <div className="notice" role="alert">
        <span>{results.error.message}</span>
        <button type="button" className="button button-quiet" onClick={() => void results.refetch()}>
          {LABELS.retry}
        </button>
      </div>
    );
  const answer = pages[0]?.answer;
  const card = answer ? <AnswerCard answer={answer} /> : null;
  // The answer is the page's answer: no « nothing found » under it.
  if (all.length === 0 && card) return card;
  const languages = languagesOfFilter(new URLSearchParams(request).get('lang') ?? 'auto');
  // A country filter the provider applied, and nothing in its languages: say so, offer every language.
  if (all.length === 0 && pages[0]?.honours.language && languages.length > 0)
    return (
      <div className="no-results" role="status">
        <p>{LABELS.noResultsInLanguages(languages, pages[0].provider.startsWith('local'))}</p>
        <button type="button" className="button button-quiet" onClick={() => chooseLanguage('all')}>
          {LABELS.languageAll}
        </button>
      </div>
    );
  if (all.length === 0)
    return (
      <div className="no-results" role="status">
        <LimitedNotice answer={pages[0]} />
        <HiddenNotice count={pages[0]?.hidden ?? 0} />
        <p>{LABELS.noResultsFor(q)}</p>
        <ul>
          {LABELS.noResultsTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    );

  return (
    <div ref={list} className="results">
      {card}
      <p className="results-meta" role="status">
        {pages[0]!.cached ? LABELS.fromCache : LABELS.tookSeconds(pages[0]!.tookMs)}
      </p>
      <LimitedNotice answer={pages[0]} />
      <DidYouMean answer={pages[0]} tab={tab} />
      <HiddenNotice count={pages.reduce((n, page) => n + (page.hidden ?? 0), 0)} />
      <ResultList results={all} query={q} images={tab === 'images'} firstNew={firstNew} />
      {results.isFetchNextPageError && (
        <div className="notice" role="alert">
          <span>{results.error?.message}</span>
        </div>
      )}
      {results.hasNextPage ? (
        <button
          type="button"
          className="button button-quiet results-more"
          disabled={results.isFetchingNextPage}
          onClick={() => {
            askedForMore.current = true;
            void results.fetchNextPage();
          }}
        >
          {results.isFetchingNextPage ? LABELS.loadingMore : LABELS.moreResults}
        </button>
      ) : (
        pages.length > 1 && <p className="results-end">{LABELS.endOfResults}</p>
      )}
    </div>
  );
}
