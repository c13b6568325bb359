import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { SessionProvider } from './lib/session/SessionProvider';
import { createQueryClient } from './lib/query-client';

/**
 * The first screen of a page as the browser's first render draws it (nothing loaded yet: no
 * configuration, session still loading), rendered to HTML at build time by scripts/prerender.ts.
 * The browser shows it while the JavaScript arrives; main.tsx then hydrates it, so the first
 * client render must draw exactly this (it reads nothing the server could not: no storage values
 * for a first visit, no configuration yet).
 */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages are prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SessionProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SessionProvider>
      </AppProviders>
    </StrictMode>,
  );
  // The queries the page started would keep their cache timers (5 minutes) running and the build open.
  queryClient.clear();
  return html;
}
