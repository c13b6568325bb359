import type { PublicConfig } from '@sous/contract/public-config';
import type { SubscriptionResponse } from '@sous/contract/billing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ConfirmProvider } from '../../components/ui/ConfirmDialog';
import { Toaster } from '../../components/ui/Toast';
import { queryKeys } from '../../lib/query-keys';
import { SessionContext, type Session } from '../../lib/session/session';
import { signedInCook } from '../../test/fixtures';
import { subscriptionQueryKey } from './api/subscription';

export const config: PublicConfig = {
  publicUrl: 'http://localhost:3000',
  oidc: { issuer: 'http://localhost:3000/oidc', clientId: 'sous-web', audience: 'http://localhost:3000/api' },
  billing: { provider: 'local', monthlyPriceId: 'price_local_monthly', yearlyPriceId: 'price_local_yearly' },
  analytics: null,
};

/** The subscription answer of u1; tests override the subscription. */
export function anAnswer(subscription: Partial<NonNullable<SubscriptionResponse['subscription']>> | null, isPremium = subscription !== null): SubscriptionResponse {
  return {
    account: { accountId: 'acc_1', planType: subscription ? 'PERSONAL' : 'FREE', stripeStatus: subscription?.status ?? null },
    subscription: subscription && {
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-03-05T12:00:00.000Z',
      trialEnd: null,
      interval: 'month',
      ...subscription,
    },
    isPremium,
  };
}

/** Where the router is now: its path and the state it was given. */
function Where() {
  const location = useLocation();
  return <output data-testid="where" data-state={JSON.stringify(location.state ?? null)}>{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  session?: Session;
  /** The subscription already in the cache (no request for it is made). */
  answer?: SubscriptionResponse;
  path?: string;
}

/** Renders a billing screen in a memory router at `path`, with every other path showing where it went. */
export function renderScreen(page: ReactNode, { session = signedInCook, answer, path = '/here' }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.publicConfig, config);
  if (answer) client.setQueryData(subscriptionQueryKey(session.user?.id ?? null), answer);
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0], element: <>{page}<Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <ConfirmProvider>
          <RouterProvider router={router} />
          <Toaster />
        </ConfirmProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { client, router };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the API: `answer(method, path)` gives each call's status and body. Returns the
 * calls made, in order.
 */
export function fakeApi(answer: (method: string, path: string, body: unknown) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = url.replace(/^\/api/, '');
      calls.push({ method, url: path, body });
      const reply = await answer(method, path, body);
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
