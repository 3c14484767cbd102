// The AdSense Management API v2: an access token from the refresh token, then one day's earnings by channel.
import type { AdsenseApiConfig } from '../../platform/config';
import { decimalToCents } from '../../../common/revenue';
import type { ReportRow } from './csv';

/** How long a call to Google's APIs may take before the import says so. */
const GOOGLE_API_TIMEOUT_MS = 15_000;

export class AdsenseApiError extends Error {}

type ReportResult = {
  headers?: Array<{ name: string }>;
  rows?: Array<{ cells: Array<{ value?: string }> }>;
};

export function createAdsenseClient(config: AdsenseApiConfig, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const response = await fetchImpl(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
        grant_type: 'refresh_token',
      }),
      signal: AbortSignal.timeout(GOOGLE_API_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
      error_description?: string;
      error?: string;
    } | null;
    if (!response.ok || !body?.access_token)
      throw new AdsenseApiError(
        `jeton refusé (${body?.error_description ?? body?.error ?? response.status})`,
      );
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function report(day: string, retried = false): Promise<ReportResult> {
    const [year, month, date] = day.split('-').map(Number);
    const params = new URLSearchParams({
      dateRange: 'CUSTOM',
      'startDate.year': String(year),
      'startDate.month': String(month),
      'startDate.day': String(date),
      'endDate.year': String(year),
      'endDate.month': String(month),
      'endDate.day': String(date),
      currencyCode: 'EUR',
      reportingTimeZone: 'ACCOUNT_TIME_ZONE',
    });
    params.append('dimensions', 'DATE');
    params.append('dimensions', 'CUSTOM_CHANNEL_ID');
    params.append('metrics', 'ESTIMATED_EARNINGS');
    const url = `${config.apiUrl}/v2/accounts/${config.accountId}/reports:generate?${params}`;
    const response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(GOOGLE_API_TIMEOUT_MS),
    });
    // An access token revoked or expired early: one new token, one more try.
    if (response.status === 401 && !retried) {
      token = null;
      return report(day, true);
    }
    const body = (await response.json().catch(() => null)) as
      (ReportResult & { error?: { message?: string } }) | null;
    if (!response.ok || !body)
      throw new AdsenseApiError(body?.error?.message ?? `réponse HTTP ${response.status}`);
    return body;
  }

  return {
    name: 'AdSense' as const,
    async dailyEarnings(day: string): Promise<ReportRow[]> {
      const result = await report(day);
      const names = (result.headers ?? []).map((h) => h.name);
      const [d, c, e] = ['DATE', 'CUSTOM_CHANNEL_ID', 'ESTIMATED_EARNINGS'].map((n) => names.indexOf(n));
      if (d === undefined || c === undefined || e === undefined || d < 0 || c < 0 || e < 0)
        throw new AdsenseApiError('rapport sans les colonnes DATE, CUSTOM_CHANNEL_ID, ESTIMATED_EARNINGS');
      const unit = names.indexOf('AD_UNIT_ID');
      return (result.rows ?? []).map((row) => {
        const adUnitId = unit < 0 ? undefined : row.cells[unit]?.value;
        const cents = decimalToCents(row.cells[e]?.value ?? '');
        if (cents === null) throw new AdsenseApiError(`revenu illisible « ${row.cells[e]?.value ?? ''} »`);
        return {
          day: row.cells[d]?.value ?? day,
          channelId: row.cells[c]?.value ?? '',
          ...(adUnitId && { adUnitId }),
          earningsCents: cents,
        };
      });
    },
  };
}
