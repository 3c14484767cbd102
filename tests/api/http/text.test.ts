// Text is text: every string that enters – query, path, header, cookie, body – is refused
// with 400 and a French message when it holds a NUL or is not valid UTF-8 (lone surrogates included), before any
// handler or database sees it, on both databases alike. Real text (accents, emoji, a `%` that escapes nothing)
// goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../common/messages';
import { signIn, type Caller } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Answer = { statusCode: number; json: () => unknown; headers: Record<string, unknown> };

function expectRefused(res: Answer, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(res.json(), what).toEqual({ error: { message: API_MESSAGES.invalidText, code: 'invalid_text' } });
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
}

/** Escapes a URL can hold that stand for no text: a NUL, a byte that starts nothing, a lone surrogate. */
const BAD_ESCAPES = ['%00', '%FF', '%C0%AF', '%ED%A0%80', '%ED%B0%80', '%F4%90%80%80', 'caf%C3'];
/** JSON text that spells a NUL or a lone surrogate with an escape. */
const BAD_JSON_STRINGS = ['"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udc00x"', '"x\\ud83d"'];
/** Bytes that are not UTF-8. */
const BAD_BYTES = [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]];

describe('Text is text: a NUL or a string that is not UTF-8 is refused at the door', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SECURITY_IGNORE_IPS: '127.0.0.1', ADMIN_EMAILS: 'admin@texte.fr' } });
    admin = await signIn(t.app, 'Admin', 'admin@texte.fr');
  });
  afterAll(() => t?.close());

  const storedEvents = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('site_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a query parameter holding %00, a stray byte or a lone surrogate, on search, suggest and every page', async () => {
    for (const escape of BAD_ESCAPES)
      for (const url of [
        `/api/search?q=lyon${escape}`,
        `/api/suggest?q=${escape}`,
        `/api/knowledge?q=${escape}`,
        `/auth/google?redirect=/${escape}`,
        `/search?q=${escape}`,
      ])
        expectRefused(await t.app.inject({ url }), url);
  });

  it('refuses a path holding one, on API routes, on ids and on the web app', async () => {
    for (const escape of BAD_ESCAPES)
      for (const url of [
        `/api/admin/partners/${escape}`,
        `/api/${escape}`,
        `/${escape}`,
        `/partner/${escape}`,
      ])
        expectRefused(await t.app.inject({ url }), url);
  });

  it('takes real text in the URL: accents, emoji, and a % that escapes nothing', async () => {
    for (const q of ['caf%C3%A9', '%F0%9F%98%80', '100%', '%zz', 'na%C3%AFve+%E2%82%AC'])
      expect((await t.app.inject({ url: `/api/search?q=${q}` })).statusCode, q).toBe(200);
  });

  it('refuses a header whose bytes are not UTF-8 or hold a lone surrogate, and takes one that is', async () => {
    // Node hands header bytes over as latin1 characters: "Ã©" is the UTF-8 of "é".
    for (const value of ['\u00ff', 'caf\u00c3', '\u00ed\u00a0\u0080', '\ud800'])
      for (const name of ['user-agent', 'accept-language', 'referer', 'x-anything'])
        expectRefused(
          await t.app.inject({ url: '/api/search?q=lyon', headers: { [name]: value } }),
          `${name}: ${JSON.stringify(value)}`,
        );
    const fine = await t.app.inject({
      url: '/api/search?q=lyon',
      headers: { 'user-agent': 'Navigateur caf\u00c3\u00a9', 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a cookie that decodes to a NUL or is not UTF-8; one that cannot be decoded is read as written', async () => {
    for (const cookie of ['sid=%00', 'pa_ref=a%00b', 'autre=%00', 'pa_ref=\u00ff', 'sid=\ud800'])
      expectRefused(await t.app.inject({ url: '/api/search?q=lyon', headers: { cookie } }), cookie);
    for (const cookie of ['pa_ref=%E0%A4%A', 'pa_ref=%FF%FE', 'pa_ref=caf%C3%A9'])
      expect(
        (await t.app.inject({ url: '/api/search?q=lyon', headers: { cookie } })).statusCode,
        cookie,
      ).toBe(200);
  });

  it('refuses a JSON body whose strings or keys spell a NUL or a lone surrogate, and stores nothing', async () => {
    const before = await storedEvents();
    for (const bad of BAD_JSON_STRINGS)
      for (const payload of [
        `{"events":[{"type":"page_view","path":"/${bad.slice(1)}}]}`,
        `{"events":[{"type":"page_view","path":"/","x":${bad}}]}`,
        `{"events":[{"type":"page_view","path":"/",${bad}:1}]}`,
      ])
        for (const contentType of ['application/json', 'text/plain;charset=UTF-8'])
          expectRefused(
            await t.app.inject({
              method: 'POST',
              url: '/events',
              payload,
              headers: { 'content-type': contentType },
            }),
            `${contentType} ${payload}`,
          );
    expect(await storedEvents()).toBe(before);
  });

  it('refuses a body whose bytes are not UTF-8 (never read as U+FFFD), and stores nothing', async () => {
    const before = await storedEvents();
    for (const bytes of BAD_BYTES)
      for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
        const payload = Buffer.concat([
          Buffer.from('{"events":[{"type":"page_view","path":"/'),
          Buffer.from(bytes),
          Buffer.from('"}]}'),
        ]);
        expectRefused(
          await t.app.inject({
            method: 'POST',
            url: '/events',
            payload,
            headers: { 'content-type': contentType },
          }),
          `${contentType} ${bytes.map((b) => b.toString(16)).join(' ')}`,
        );
      }
    expect(await storedEvents()).toBe(before);
  });

  it('takes a body with accents, emoji (a surrogate pair) and escaped text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/events',
      payload: '{"events":[{"type":"page_view","path":"/caf\u00e9/\\ud83d\\ude00/\\u00e9"}]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(202);
    const last = await t.database.db
      .selectFrom('site_events')
      .select('path')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.path).toBe('/café/😀/é');
  });

  it('refuses a report CSV and a sign-in form whose bytes are not UTF-8 or hold a NUL', async () => {
    const csv = (bytes: number[]) =>
      Buffer.concat([
        Buffer.from('Date,Canal,Revenus\n2026-01-15,canal'),
        Buffer.from(bytes),
        Buffer.from(',1.00\n'),
      ]);
    for (const bytes of [[0xff], [0xed, 0xa0, 0x80], [0x00]]) {
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/adsense/upload',
          payload: csv(bytes),
          headers: { ...admin.headers(), 'content-type': 'text/csv' },
        }),
        `CSV ${bytes.join(' ')}`,
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/oidc/interaction/inconnue/login',
          payload: Buffer.concat([
            Buffer.from('name=Jeanne'),
            Buffer.from(bytes),
            Buffer.from('&email=j@texte.fr'),
          ]),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        `form ${bytes.join(' ')}`,
      );
    }
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/oidc/interaction/inconnue/login',
        payload: 'name=Jeanne%00&email=j@texte.fr',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      'form %00',
    );
  });
});
