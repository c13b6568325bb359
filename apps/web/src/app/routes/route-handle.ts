import { useMatches } from 'react-router';

/** Static facts a route object carries in its `handle` (read by shared route modules). */
export interface RouteHandle {
  /** The screen's title (placeholder screens show it). */
  title?: string;
  /** Which network a landing page greets. */
  network?: 'tiktok' | 'x' | 'instagram';
}

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteHandle | undefined) ?? {};
}
