import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousSession } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { anAnswer, fakeApi, renderScreen } from '../test-support';
import { SubscriptionSuccessPage } from './SubscriptionSuccessPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('SubscriptionSuccessPage', () => {
  it('lists the premium features, counts down 20 seconds and then goes to the dashboard', () => {
    vi.useFakeTimers();
    renderScreen(<SubscriptionSuccessPage />, { session: anonymousSession, path: '/subscription/success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Unlimited AI recipes')).toBeInTheDocument();
    expect(screen.getByText('Nutritional analytics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard Now' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('Taking you to your dashboard in 20 seconds.')).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText('Taking you to your dashboard in 19 seconds.')).toBeInTheDocument();
    advance(18_000);
    expect(screen.getByText('Taking you to your dashboard in 1 second.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/subscription/success');
    advance(1000);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('grants nothing: it reads the subscription and says so while the server does not count the person as premium', async () => {
    const calls = fakeApi(() => ({ body: anAnswer(null) }));
    renderScreen(<SubscriptionSuccessPage />, { session: signedInCook, path: '/subscription/success?session_id=cs_forged' });
    expect(await screen.findByText(/We are confirming your payment/)).toBeInTheDocument();
    expect(screen.queryByText('Premium Member')).toBeNull();
    // Only reads: nothing is sent that could change the account.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(calls.some((c) => c.url === '/stripe/subscription')).toBe(true);
  });

  it('shows the badge once the server says premium', async () => {
    fakeApi((_method, path) => (path === '/stripe/subscription' ? { body: anAnswer({ status: 'trialing' }) } : { status: 404, body: { code: 'NOT_FOUND', message: 'x' } }));
    renderScreen(<SubscriptionSuccessPage />, { session: signedInCook, path: '/subscription/success' });
    expect(await screen.findByText('Premium is active on your account.')).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });
});
