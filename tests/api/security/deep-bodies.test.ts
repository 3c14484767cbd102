// A JSON body nested 10,000 deep once answered 500 on every route that takes a body, anonymous ones included (the
// recursive text check ran out of stack). Now any body nested deeper than 32 is refused with a French 400 before
// it is read, on every route; a body within the depth is read as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../../common/constants';
import { API_MESSAGES } from '../../../common/messages';
import type { RegisteredRoute } from '../../../server/app';
import { jsonDepthWithin } from '../../../server/platform/http/text';
import { routesTakingInput, takesBody } from '../../fixtures/badInput';
import { urlOf } from '../../fixtures/badInputCases';
import { VALID } from '../../fixtures/badInputValid';
import { buildSweepApp, type Sweep } from '../../fixtures/sweepApp';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bodies nested too deep', () => {
  let sweep: Sweep;
  let routes: RegisteredRoute[] = [];
  beforeAll(async () => {
    sweep = await buildSweepApp({ TRUST_PROXY: '127.0.0.1' });
    routes = routesTakingInput(sweep.t.app.registeredRoutes).filter(takesBody);
  });
  afterAll(async () => sweep?.t.close());

  it('are refused with a French 400 on every route that takes a body, never a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = urlOf(route, VALID[`${route.method} ${route.url}`]?.(sweep.ids) ?? {});
      const res = await sweep.t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...sweep.callerOf(url).headers(), 'content-type': 'application/json' },
        payload: `{"a":${nested(10_000)}}`,
      });
      const message = res.statusCode === 400 ? res.json().error?.message : null;
      if (message !== API_MESSAGES.bodyTooDeep)
        wrong.push(`${route.method} ${url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('counts brackets outside strings only, up to the limit', () => {
    expect(jsonDepthWithin(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(true);
    expect(jsonDepthWithin(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(false);
    expect(jsonDepthWithin(`{"q":"${'['.repeat(1000)}\\"["}`, MAX_BODY_DEPTH)).toBe(true);
  });

  it('leaves a body within the depth to the route: an event batch is stored', async () => {
    const res = await sweep.t.app.inject({
      method: 'POST',
      url: '/events',
      headers: { 'content-type': 'application/json' },
      payload: { events: [{ type: 'page_view', path: '/profondeur' }] },
    });
    expect(res.statusCode).toBe(202);
  });
});
