// The admin's calls made with the admin's own session (signed in through the form), for tests whose subject is
// the partner's side: activate a partner with a channel of its own, credit it by importing a report.
import type { Browser } from '@playwright/test';
import { expect, waitingForTheApp } from './test';
import { holdChannelSince, uniqueDigits, withMoneyDesk } from './money';
import { ADMIN_EMAIL, signIn } from './session';

export async function adminApi(browser: Browser) {
  const context = await browser.newContext();
  const page = waitingForTheApp(await context.newPage());
  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
  const csrf = (await (await context.request.get('/csrf-token')).json()) as { data: { csrfToken: string } };

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const text = typeof body === 'string';
    const response = await context.request.fetch(path, {
      method,
      headers: {
        'x-csrf-token': csrf.data.csrfToken,
        ...(body !== undefined && { 'content-type': text ? 'text/csv' : 'application/json' }),
      },
      data: body === undefined ? undefined : text ? body : JSON.stringify(body),
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  }

  return {
    send,
    /** Activates the partner with a channel added for it, held since `since`; answers the channel. */
    async activate(code: string, since: string): Promise<string> {
      const partners = await send<Array<{ id: number; code: string }>>(
        'GET',
        `/api/admin/partners?q=${encodeURIComponent(code)}`,
      );
      const { id } = partners.find((p) => p.code === code)!;
      return withMoneyDesk(async () => {
        await send('POST', '/api/admin/adsense/unused-channels', { channel_id: `8${uniqueDigits()}` });
        await send('PUT', `/api/admin/partners/${id}`, { status: 'active' });
        return holdChannelSince(code, since);
      });
    },
    /** Uploads the report and imports every day it holds. */
    async importReport(csv: string) {
      const { days } = await send<{ days: string[] }>('POST', '/api/admin/adsense/upload', csv);
      return send<{ updated: number; automatic_payouts: number }>('POST', '/api/admin/adsense/import', {
        days,
      });
    },
    close: () => context.close(),
  };
}
