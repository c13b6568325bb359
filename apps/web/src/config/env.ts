import { publicConfigResponse, type PublicConfig } from '@sous/contract/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The web app's run-time configuration, from `GET /api/config` (the SPA has no build-time
 * settings or secrets). Fetched once at start and kept for the life of the page.
 */

let pending: Promise<PublicConfig> | undefined;

/** Loads and checks the configuration once; later calls share the same answer. A failure may be retried. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= api
    .get<unknown>('/config')
    .then((body) => publicConfigResponse.parse(body))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** Query options for the configuration: never stale, never collected. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicConfig,
    queryFn: loadPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The configuration in components (undefined while it loads). */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
