// @vitest-environment jsdom
// « Essayez avec : tour eiffel »: the spelling the results are of, one click away, the visitor's filters kept.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../common/search';
import { DidYouMean } from '../../../web/pages/search/DidYouMean';

afterEach(cleanup);

const answer = (correctedQuery?: string): SearchAnswer => ({
  results: [],
  page: 1,
  hasMore: false,
  provider: 'local',
  honours: { sortByDate: true, language: true, time: false },
  limited: null,
  ...(correctedQuery && { correctedQuery }),
  cached: false,
  answer: null,
  tookMs: 3,
});

function openWith(value: SearchAnswer, url = '/search?q=tour+eifel&lang=fr') {
  const router = createMemoryRouter(
    [{ path: '/search', Component: () => <DidYouMean answer={value} tab="web" /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('« Essayez avec »', () => {
  it('links to the search of the spelling the results are of, keeping the language filter', () => {
    openWith(answer('tour eiffel'));
    expect(screen.getByRole('note').textContent).toMatch(/^Essayez avec : tour eiffel/);
    expect(screen.getByRole('link', { name: 'tour eiffel' }).getAttribute('href')).toBe(
      '/search?q=tour+eiffel&lang=fr#gsc.tab=0',
    );
  });

  it('offers the spelling people search without saying the results are of it', () => {
    openWith({ ...answer(), suggestedQuery: 'Marseille' }, '/search?q=marseile');
    expect(screen.getByRole('note').textContent).toBe('Essayez avec : Marseille');
    expect(screen.getByRole('link', { name: 'Marseille' }).getAttribute('href')).toBe(
      '/search?q=Marseille#gsc.tab=0',
    );
  });

  it('says nothing when the words were found as typed', () => {
    openWith(answer());
    expect(screen.queryByRole('note')).toBeNull();
  });
});
