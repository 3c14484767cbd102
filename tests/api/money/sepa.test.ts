// Approved payouts leave as one SEPA credit transfer file (pain.001.001.09), to the IBAN and holder
// kept with each payout at its claim, then are marked paid together with the bank's reference.
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../common/messages';
import { signIn } from '../../fixtures/roles';
import { buildTestApp } from '../../fixtures/testApp';
import {
  call,
  claim,
  IBAN,
  MONEY_ADMIN,
  importReport,
  newPartner,
  OTHER_IBAN,
  setStatus,
  type Business,
  useBusiness,
} from './business';

const ctx = useBusiness({
  SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
  SEPA_DEBTOR_IBAN: 'FR76 3000 4000 0312 3456 7890 143',
  SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
});
let b: Business;
beforeAll(() => ({ b } = ctx));

/** Every <CdtTrfTxInf> of the file: the creditor's name, IBAN and amount. */
function transfers(xml: string) {
  return [...xml.matchAll(/<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/g)].map(([, tx]) => ({
    name: /<Cdtr><Nm>([^<]*)<\/Nm>/.exec(tx!)?.[1],
    iban: /<CdtrAcct><Id><IBAN>([^<]*)<\/IBAN>/.exec(tx!)?.[1],
    amount: /<InstdAmt Ccy="EUR">([^<]*)<\/InstdAmt>/.exec(tx!)?.[1],
  }));
}

it('exports the approved payouts with their IBAN snapshots and amounts, then marks them paid with the reference', async () => {
  expect((await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches')).json().error.message).toBe(
    ADMIN_MESSAGES.noApprovedPayouts,
  );
  const first = await newPartner(b);
  const second = await newPartner(b, { iban: OTHER_IBAN, percent: 30 });
  const pending = await newPartner(b);
  await importReport(b, [
    ['2026-11-05', first.channel, '163.93'],
    ['2026-11-05', second.channel, '300.01'],
    ['2026-11-05', pending.channel, '400.00'],
  ]);
  const ids: number[] = [];
  for (const p of [first, second, pending]) ids.push((await claim(b, p)).json().data.id as number);
  for (const id of ids.slice(0, 2)) expect((await setStatus(b, id, { status: 'approved' })).status).toBe(200);
  // Changing the IBAN after the claim does not change where the payout goes.
  await call(b.app, first.caller, 'PUT', '/api/partner/payment', {
    iban: OTHER_IBAN,
    holderName: 'Quelqu’un d’autre',
  });

  const created = await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches');
  expect(created.status, created.body).toBe(201);
  const batch = created.json().data;
  // 81.97 € (half up of 81.965) + 10 € bonus; 90.00 € (30 % of 300.01 = 90.003) + 10 € bonus.
  expect(batch).toMatchObject({ payout_count: 2, total_cents: 9_197 + 10_000 });

  const file = await call(b.app, b.admin, 'GET', `/api/admin/payouts/batches/${batch.id}/sepa.xml`);
  expect(file.status).toBe(200);
  expect(file.body).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(file.body).toContain('<CtrlSum>191.97</CtrlSum>');
  expect(file.body).toContain('<IBAN>FR7630004000031234567890143</IBAN>');
  expect(transfers(file.body)).toEqual([
    { name: 'Zoe Dupre', iban: IBAN, amount: '91.97' },
    { name: 'Zoe Dupre', iban: OTHER_IBAN, amount: '100.00' },
  ]);

  const paid = await call(b.app, b.admin, 'POST', `/api/admin/payouts/batches/${batch.id}/paid`, {
    reference: 'VIR-2026-11-25',
  });
  expect(paid.status, paid.body).toBe(200);
  expect(
    paid
      .json()
      .data.map((p: { status: string; transfer_reference: string }) => [p.status, p.transfer_reference]),
  ).toEqual([
    ['paid', 'VIR-2026-11-25'],
    ['paid', 'VIR-2026-11-25'],
  ]);
  expect(
    (
      await call(b.app, b.admin, 'POST', `/api/admin/payouts/batches/${batch.id}/paid`, {
        reference: 'VIR-X',
      })
    ).status,
  ).toBe(409);
  const stillPending = (await call(b.app, b.admin, 'GET', '/api/admin/payouts'))
    .json()
    .data.find((p: { id: number }) => p.id === ids[2]);
  expect(stillPending).toMatchObject({ status: 'pending', batch_id: null });
});

it('without a debtor account configured, the file is refused with a French message', async () => {
  const bare = await buildTestApp({ env: { ADMIN_EMAILS: MONEY_ADMIN } });
  try {
    const admin = await signIn(bare.app, 'Admin', MONEY_ADMIN);
    const res = await call(bare.app, admin, 'GET', '/api/admin/payouts/batches/1/sepa.xml');
    expect(res.status).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.sepaNotConfigured);
  } finally {
    await bare.close();
  }
});
