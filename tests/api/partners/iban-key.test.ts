// IBAN_ENCRYPTION_KEY is required in production; an IBAN sealed with another key answers
// a clear French 409 (logged once, never a 500); each sealed IBAN names its key, so `npm run iban:rotate`
// can seal them all again with a new one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { buildApp, type App } from '../../../server/app';
import { openDatabase } from '../../../server/platform/db/database';
import { encryptIban, ibanKeyId, ibanKeyring } from '../../../server/programme/partners/ibanCipher';
import { TEST_DIALECT } from '../../fixtures/testApp';
import {
  call,
  claim,
  IBAN,
  importReport,
  newPartner,
  OTHER_IBAN,
  setStatus,
  type Business,
  type TestPartner,
  useBusiness,
} from '../money/business';

// Three cold `tsx` starts on a loaded 2-core machine: bounded only against a hang.
const PROCESS_TIMEOUT_MS = 120_000;

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const [OLD_KEY, NEW_KEY, LOST_KEY] = [key(1), key(2), key(3)];
const idOf = (base64: string) => ibanKeyId(Buffer.from(base64, 'base64'));

const ctx = useBusiness({
  IBAN_ENCRYPTION_KEY: OLD_KEY,
  SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
  SEPA_DEBTOR_IBAN: 'FR76 3000 4000 0312 3456 7890 143',
  SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
});
let b: Business;
let paid: TestPartner;
let waiting: TestPartner;
let batchId: number;

/** Another process of the same product on the same database, with other IBAN keys; its log lines kept. */
type Process = { app: App; logs: string[]; close: () => Promise<void> };
const processes: Process[] = [];
async function processWith(current: string, previous?: string): Promise<Process> {
  const { config } = ctx.t;
  const database = openDatabase(config.database);
  const logs: string[] = [];
  const ibanKey = ibanKeyring(
    Buffer.from(current, 'base64'),
    previous ? Buffer.from(previous, 'base64') : undefined,
  );
  const app = await buildApp({
    config: { ...config, ibanKey },
    database,
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  await app.ready();
  const handle = {
    app,
    logs,
    close: async () => {
      await app.close();
      await database.db.destroy();
    },
  };
  processes.push(handle);
  return handle;
}
afterAll(async () => {
  for (const p of processes) await p.close();
});

const get = (app: App, who: TestPartner | Business['admin'], url: string) =>
  call(app, 'caller' in who ? who.caller : who, 'GET', url);
const sepaOf = (app: App) => call(app, b.admin, 'GET', `/api/admin/payouts/batches/${batchId}/sepa.xml`);

async function storedIbans(): Promise<string[]> {
  const { db } = b.database;
  const infos = await db.selectFrom('partner_payment_info').select('iban_encrypted').execute();
  const payouts = await db
    .selectFrom('payout_requests')
    .select('iban_encrypted')
    .where('iban_encrypted', 'is not', null)
    .execute();
  return [...infos, ...payouts].map((r) => r.iban_encrypted!);
}

function rotate(current: string, previous?: string) {
  const { config } = ctx.t;
  const database = config.database;
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/programme/payouts/cli-iban-rotate.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: config.dataDir,
      IBAN_ENCRYPTION_KEY: current,
      ...(previous && { IBAN_ENCRYPTION_KEY_PREVIOUS: previous }),
      ...(database.dialect === 'postgres' && {
        DATABASE_URL: database.url,
        DATABASE_SCHEMA: database.schema,
      }),
    },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  b = ctx.b;
  paid = await newPartner(b);
  waiting = await newPartner(b, { iban: OTHER_IBAN });
  await importReport(b, [
    ['2026-11-05', paid.channel, '163.93'],
    ['2026-11-05', waiting.channel, '300.00'],
  ]);
  const claimed = await claim(b, paid);
  expect(claimed.status, claimed.body).toBe(201);
  expect((await setStatus(b, claimed.json().data.id, { status: 'approved' })).status).toBe(200);
  const batch = await call(b.app, b.admin, 'POST', '/api/admin/payouts/batches');
  expect(batch.status, batch.body).toBe(201);
  batchId = batch.json().data.id;
});

