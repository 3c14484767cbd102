// The query layer's settings, the same in the browser and in the server renderer.
import { QueryClient } from '@tanstack/react-query';

export function newQueryClient(): QueryClient {
  // The API client retries on its own; the query layer must not multiply those tries.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
