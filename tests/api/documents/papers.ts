// Papers for the API tests: a partner paid the way the product pays (revenue imported, claim, approval, payment
// with the bank's reference), downloads read as bytes, and a PDF's text read back with poppler's pdftotext.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { parisDay } from '../../../common/dates';
import { addDays } from '../../../common/periods';
import type { Caller } from '../../fixtures/roles';
import { call, claim, importReport, setStatus, type Business, type TestPartner } from '../money/business';

const run = promisify(execFile);

/** The IBAN waits no hours here: the tests pay right after saving it. */
export const PAPERS_ENV = {
  IBAN_HOLD_HOURS: '0',
  LEGAL_NAME: 'Recherche Test SAS',
  LEGAL_ADDRESS: '12 rue de la Paix, 75002 Paris',
  LEGAL_SIREN: '732829320',
  LEGAL_VAT_NUMBER: 'FR44732829320',
};

export type Download = { status: number; headers: Record<string, unknown>; body: Buffer };

export async function download(b: Business, who: Caller | null, url: string): Promise<Download> {
  const res = await b.app.inject({ method: 'GET', url, headers: who ? who.headers() : {} });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** The PDF's text as poppler reads it, its layout kept (one line of the page a line), spaces made plain. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'papers-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** « 1 234,56 € » in the PDF's text → 123456 cents. */
export const centsIn = (text: string, label: RegExp): number => {
  const line = text.split('\n').find((l) => label.test(l));
  if (!line) throw new Error(`no line ${label} in:\n${text}`);
  const amounts = [...line.matchAll(/(-?[\d ]+,\d{2}) €/g)];
  const last = amounts.at(-1);
  if (!last) throw new Error(`no amount on the line: ${line}`);
  return Number(last[1]!.replace(/ /g, '').replace(',', ''));
};

/** Recent days of the same year as today (the test's revenue days). */
export function recentDays(): [string, string] {
  const today = parisDay();
  const first = addDays(today, -3);
  return first.slice(0, 4) === today.slice(0, 4) ? [first, addDays(today, -2)] : [today, today];
}

/** Revenue credited on two days, claimed, approved and paid with the reference: the paid payout's id. */
export async function paidPayout(
  b: Business,
  p: TestPartner,
  days: [string, string, string, string],
  reference: string,
): Promise<number> {
  await importReport(b, [
    [days[0], p.channel, days[1]],
    [days[2], p.channel, days[3]],
  ]);
  const id = await claimed(b, p);
  await pay(b, id, reference);
  return id;
}

export async function claimed(b: Business, p: TestPartner): Promise<number> {
  const res = await claim(b, p);
  expect(res.status, res.body).toBe(201);
  const id = res.json().data.id as number;
  const approved = await setStatus(b, id, { status: 'approved' });
  expect(approved.status, approved.body).toBe(200);
  return id;
}

export async function pay(b: Business, payoutId: number, reference: string) {
  const paid = await setStatus(b, payoutId, { status: 'paid', reference });
  expect(paid.status, paid.body).toBe(200);
}

export const SOLE_TRADER = {
  legal_name: 'Zoé Dupré EI',
  address: '3 place du Marché',
  postal_code: '69002',
  city: 'Lyon',
  registration_number: '552 032 534',
  vat_regime: 'exempt',
};

export const COMPANY = {
  legal_name: 'Dupré Conseil SARL',
  address: '8 avenue Foch',
  postal_code: '75116',
  city: 'Paris',
  registration_number: '55203253400018',
  vat_regime: 'liable',
  vat_number: 'FR 27 552032534',
};

export const saveLegal = (b: Business, p: TestPartner, body: object) =>
  call(b.app, p.caller, 'PUT', '/api/partner/legal-details', body);
