import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spaRoutePatterns } from '@sous/contract/spa-routes';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, anonymousSession, type Session } from '../lib/session/session';
import { routes } from './router';
import { defined } from '../test/defined';

function renderAt(path: string, auth: Session = anonymousSession) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Screens that load data (browse) need a query client; their requests fail here, which is fine.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={auth}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

const signedIn: Session = {
  ...anonymousSession,
  status: 'authenticated',
  user: { id: 'u1', email: 'cook@example.com', name: 'Ada Cook', screenName: 'saucy_basil' },
};

describe('router', () => {
  it('shows Page Not Found with an under-construction note and a way home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/under construction/i)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps the header and footer around the 404 page', async () => {
    renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a visitor on a signed-in screen to /login with the path to return to', async () => {
    const router = renderAt('/saved-recipes?sort=new');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: '/saved-recipes?sort=new' });
  });

  it('redirects the old import review address to the new one (then to sign-in for a visitor)', async () => {
    const router = renderAt('/import/recipe-review/abc');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ returnTo: '/import/review/abc' });
  });

  it('shows a signed-in screen to a signed-in user', async () => {
    const router = renderAt('/import/recipe-review/abc', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Your Import' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import/review/abc');
  });

  it('shows the full-screen spinner while the sign-in state loads', async () => {
    renderAt('/dashboard', { ...anonymousSession, status: 'loading' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the grocery screen to a signed-in user, and a shared grocery list without sign-in', async () => {
    renderAt('/grocery-list', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grocery Lists' })).toBeInTheDocument();
    cleanup();
    const router = renderAt('/grocery-list/shared/abc');
    expect(await screen.findByText('Loading the grocery list...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/grocery-list/shared/abc');
  });

  it('gives signed-in users their navigation, highlighting Import Recipes on /import/* and showing Premium', async () => {
    renderAt('/import/photo-card', { ...signedIn, isPremium: true });
    await screen.findByRole('heading', { level: 1 });
    const bar = within(defined(screen.getAllByRole('navigation', { name: 'Main' }).at(-1), 'navigation'));
    for (const name of ['Dashboard', 'Explore Recipes', 'Create Recipes', 'Import Recipes', 'My Recipes', 'Grocery List', 'Inventory', 'Preferences', 'My Account']) {
      expect(bar.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(bar.getByRole('link', { name: 'Import Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Create Recipes' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('highlights Explore Recipes on the browse screen', async () => {
    renderAt('/recipes/browse', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'Browse Recipes' });
    const bar = within(defined(screen.getAllByRole('navigation', { name: 'Main' }).at(-1), 'navigation'));
    expect(bar.getByRole('link', { name: 'Explore Recipes' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out through the auth seam', async () => {
    let signedOut = 0;
    renderAt('/inventory', { ...signedIn, signOut: () => (signedOut += 1) });
    await screen.findByRole('heading', { level: 1, name: 'Inventory' });
    await userEvent.click(defined(screen.getAllByRole('button', { name: 'Sign Out' })[0], 'Sign Out button'));
    expect(signedOut).toBe(1);
    expect(screen.queryByText('Premium')).toBeNull();
  });

  it('has exactly the pages the server answers with 200 (the shared list), besides its catch-all', () => {
    const patternsOf = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []), ...patternsOf(route.children ?? [])]);
    const own = new Set(patternsOf(routes[0]?.children ?? []));
    expect([...own].sort()).toEqual([...spaRoutePatterns].sort());
  });
});
