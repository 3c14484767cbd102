import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KnowledgeEntity } from '../../../common/knowledge';
import { createMemoryCache } from '../../../server/platform/cache/cache';
import type { KnowledgeSource } from '../../../server/search/knowledge/source';
import { createKnowledgeService } from '../../../server/search/knowledge/service';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const DEADLINE_MS = 150;
const request = { q: 'tour eiffel', lang: 'auto', safesearch: 'active' } as const;

describe('knowledge service: a failing source gives no card, and a line in the log', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()), 60_000);
  afterAll(() => t.close());

  function serviceOf(lookup: KnowledgeSource['lookup']) {
    const warn = vi.fn();
    const service = createKnowledgeService({
      source: { name: 'essai', lookup },
      database: t.database,
      cache: createMemoryCache(),
      timeoutMs: DEADLINE_MS,
      cacheTtlMs: 60_000,
      log: { warn } as unknown as FastifyBaseLogger,
    });
    return { service, warn };
  }

  it('logs a source that throws, naming it', async () => {
    const { service, warn } = serviceOf(async () => {
      throw new Error('upstream down');
    });
    expect(await service.lookup(request)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatchObject({ source: 'essai' });
  });

  it('does not wait past the deadline for a source that ignores its signal', async () => {
    const { service, warn } = serviceOf(() => new Promise(() => {}));
    const started = performance.now();
    expect(await service.lookup(request)).toBeNull();
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS + 500);
    expect(warn.mock.calls[0]![0].err).toMatchObject({ reason: 'timeout' });
  });

  it('refuses an entity whose link is not http(s): no javascript: ever reaches an href', async () => {
    const entity: KnowledgeEntity = {
      name: 'Piège',
      type: '',
      description: '',
      facts: [],
      links: [{ label: 'Cliquez', url: 'javascript:alert(1)' }],
      source: { name: 'essai', url: 'https://example.org/' },
    };
    const { service, warn } = serviceOf(async () => entity);
    expect(await service.lookup(request)).toBeNull();
    expect(warn.mock.calls[0]![0].err).toMatchObject({ reason: 'format' });
  });
});
