// Limits and jails key on the route (routeKeyOf); the limiter forgets the least recently seen address.
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../../server/security/routeKey';
import { recentAddresses } from '../../../server/security/recentAddresses';

describe('routeKeyOf', () => {
  it.each([
    ['/api/search/history?sessionID=x', '/api/search/history'],
    ['/%61pi/search/history', '/api/search/history'],
    ['/api//search///history', '/api/search/history'],
    ['/API/Search/History', '/api/search/history'],
    ['/api/search/history/', '/api/search/history'],
    ['/', '/'],
    ['/%2e%2e/%E2%82%AC', '/€'],
    ['http://localhost:3000/api/admin/partners', '/api/admin/partners'],
    ['HTTPS://Example.fr/API/Admin?x=1', '/api/admin'],
    ['http://example.fr', '/'],
    ['/api/./admin/../admin/partners', '/api/admin/partners'],
    ['/api/%2e/admin', '/api/admin'],
    ['/../../api/admin', '/api/admin'],
    ['/.well-known/openid-configuration', '/.well-known/openid-configuration'],
    ['/%61pi/%ff/admin', '/api/%ff/admin'], // not UTF-8: the ASCII escapes are decoded all the same
  ])('%s → %s', (url, key) => expect(routeKeyOf(url)).toBe(key));
});

describe('recentAddresses', () => {
  it('keeps at most max addresses, forgetting the least recently seen first', () => {
    const forgotten: string[] = [];
    const lru = recentAddresses(3, (a) => forgotten.push(a));
    for (const a of ['a', 'b', 'c', 'a', 'd', 'e', 'a', 'f']) lru.touch(a);
    expect(forgotten).toEqual(['b', 'c', 'd']);
    expect(lru.size).toBe(3);
  });
});
