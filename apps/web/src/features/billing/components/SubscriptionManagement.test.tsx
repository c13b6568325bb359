import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { signedInCook } from '../../../test/fixtures';
import { subscriptionView } from '../subscription-view';
import { anAnswer, fakeApi, renderScreen } from '../test-support';
import { SubscriptionManagement } from './SubscriptionManagement';
import { SubscriptionStatus } from './SubscriptionStatus';

const premiumCook = { ...signedInCook, isPremium: true };
const section = () => within(screen.getByRole('region', { name: 'Subscription' }));

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('subscriptionView', () => {
  it("follows the spec's three labels: active, trialing, anything else", () => {
    expect(subscriptionView(anAnswer({ status: 'active' }), true).label).toBe('Premium Active');
    expect(subscriptionView(anAnswer({ status: 'trialing' }), true).label).toBe('Free Trial');
    expect(subscriptionView(anAnswer({ status: 'past_due' }, false), false).label).toBe('Free Tier');
    expect(subscriptionView(anAnswer(null), false).label).toBe('Free Tier');
  });

  it('falls back to the settings tier when the subscription call has not answered', () => {
    expect(subscriptionView(undefined, true)).toMatchObject({ label: 'Premium Active', canCancel: false, canManageBilling: false });
    expect(subscriptionView(undefined, false)).toMatchObject({ label: 'Free Tier', showShare: false });
  });
});

describe('SubscriptionManagement', () => {
  it('shows Premium Active with the renewal date, cancel and billing, and Share Premium Access as coming soon', () => {
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer: anAnswer({ status: 'active' }) });
    expect(section().getByText('Premium Active')).toBeInTheDocument();
    expect(section().getByText('Renews on March 5, 2026')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Reactivate Subscription' })).toBeNull();
    const share = within(screen.getByRole('region', { name: /Share Premium Access/ }));
    expect(share.getByText('Coming Soon')).toBeInTheDocument();
  });

  it("shows 'Cancels on {date}' and Reactivate while a cancellation is pending", () => {
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer: anAnswer({ status: 'active', cancelAtPeriodEnd: true }) });
    expect(section().getByText('Premium Active')).toBeInTheDocument();
    expect(section().getByText('Cancels on March 5, 2026')).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Reactivate Subscription' })).toBeInTheDocument();
    expect(section().queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('shows Free Trial ending on trialEnd, with Share Premium Access', () => {
    renderScreen(<SubscriptionManagement />, {
      session: premiumCook,
      answer: anAnswer({ status: 'trialing', trialEnd: '2026-02-12T09:00:00.000Z', currentPeriodEnd: '2026-02-12T09:00:00.000Z' }),
    });
    expect(section().getByText('Free Trial')).toBeInTheDocument();
    expect(section().getByText('Your free trial ends on February 12, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Share Premium Access/ })).toBeInTheDocument();
  });

  it('shows Free Tier with an upgrade link and nothing to share', () => {
    renderScreen(<SubscriptionManagement />, { answer: anAnswer(null) });
    expect(section().getByText('Free Tier')).toBeInTheDocument();
    expect(section().getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
    expect(section().queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(section().queryByRole('button', { name: 'Manage Billing' })).toBeNull();
    expect(screen.queryByText('Share Premium Access')).toBeNull();
  });

  it('cancels only after the confirmation, then shows the pending cancellation', async () => {
    // The cancel's answer, and the subscription as read again after it.
    const calls = fakeApi(() => ({ body: anAnswer({ status: 'active', cancelAtPeriodEnd: true }) }));
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer: anAnswer({ status: 'active' }) });
    await userEvent.click(section().getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your subscription?' }));
    expect(dialog.getByText(/You keep Premium until March 5, 2026/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Premium' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(section().getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await section().findByText('Cancels on March 5, 2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/stripe/subscription']);
  });

  it('reactivates with {action: reactivate}', async () => {
    const calls = fakeApi(() => ({ body: anAnswer({ status: 'active' }) }));
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer: anAnswer({ status: 'active', cancelAtPeriodEnd: true }) });
    await userEvent.click(section().getByRole('button', { name: 'Reactivate Subscription' }));
    expect(await section().findByText('Renews on March 5, 2026')).toBeInTheDocument();
    expect(calls[0]).toEqual({ method: 'POST', url: '/stripe/subscription', body: { action: 'reactivate' } });
  });

  it.each([
    ['Cancel Subscription', anAnswer({ status: 'active' }), 'Failed to cancel subscription. Please try again.'],
    ['Reactivate Subscription', anAnswer({ status: 'active', cancelAtPeriodEnd: true }), 'Failed to reactivate subscription. Please try again.'],
    ['Manage Billing', anAnswer({ status: 'active' }), 'Failed to open subscription management. Please try again.'],
  ])("says the spec's message when %s fails", async (button, answer, message) => {
    fakeApi((method) => (method === 'GET' ? { body: answer } : { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } }));
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer });
    await userEvent.click(section().getByRole('button', { name: button }));
    const dialog = screen.queryByRole('dialog');
    if (dialog) await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('opens the billing portal the server names', async () => {
    fakeApi(() => ({ body: { url: `${window.location.origin}/billing/portal` } }));
    renderScreen(<SubscriptionManagement />, { session: premiumCook, answer: anAnswer({ status: 'active' }) });
    await userEvent.click(section().getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => { expect(screen.getByTestId('where')).toHaveTextContent('/billing/portal'); });
  });
});

describe('SubscriptionStatus', () => {
  it('shows the label with the Premium Member badge for a trial', () => {
    renderScreen(<SubscriptionStatus />, { session: premiumCook, answer: anAnswer({ status: 'trialing' }) });
    expect(screen.getByText('Free Trial')).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });

  it('shows Free Tier without a badge', () => {
    renderScreen(<SubscriptionStatus />, { answer: anAnswer(null) });
    expect(screen.getByText('Free Tier')).toBeInTheDocument();
    expect(screen.queryByText('Premium Member')).toBeNull();
  });
});
