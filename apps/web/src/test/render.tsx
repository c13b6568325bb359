import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { ConfirmProvider } from '../components/ui/ConfirmDialog';
import { Toaster } from '../components/ui/Toast';
import { anonymousSession, SessionContext, type Session } from '../lib/session/session';

/**
 * Renders `routes` at `entry` with the app's providers (a query client that does not retry, the
 * confirm dialog, the toasts) and `session`; answers the router (to read where the screen went)
 * and the query client.
 */
export function renderWithProviders(routes: RouteObject[], entry: InitialEntry, session: Session = anonymousSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { router, client };
}
