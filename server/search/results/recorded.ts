// A provider whose every call is recorded in the sources' states (up, slow, unreachable) read by /api/health
// and /metrics. Wikimedia's sources are recorded by their client, which also sees the knowledge card's calls.
import type { SourceStates } from '../../platform/health/sourceStates';
import { ProviderError, type SearchProvider } from './provider';

export function recorded<P extends SearchProvider>(provider: P, states: SourceStates): P {
  return {
    ...provider,
    search(query) {
      const started = performance.now();
      return provider.search(query).then(
        (page) => {
          states.record(provider.name, { ok: true, ms: performance.now() - started });
          return page;
        },
        (error: unknown) => {
          states.record(provider.name, {
            ok: false,
            ms: performance.now() - started,
            reason:
              error instanceof ProviderError ? error.reason : query.signal.aborted ? 'timeout' : 'error',
          });
          throw error;
        },
      );
    },
  };
}
