// Each provider of the chain measured around its own call: its latency, and its failures by reason.
import type { Metrics } from '../../platform/metrics/registry';
import type { SearchProvider } from './provider';

/** The chain with every provider measured (the search domain's side: the metrics know nothing of search). */
export function observedChain(chain: SearchProvider[], metrics: Metrics): SearchProvider[] {
  return chain.map((provider) => observed(provider, metrics));
}

function observed(provider: SearchProvider, metrics: Metrics): SearchProvider {
  const duration = metrics.providerDuration.labels(provider.name);
  return {
    name: provider.name,
    honours: provider.honours,
    tabs: provider.tabs,
    search(query) {
      const started = performance.now();
      return provider.search(query).then(
        (page) => {
          duration.observe((performance.now() - started) / 1000);
          return page;
        },
        (error: unknown) => {
          duration.observe((performance.now() - started) / 1000);
          metrics.providerFailures.inc({ provider: provider.name, reason: failureReason(error) });
          throw error;
        },
      );
    },
  };
}

/** ProviderError's reason (timeout, http, format, network); an abort is a timeout. */
function failureReason(error: unknown): string {
  const { reason, name } = (error ?? {}) as { reason?: unknown; name?: unknown };
  if (typeof reason === 'string') return reason;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'error';
}
