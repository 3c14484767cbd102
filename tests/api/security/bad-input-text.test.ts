// The bad-input sweep runs on PostgreSQL too (this file, like every API test, runs in both
// the api-sqlite and api-postgres projects), with NUL, invalid UTF-8 and lone surrogates in every field, path
// parameter, cookie and header of every route that takes input. Each is refused with 400 and the French message,
// never a 5xx, and the database stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/messages';
import type { RegisteredRoute } from '../../../server/app';
import { SESSION_COOKIE } from '../../../server/platform/session/store';
import { fieldsOf, routesTakingInput } from '../../fixtures/badInput';
import { urlOf, type ValidInput } from '../../fixtures/badInputCases';
import { VALID } from '../../fixtures/badInputValid';
import { changedTables, dumpDatabase } from '../../fixtures/dbDump';
import { buildSweepApp, type Sweep } from '../../fixtures/sweepApp';

/** How JSON text spells a string that is not text. */
const JSON_POISONS = ['\\u0000', 'a\\u0000b', '\\ud800', 'x\\udfff', '\\udc00\\ud800'];
/** Bytes that are not UTF-8, raw in a JSON body. */
const BYTE_POISONS = [[0x00], [0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]];
/** Percent-escapes in a URL that decode to no text. */
const URL_POISONS = ['%00', 'a%00b', '%FF', '%C3', '%C0%AF', '%ED%A0%80', '%ED%BF%BF', '%F4%90%80%80'];
/** Header values as Node hands them over (latin1 characters for bytes), and what only app.inject can send. */
const HEADER_POISONS = ['\u00ff', 'caf\u00c3', '\u00ed\u00a0\u0080', '\u00c0\u00af', '\ud800', 'fin\udfff'];
const HEADERS = ['user-agent', 'accept-language', 'referer', 'x-forwarded-for', 'origin', 'x-requested-with'];
/** Cookie values: one that decodes to a NUL, bytes that are not UTF-8, a lone surrogate. */
const COOKIE_POISONS = ['%00', 'a%00b', '\u00ff', '\u00ed\u00a0\u0080', '\ud800'];
const INDEX_TABLES = ['search_pages', 'suggest_terms', 'suggest_searches'];
const MARK = 'POISON_ICI';

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('V1.2 text that is not text, in every field, parameter, cookie and header of every route', () => {
  let sweep: Sweep;
  let routes: RegisteredRoute[] = [];
  let sent = 0;
  const validOf = (r: RegisteredRoute): ValidInput => VALID[keyOf(r)]?.(sweep.ids) ?? {};

  beforeAll(async () => {
    sweep = await buildSweepApp({ TRUST_PROXY: '127.0.0.1' });
    routes = routesTakingInput(sweep.t.app.registeredRoutes);
  });
  afterAll(async () => {
    console.info(
      `text sweep (${process.env.TEST_DB ?? 'sqlite'}): ${sent} requests with NUL, invalid UTF-8 or lone ` +
        `surrogates on ${routes.length} routes`,
    );
    await sweep?.t.close();
  });

  /** Sends one request; what is wrong with its answer (it must be the 400 of text that is not text). */
  async function refusal(
    route: RegisteredRoute,
    label: string,
    url: string,
    { body, headers = {} }: { body?: string | Buffer; headers?: Record<string, string> } = {},
  ): Promise<string | null> {
    sent++;
    const res = await sweep.t.app.inject({
      method: route.method as 'GET',
      url,
      headers: {
        ...sweep.callerOf(url).headers(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { payload: body }),
    });
    const error =
      res.statusCode === 400 ? (JSON.parse(res.body) as { error?: { message?: string } }).error : null;
    return error?.message === API_MESSAGES.invalidText
      ? null
      : `${keyOf(route)} ${label} → ${res.statusCode} ${res.body.slice(0, 120)}`;
  }

  /** The route's valid input with one field set to the mark, as URL and JSON text. */
  function marked(route: RegisteredRoute, part: 'body' | 'querystring', name: string) {
    const valid = validOf(route);
    const key = part === 'querystring' ? 'query' : 'body';
    const input = { ...valid, [key]: { ...valid[key], [name]: MARK } } as ValidInput;
    return {
      url: urlOf(route, input),
      body: input.body ? JSON.stringify(input.body) : undefined,
      validUrl: urlOf(route, valid),
      validBody: valid.body ? JSON.stringify(valid.body) : undefined,
    };
  }

  async function expectNothingWritten(run: (wrong: string[]) => Promise<void>) {
    const before = await dumpDatabase(sweep.t.database, { skip: INDEX_TABLES });
    const wrong: string[] = [];
    await run(wrong);
    expect(wrong).toEqual([]);
    expect(changedTables(before, await dumpDatabase(sweep.t.database, { skip: INDEX_TABLES }))).toEqual([]);
  }

  it('refuses a NUL or a lone surrogate spelled in JSON, and bytes that are not UTF-8, in every body field and key', () =>
    expectNothingWritten(async (wrong) => {
      for (const route of routes) {
        const bodyFields = fieldsOf(route).filter((f) => f.part === 'body');
        for (const field of bodyFields) {
          const { url, body } = marked(route, 'body', field.name);
          for (const poison of JSON_POISONS) {
            const text = body!.replace(`"${MARK}"`, `"${poison}"`);
            const problem = await refusal(route, `body.${field.name} = "${poison}"`, url, { body: text });
            if (problem) wrong.push(problem);
          }
          for (const bytes of BYTE_POISONS) {
            const [before, after] = body!.split(MARK) as [string, string];
            const raw = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
            const problem = await refusal(route, `body.${field.name} = bytes ${bytes.join(' ')}`, url, {
              body: raw,
            });
            if (problem) wrong.push(problem);
          }
        }
        if (bodyFields.length === 0 && !['POST', 'PUT', 'DELETE'].includes(route.method)) continue;
        // A key that is not text, beside the valid fields.
        const { validUrl, validBody } = marked(route, 'body', MARK);
        for (const poison of JSON_POISONS) {
          const inner = validBody && validBody !== '{}' ? `,${validBody.slice(1)}` : '}';
          const problem = await refusal(route, `body key "${poison}"`, validUrl, {
            body: `{"${poison}":1${inner}`,
          });
          if (problem) wrong.push(problem);
        }
      }
    }));

  it('refuses %00, stray bytes and encoded surrogates in every query field and path parameter', () =>
    expectNothingWritten(async (wrong) => {
      for (const route of routes) {
        for (const field of fieldsOf(route).filter((f) => f.part === 'querystring')) {
          const { url, body } = marked(route, 'querystring', field.name);
          for (const poison of URL_POISONS) {
            const problem = await refusal(
              route,
              `query.${field.name} = ${poison}`,
              url.replace(MARK, poison),
              {
                ...(body !== undefined && { body }),
              },
            );
            if (problem) wrong.push(problem);
          }
        }
        for (const field of fieldsOf(route).filter((f) => f.part === 'params')) {
          const valid = validOf(route);
          for (const poison of URL_POISONS) {
            const url = urlOf(route, { ...valid, params: { ...valid.params, [field.name]: poison } });
            const body = valid.body ? JSON.stringify(valid.body) : undefined;
            const problem = await refusal(route, `params.${field.name} = ${poison}`, url, {
              ...(body !== undefined && { body }),
            });
            if (problem) wrong.push(problem);
          }
        }
      }
    }));

  it('refuses header and cookie values that are not UTF-8, hold a lone surrogate or decode to a NUL, on every route', () =>
    expectNothingWritten(async (wrong) => {
      for (const route of routes) {
        const valid = validOf(route);
        const url = urlOf(route, valid);
        const body = valid.body ? JSON.stringify(valid.body) : undefined;
        const caller = sweep.callerOf(url);
        for (const name of HEADERS)
          for (const poison of HEADER_POISONS) {
            const problem = await refusal(route, `${name}: ${JSON.stringify(poison)}`, url, {
              ...(body !== undefined && { body }),
              headers: { [name]: poison },
            });
            if (problem) wrong.push(problem);
          }
        for (const poison of COOKIE_POISONS)
          for (const cookie of [
            `${caller.browser.cookieHeader()}; pa_ref=${poison}`,
            `${SESSION_COOKIE}=${poison}`,
            `${caller.browser.cookieHeader()}; autre=${poison}`,
          ]) {
            const problem = await refusal(route, `cookie ${JSON.stringify(cookie.slice(-30))}`, url, {
              ...(body !== undefined && { body }),
              headers: { cookie },
            });
            if (problem) wrong.push(problem);
          }
      }
    }));
});