it('each sealed IBAN names the key that sealed it', async () => {
  const stored = await storedIbans();
  expect(stored).toHaveLength(3);
  for (const text of stored)
    expect(text).toMatch(new RegExp(`^k${idOf(OLD_KEY)}\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
});

it('a process with another key answers 409 and a French message on every IBAN read, and logs it once', async () => {
  const other = await processWith(LOST_KEY);
  const unreadable = { error: { message: PARTNER_MESSAGES.ibanUnreadable, code: 'iban_unreadable' } };

  for (let i = 0; i < 3; i++) {
    const own = await get(other.app, waiting, '/api/partner/payment');
    expect(own.status).toBe(409);
    expect(own.json()).toEqual(unreadable);
  }
  const admin = await get(other.app, b.admin, `/api/admin/partners/${waiting.id}/payment`);
  expect(admin.status).toBe(409);
  expect(admin.json()).toEqual(unreadable);

  const claimed = await call(other.app, waiting.caller, 'POST', '/api/partner/payouts/claim');
  expect(claimed.status).toBe(409);
  expect(claimed.json()).toEqual(unreadable);
  // Nothing of the claim was kept: no payout, the balance whole.
  const payouts = await b.database.db
    .selectFrom('payout_requests')
    .select('id')
    .where('partner_id', '=', waiting.id)
    .execute();
  expect(payouts).toEqual([]);

  const sepa = await sepaOf(other.app);
  expect(sepa.status).toBe(409);
  expect(sepa.json()).toEqual(unreadable);

  const lines = other.logs.filter((line) => line.includes('IBAN illisible'));
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 50,
    sealedWith: idOf(OLD_KEY),
    currentKey: idOf(LOST_KEY),
  });
  expect(other.logs.join('')).not.toMatch(/"statusCode":5\d\d|request failed/);
});

it('during a rotation, a process with the new key and IBAN_ENCRYPTION_KEY_PREVIOUS reads both', async () => {
  const rotating = await processWith(NEW_KEY, OLD_KEY);
  const own = await get(rotating.app, waiting, '/api/partner/payment');
  expect(own.status, own.body).toBe(200);
  expect(own.json().data.iban).toMatch(/^DE89 [•\s]+000$/);
  // A payment info saved now is sealed with the new key, and read by that process too.
  const saved = await call(rotating.app, paid.caller, 'PUT', '/api/partner/payment', {
    iban: IBAN,
    holderName: 'Zoé Dupré',
  });
  expect(saved.status, saved.body).toBe(200);
  const sepa = await sepaOf(rotating.app);
  expect(sepa.status).toBe(200);
  expect(sepa.body).toContain(`<IBAN>${IBAN}</IBAN>`);
});

it(
  'npm run iban:rotate seals every IBAN again with the new key in one transaction, and reports its counts',
  { timeout: PROCESS_TIMEOUT_MS },
  async () => {
    const { db } = b.database;
    // A text from before key ids (iv.tag.ciphertext), sealed with the old key.
    const legacy = encryptIban(Buffer.from(OLD_KEY, 'base64'), OTHER_IBAN).replace(/^k[0-9a-f]{8}\./, '');
    await db
      .updateTable('partner_payment_info')
      .set({ iban_encrypted: legacy })
      .where('partner_id', '=', waiting.id)
      .execute();

    // One IBAN neither key opens: the whole rotation is refused, nothing changes.
    const lost = encryptIban(Buffer.from(LOST_KEY, 'base64'), IBAN);
    const [payout] = await db.selectFrom('payout_requests').select(['id', 'iban_encrypted']).execute();
    await db
      .updateTable('payout_requests')
      .set({ iban_encrypted: lost })
      .where('id', '=', payout!.id)
      .execute();
    const before = await storedIbans();
    const refused = rotate(NEW_KEY, OLD_KEY);
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr).toContain(
      `Rotation impossible, rien n’a été modifié : l’IBAN de la demande de paiement ${payout!.id} (chiffré avec la clé k${idOf(LOST_KEY)}) ne s’ouvre ni avec IBAN_ENCRYPTION_KEY ni avec IBAN_ENCRYPTION_KEY_PREVIOUS`,
    );
    expect(await storedIbans()).toEqual(before);

    await db
      .updateTable('payout_requests')
      .set({ iban_encrypted: payout!.iban_encrypted })
      .where('id', '=', payout!.id)
      .execute();
    const done = rotate(NEW_KEY, OLD_KEY);
    expect(done.status, done.stderr).toBe(0);
    // The paid partner's info was saved with the new key in the test above: already current.
    expect(done.stdout).toBe(
      `IBAN chiffrés avec la clé k${idOf(NEW_KEY)} : 1 information(s) de paiement et 1 demande(s) de paiement rechiffrée(s) ; 1 et 0 l’étaient déjà.\n`,
    );
    for (const text of await storedIbans()) expect(text.startsWith(`k${idOf(NEW_KEY)}.`)).toBe(true);

    // A process with the new key only reads everything, and the claim goes through.
    const after = await processWith(NEW_KEY);
    expect((await get(after.app, waiting, '/api/partner/payment')).status).toBe(200);
    const sepa = await sepaOf(after.app);
    expect(sepa.status).toBe(200);
    expect(sepa.body).toContain(`<IBAN>${IBAN}</IBAN>`);
    const claimed = await call(after.app, waiting.caller, 'POST', '/api/partner/payouts/claim');
    expect(claimed.status, claimed.body).toBe(201);
    expect(claimed.json().data.iban_masked).toMatch(/^DE89 [•\s]+000$/);
  },
);

it('an IBAN sealed before key ids is still read with the current key', async () => {
  const legacy = encryptIban(Buffer.from(NEW_KEY, 'base64'), OTHER_IBAN).replace(/^k[0-9a-f]{8}\./, '');
  await b.database.db
    .updateTable('partner_payment_info')
    .set({ iban_encrypted: legacy })
    .where('partner_id', '=', waiting.id)
    .execute();
  const current = await processWith(NEW_KEY);
  const admin = await get(current.app, b.admin, `/api/admin/partners/${waiting.id}/payment`);
  expect(admin.status, admin.body).toBe(200);
  expect(admin.json().data.iban).toBe(OTHER_IBAN);
});

it.runIf(TEST_DIALECT === 'sqlite')(
  'production refuses to start without IBAN_ENCRYPTION_KEY, with one French line on stderr',
  { timeout: PROCESS_TIMEOUT_MS },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portail-iban-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          SESSION_SECRET: 'x'.repeat(48),
          GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
          GOOGLE_CLIENT_SECRET: 'secret',
        },
        encoding: 'utf8',
        timeout: PROCESS_TIMEOUT_MS,
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(
        /^Configuration invalide: IBAN_ENCRYPTION_KEY est obligatoire en production .*\n$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
