import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { anonymousSession } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { anAnswer, fakeApi, renderScreen } from '../test-support';
import { PricingPage } from './PricingPage';

const premiumCook = { ...signedInCook, isPremium: true };
/** The page for a signed-in free cook with no subscription. */
const renderForFreeCook = () => renderScreen(<PricingPage />, { path: '/pricing', session: signedInCook, answer: anAnswer(null) });

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('PricingPage', () => {
  it('shows monthly by default, and yearly with its price and saving', async () => {
    renderScreen(<PricingPage />, { session: anonymousSession, path: '/pricing' });
    expect(screen.getByText('$3.99')).toBeInTheDocument();
    expect(screen.getByText('Save 29%')).toBeInTheDocument();
    expect(screen.queryByText('Save $7.89 with yearly billing')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(screen.getByText('$39.99')).toBeInTheDocument();
    expect(screen.getByText('Save $7.89 with yearly billing')).toBeInTheDocument();
  });

  it('offers a visitor the free start and sends Subscribe Now to /login, returning to /pricing', async () => {
    renderScreen(<PricingPage />, { session: anonymousSession, path: '/pricing' });
    expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get started for free' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByTestId('where')).toHaveAttribute('data-state', JSON.stringify({ returnTo: '/pricing' }));
  });

  it('starts a checkout for the chosen price with the account email, busy until the checkout page opens', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi((method, path) =>
      method === 'POST' && path === '/stripe/create-checkout-session'
        ? new Promise((resolve) => {
            release = () => { resolve({ body: { url: `${window.location.origin}/billing/checkout/cs_1` } }); };
          })
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    renderForFreeCook();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    // While the upgrade is in progress no second checkout can start.
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
    act(() => {
      release();
    });
    await waitFor(() => { expect(screen.getByTestId('where')).toHaveTextContent('/billing/checkout/cs_1'); });
    expect(calls).toEqual([{ method: 'POST', url: '/stripe/create-checkout-session', body: { priceId: 'price_local_yearly', userEmail: 'cook@example.com' } }]);
  });

  it('the closing Upgrade to Premium starts the monthly checkout too', async () => {
    const calls = fakeApi(() => ({ body: { url: `${window.location.origin}/billing/checkout/cs_2` } }));
    renderForFreeCook();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => { expect(screen.getByTestId('where')).toHaveTextContent('/billing/checkout/cs_2'); });
    expect(calls[0]?.body).toEqual({ priceId: 'price_local_monthly', userEmail: 'cook@example.com' });
  });

  it('shows the inline failure in red under the button when the checkout cannot start, and lets it be tried again', async () => {
    fakeApi(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Failed to create checkout session' } }));
    renderForFreeCook();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    const error = await screen.findByText('Failed to start checkout process. Please try again.');
    expect(error).toHaveClass('text-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it('shows Current Plan (disabled) and "You\'re already Premium!" (disabled) to an active subscriber', () => {
    renderScreen(<PricingPage />, { session: premiumCook, path: '/pricing', answer: anAnswer({ status: 'active' }) });
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "You're already Premium!" })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('counts a trial as the current plan', () => {
    renderScreen(<PricingPage />, { session: premiumCook, path: '/pricing', answer: anAnswer({ status: 'trialing', trialEnd: '2026-03-05T12:00:00.000Z' }) });
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('offers Renew Subscription (to the profile) while a cancellation is pending', () => {
    renderScreen(<PricingPage />, { session: premiumCook, path: '/pricing', answer: anAnswer({ status: 'active', cancelAtPeriodEnd: true }) });
    expect(screen.getByRole('link', { name: 'Renew Subscription' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Current Plan' })).toBeNull();
    expect(screen.getByRole('button', { name: "You're already Premium!" })).toBeDisabled();
  });

  it('disables checkout when the settings say premium even before the subscription is known', () => {
    fakeApi(() => new Promise(() => undefined));
    renderScreen(<PricingPage />, { session: premiumCook, path: '/pricing' });
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('offers Subscribe Now again once a subscription has ended', () => {
    renderScreen(<PricingPage />, { session: signedInCook, path: '/pricing', answer: anAnswer({ status: 'canceled' }, false) });
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
  });
});
