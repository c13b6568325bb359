import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInCook } from '../../../test/fixtures';
import { anAnswer, fakeApi, renderScreen } from '../test-support';
import { TestPortalPage } from './TestPortalPage';

const premiumCook = { ...signedInCook, isPremium: true };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestPortalPage', () => {
  it('shows TEST MODE, the plan with its price, the status and the renewal date, and a way back to the profile', () => {
    renderScreen(<TestPortalPage />, { session: premiumCook, answer: anAnswer({ status: 'active', interval: 'year' }) });
    expect(screen.getByRole('complementary', { name: 'TEST MODE' })).toBeInTheDocument();
    expect(screen.getByText('$39.99 per year')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews on March 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sous' })).toHaveAttribute('href', '/profile');
  });

  it('cancels at period end after a confirmation, then offers to resume', async () => {
    fakeApi(() => ({ body: anAnswer({ status: 'active', cancelAtPeriodEnd: true }) }));
    renderScreen(<TestPortalPage />, { session: premiumCook, answer: anAnswer({ status: 'active' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancels on March 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('offers the plans when there is no subscription', () => {
    renderScreen(<TestPortalPage />, { answer: anAnswer(null) });
    expect(screen.getByText('You have no subscription yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/pricing');
  });
});
