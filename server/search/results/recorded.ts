// A provider whose every call is recorded in the sources' states (up, slow, unreachable) read by /api/health
// and /metrics. Wikimedia's sources are recorded by their client, which also sees the knowledge card's calls.
import { recordedCall, type SourceStates } from '../../platform/health/sourceStates';
import type { SearchProvider } from './provider';

export function recorded<P extends SearchProvider>(provider: P, states: SourceStates): P {
  return {
    ...provider,
    search: (query) => recordedCall(states, provider.name, () => provider.search(query)),
  };
}
