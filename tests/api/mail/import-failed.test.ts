// A nightly import that fails tells the admins once per night, however many times the night is retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryNightlyImports, runNightlyImport } from '../../../server/programme/revenue/nightly';
import { createRevenueService } from '../../../server/programme/revenue/service';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { startSmtpServer, type TestSmtp } from '../../fixtures/smtpServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const ACCOUNT = 'pub-3141592653589793';
const NIGHT = '2025-10-09';
const DOWN = jsonAnswer(
  JSON.stringify({ error: { code: 503, message: 'The service is currently unavailable.' } }),
  503,
);

describe('a nightly import that failed', () => {
  let t: TestApp;
  let google: RecordedServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    google = await startRecordedServer({
      '/token': jsonAnswer(
        JSON.stringify({ access_token: 'ya29.jeton', expires_in: 3599, token_type: 'Bearer' }),
      ),
      [`/v2/accounts/${ACCOUNT}/reports:generate`]: DOWN,
    });
    t = await buildTestApp({
      env: {
        ADMIN_EMAILS: 'admin@example.fr,compta@example.fr',
        MAIL_ADMIN_TO: 'alertes@example.fr',
        SMTP_URL: smtp.url,
        ADSENSE_NIGHTLY_IMPORT: 'false',
        ADSENSE_ACCOUNT_ID: ACCOUNT,
        ADSENSE_OAUTH_CLIENT_ID: 'client-essai',
        ADSENSE_OAUTH_CLIENT_SECRET: 'secret-essai',
        ADSENSE_REFRESH_TOKEN: 'refresh-essai',
        ADSENSE_API_URL: google.baseUrl,
        GOOGLE_TOKEN_URL: `${google.baseUrl}/token`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await smtp.close();
  });

  it('writes to MAIL_ADMIN_TO once, with the night and the error, even when retried and failing again', async () => {
    const revenue = createRevenueService(t.database, t.config);
    expect(await runNightlyImport(t.database, revenue, NIGHT)).toBe('failed');
    expect(await retryNightlyImports(t.database, revenue, new Date('2025-10-10T01:30:00+02:00'))).toEqual({
      [NIGHT]: 'failed',
    });
    await t.app.mail.sendDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to && 'text' in mail!.to && mail!.to.text).toBe('alertes@example.fr');
    expect(mail!.subject).toBe('Import AdSense de la nuit du 9 octobre 2025 en échec');
    expect(mail!.text!.replace(/\s+/g, ' ')).toContain('The service is currently unavailable.');
    expect(mail!.text).toContain('http://localhost:3000/admin');
  });
});
