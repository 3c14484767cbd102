// @vitest-environment jsdom
// The admin's revenue import: a report CSV checked and previewed per day and partner, then imported whole; one day
// previewed and imported; a refusal said in the server's French words.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportDay, RevenueImportResult } from '../../../common/revenue';
import { ImportSection } from '../../../web/areas/admin/partners/ImportSection';
import { IMPORT_LABELS as L } from '../../../web/areas/admin/partners/importLabels';
import { frenchDay } from '../../../web/areas/shared/format';
import { answer, callsTo, useFormApi, withQueries } from './formApi';

useFormApi();
afterEach(cleanup);

const day = (date: string, gross: number): ReportDay => ({
  date,
  source: 'csv',
  gross_cents: gross + 500,
  partners: [
    {
      partner_id: 7,
      code: 'ZOE',
      name: 'Zoé Blog',
      channel_id: '1234567',
      gross_cents: gross,
      share_percent: 50,
      share_cents: gross / 2,
      change_cents: gross / 2,
    },
  ],
  unmatched: [{ channel_id: '999', gross_cents: 500 }],
  partners_total: 1,
  unmatched_total: 1,
  unmatched_cents: 500,
});
const result: RevenueImportResult = {
  updated: 1,
  totalEarnings: 160,
  totalEarnings_cents: 16_000,
  days: ['2025-11-01', '2025-11-02'],
  shares: 2,
  adjustments: 0,
  automatic_payouts: 0,
};
const CSV = 'Date,Custom channel ID,Estimated earnings (EUR)\n2025-11-01,1234567,100.00\n';

/** The import's job as the server tells it, `done` of `total` lines. */
const job = (status: 'running' | 'done', done: number, total: number) => ({
  id: 1,
  kind: 'revenue-import',
  status,
  done,
  total,
  result: status === 'done' ? result : null,
  error: null,
  attempts: 1,
  created_at: '2025-11-03T08:00:00.000Z',
  started_at: '2025-11-03T08:00:00.000Z',
  finished_at: status === 'done' ? '2025-11-03T08:00:01.000Z' : null,
});

function open() {
  answer('GET /api/admin/adsense/last-import', 200, { data: null });
  answer('GET /api/admin/jobs?kind=revenue-import', 200, { data: [] });
  render(withQueries(<ImportSection />));
  return {
    dayInput: () => screen.getByLabelText(new RegExp(`^${L.date}`)) as HTMLInputElement,
    drop: () =>
      fireEvent.change(document.querySelector('input[type=file]')!, {
        target: { files: [new File([CSV], 'rapport.csv', { type: 'text/csv' })] },
      }),
  };
}

describe('the revenue import', () => {
  it('checks a dropped report, shows each partner per day and the unmatched lines, then imports its days', async () => {
    answer('POST /api/admin/adsense/upload', 200, {
      data: {
        days: ['2025-11-01', '2025-11-02'],
        rows: 4,
        preview: [day('2025-11-01', 10_000), day('2025-11-02', 6_000)],
      },
    });
    const { dayInput, drop } = open();
    drop();
    await screen.findByText(L.uploaded(`${frenchDay('2025-11-01')}, ${frenchDay('2025-11-02')}`));
    expect(callsTo('POST /api/admin/adsense/upload').map((c) => c.body)).toEqual([CSV]);
    const table = screen.getByRole('table', { name: L.reportPreview });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain(frenchDay('2025-11-02'));
    expect(screen.getByText(/2 ligne\(s\) sans partenaire/)).toBeTruthy();
    expect(dayInput().value).toBe('2025-11-02');

    answer('POST /api/admin/adsense/import', 202, {
      data: { job: job('running', 0, 2), url: '/api/admin/jobs/1' },
    });
    answer('GET /api/admin/jobs/1', 200, { data: job('running', 1, 2) });
    answer('GET /api/admin/jobs/1', 200, { data: job('done', 2, 2) });
    fireEvent.click(screen.getByRole('button', { name: L.importReport(2) }));
    const done = await screen.findByText(/Import terminé/);
    expect(done.textContent).toContain(L.doneDetail(2, 0, 0));
    expect(callsTo('POST /api/admin/adsense/import').map((c) => c.body)).toEqual([
      { days: ['2025-11-01', '2025-11-02'] },
    ]);
    expect(screen.queryByRole('table', { name: L.reportPreview })).toBeNull();
  });

  it('follows an import already running when the page opens, lines done out of the total, to its result', async () => {
    answer('GET /api/admin/adsense/last-import', 200, { data: null });
    answer('GET /api/admin/jobs?kind=revenue-import', 200, { data: [job('running', 1, 2)] });
    answer('GET /api/admin/jobs/1', 200, { data: job('running', 1, 2) });
    answer('GET /api/admin/jobs/1', 200, { data: job('done', 2, 2) });
    render(withQueries(<ImportSection />));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    const done = await screen.findByText(/Import terminé/);
    expect(done.textContent).toContain(L.doneDetail(2, 0, 0));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(callsTo('POST /api/admin/adsense/import')).toEqual([]);
  });

  it('previews the chosen day, then says a refused import in the server’s words', async () => {
    const { dayInput } = open();
    fireEvent.change(dayInput(), { target: { value: '2025-11-03' } });
    answer('GET /api/admin/adsense/preview?date=2025-11-03', 200, {
      data: {
        ...day('2025-11-03', 8_000),
        byCode: {},
        raw: [{ channelId: '1234567', earnings: 80, earnings_cents: 8_000 }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: L.preview }));
    await screen.findByText(L.previewOf(frenchDay('2025-11-03'), 'csv'));
    expect(within(screen.getByRole('table', { name: L.byPartner })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/1 canal\(aux\) dans le rapport/)).toBeTruthy();

    answer('POST /api/admin/adsense/import', 409, { error: { message: 'Un import est déjà en cours' } });
    fireEvent.click(screen.getByRole('button', { name: L.import }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Un import est déjà en cours'));
    expect(callsTo('POST /api/admin/adsense/import').map((c) => c.body)).toEqual([{ date: '2025-11-03' }]);
    expect((screen.getByRole('button', { name: L.import }) as HTMLButtonElement).disabled).toBe(false);
  });
});
