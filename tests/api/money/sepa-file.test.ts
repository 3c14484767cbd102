// The SEPA credit transfer file is valid against ISO 20022's pain.001.001.09 schema, and says when it was made
// with its offset (Paris time), whatever the zone of the server that writes it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parisDateTime } from '../../../server/programme/payouts/sepa';
import {
  call,
  claim,
  importReport,
  newPartner,
  OTHER_IBAN,
  setStatus,
  type Business,
  useBusiness,
} from './business';

const XSD = readFileSync(join(__dirname, '../../fixtures/sepa/pain.001.001.09.xsd'), 'utf8');

const ctx = useBusiness({
  SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
  SEPA_DEBTOR_IBAN: 'FR76 3000 4000 0312 3456 7890 143',
  SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
});
let b: Business;
beforeAll(() => ({ b } = ctx));

const validate = (xml: string) =>
  validateXML({
    xml: { fileName: 'batch.xml', contents: xml },
    schema: { fileName: 'pain.001.001.09.xsd', contents: XSD },
  });

describe('GET /api/admin/payouts/batches/:id/sepa.xml', () => {
  it('is valid against the pain.001.001.09 XSD, with accents and two transfers, and CreDtTm carries its offset', async () => {
    const first = await newPartner(b);
    const second = await newPartner(b, { iban: OTHER_IBAN, percent: 30 });
    await importReport(b, [
      ['2026-11-05', first.channel, '163.93'],
      ['2026-11-05', second.channel, '300.01'],
    ]);
    for (const p of [first, second]) {
      const claimed = await claim(b, p);
      expect(claimed.status, claimed.body).toBe(201);
      expect((await setStatus(b, claimed.json().data.id, { status: 'approved' })).status).toBe(200);
    }
    const batch = (await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches')).json().data;
    const file = await call(b.app, b.admin, 'GET', `/api/admin/payouts/batches/${batch.id}/sepa.xml`);
    expect(file.status).toBe(200);

    const result = await validate(file.body);
    expect(result.errors.map((e) => e.message)).toEqual([]);
    expect(result.valid).toBe(true);

    const created = /<CreDtTm>([^<]*)<\/CreDtTm>/.exec(file.body)?.[1];
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    // The same instant as the batch's creation, to the second.
    expect(Math.abs(new Date(created!).getTime() - new Date(batch.created_at).getTime())).toBeLessThan(1000);
  });

  it('a file the schema refuses is reported invalid (the check can fail)', async () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn><GrpHdr><MsgId>X</MsgId>
<CreDtTm>28/11/2026 10:15</CreDtTm><NbOfTxs>1</NbOfTxs></GrpHdr></CstmrCdtTrfInitn></Document>`;
    expect((await validate(broken)).valid).toBe(false);
  });
});

describe('parisDateTime', () => {
  it('writes Paris time with +01:00 in winter and +02:00 in summer', () => {
    expect(parisDateTime(new Date('2026-11-28T09:15:00Z'))).toBe('2026-11-28T10:15:00+01:00');
    expect(parisDateTime(new Date('2026-07-14T08:00:05Z'))).toBe('2026-07-14T10:00:05+02:00');
    expect(parisDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
  });
});
