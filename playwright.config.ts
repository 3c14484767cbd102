// Browser tests: the built app served by the real server, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Workers re-read this file: the data folder is made once and inherited through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portail-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAILS: 'admin.e2e@example.fr',
      // The account SEPA transfer files pay from: the admin downloads a real pain.001 file.
      SEPA_DEBTOR_NAME: 'Portail Recherche SAS',
      SEPA_DEBTOR_IBAN: 'FR7630004000031234567890143',
      SEPA_DEBTOR_BIC: 'BNPAFRPPXXX',
      // The browser is on loopback (never limited nor banned); security tests play clients behind it.
      TRUST_PROXY: 'loopback',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The keyless sources on a closed port: these tests see the local index alone (keyless.spec.ts serves them).
      WIKIPEDIA_API_URL: 'http://127.0.0.1:2/w/api.php',
      COMMONS_API_URL: 'http://127.0.0.1:2/w/api.php',
      // The instant answers' sources too (answers.spec.ts serves them).
      ECB_RATES_URL: 'http://127.0.0.1:2/stats/eurofxref/eurofxref-daily.xml',
      OPEN_METEO_URL: 'http://127.0.0.1:2/v1/forecast',
      GEO_API_URL: 'http://127.0.0.1:2',
      ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The background mail sender runs as in production: no SMTP, so each message becomes an .eml file.
      MAIL_SENDER: 'true',
    },
  },
});
