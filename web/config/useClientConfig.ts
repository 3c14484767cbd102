// The install's client config, loaded once; on failure a notice and the local default config.
import { useQuery } from '@tanstack/react-query';
import { clientConfigSchema, localDefaultClientConfig, type ClientConfig } from '../../common/config';
import { api } from '../api/client';

export function useClientConfig(): { config: ClientConfig; failed: boolean } {
  const query = useQuery({
    queryKey: ['client-config'],
    queryFn: () => api.get('/api/config/client', clientConfigSchema),
    staleTime: Infinity,
    retry: false,
  });
  return { config: query.data ?? localDefaultClientConfig, failed: query.isError };
}
