// The install's client config (GET /api/config/client), loaded once at start; the local default if it fails.
import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../common/config';
import { apiGet } from '../api/client';

/** The page's state carries it under this key: a server-drawn page never waits for the call. */
export const CLIENT_CONFIG_KEY = ['client-config'] as const;

export type ClientConfigState = {
  /** null while loading; the local default config once the call has failed. */
  config: ClientConfig | null;
  failed: boolean;
};

async function loadClientConfig(): Promise<ClientConfigState> {
  // common/config brings zod: it loads beside the call instead of weighing on the first paint.
  const module = import('../../common/config');
  const schema = module.then((m) => m.clientConfigSchema);
  schema.catch(() => undefined);
  try {
    return { config: await apiGet('/api/config/client', schema), failed: false };
  } catch {
    return { config: (await module).localDefaultClientConfig, failed: true };
  }
}

export function useClientConfig(): ClientConfigState {
  const query = useQuery({ queryKey: CLIENT_CONFIG_KEY, queryFn: loadClientConfig, staleTime: Infinity });
  return query.data ?? { config: null, failed: query.isError };
}
