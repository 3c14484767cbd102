// The refused navigation's page says when to come back in Paris time, with the date only on another Paris day.
import { describe, expect, it } from 'vitest';
import { errorPageHtml } from '../../../server/platform/http/errorPage';

const page = (until: string, now: string) =>
  errorPageHtml({ status: 429, message: 'Trop de requêtes.', until: new Date(until) }, new Date(now));

describe('when to come back', () => {
  it('gives the hour alone within the same Paris day, even across midnight in UTC', () => {
    // 00:48 and 01:03 in Paris on 26 November: still the 25th in UTC for the first.
    expect(page('2026-11-26T00:03:00Z', '2026-11-25T23:48:00Z')).toContain(
      'Vous pourrez revenir à partir de 01:03.',
    );
  });

  it('gives the date when the Paris day changes', () => {
    expect(page('2026-11-25T23:10:00Z', '2026-11-25T22:55:00Z')).toContain(
      'Vous pourrez revenir le 26 novembre 2026 à partir de 00:10.',
    );
  });
});
