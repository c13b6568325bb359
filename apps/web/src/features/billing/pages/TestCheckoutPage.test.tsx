import type { TestCheckout } from '@sous/contract/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { cardBody, formatCardNumber, formatExpiry } from '../card-form';
import { fakeApi, renderScreen } from '../test-support';
import { TestCheckoutPage } from './TestCheckoutPage';

const open: TestCheckout = {
  id: 'cs_1',
  status: 'open',
  email: 'cook@example.com',
  planName: 'Sous Premium',
  interval: 'month',
  amount: 3.99,
  trialDays: 7,
  cancelUrl: 'http://localhost:3000/pricing',
};

const notFound = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

function renderCheckout(checkout: TestCheckout | null, pay: (body: unknown) => { status?: number; body?: unknown } = () => notFound) {
  const calls = fakeApi((method, path, body) => {
    if (method === 'GET' && path === '/billing/test-checkout/cs_1') return checkout ? { body: checkout } : notFound;
    if (method === 'POST' && path === '/billing/test-checkout/cs_1/pay') return pay(body);
    if (method === 'POST' && path === '/billing/test-checkout/cs_1/cancel') return { body: { url: `${window.location.origin}/pricing` } };
    return notFound;
  });
  renderScreen(<TestCheckoutPage sessionId="cs_1" />, { path: paths.testCheckout('cs_1') });
  return calls;
}

async function fillCard(number: string, expiry = '1234', cvc = '123', name = 'Ada Cook') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
  await user.type(screen.getByLabelText('Name on card'), name);
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card fields', () => {
  it('group the number in fours and write the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42x')).toBe('4242 4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('send digits and MM/YY', () => {
    expect(cardBody({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: ' Ada ' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada',
    });
  });
});

describe('TestCheckoutPage', () => {
  it('is marked TEST MODE and shows the plan, trial, price per interval and email', async () => {
    renderCheckout(open);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Sous Premium' })).toBeInTheDocument();
    const banner = within(screen.getByRole('complementary', { name: 'TEST MODE' }));
    expect(banner.getByText(/No real payment is taken\. Use the card 4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByText('7 days free')).toBeInTheDocument();
    expect(screen.getByText('Then $3.99 per month')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('cook@example.com');
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeInTheDocument();
  });

  it('asks to pay the price when there is no trial', async () => {
    renderCheckout({ ...open, trialDays: 0, interval: 'year', amount: 39.99 });
    expect(await screen.findByText('$39.99 per year')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $39.99' })).toBeInTheDocument();
  });

  it('says under each field what is missing, and sends nothing', async () => {
    const calls = renderCheckout(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Start trial' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('Enter the name on the card.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('catches a mistyped card number before asking the server', async () => {
    const calls = renderCheckout(open);
    await screen.findByRole('button', { name: 'Start trial' });
    const user = await fillCard('4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's decline over the form and keeps the card for another try", async () => {
    renderCheckout(open, () => ({ status: 402, body: { code: 'CARD_DECLINED', message: 'Your card was declined.' } }));
    await screen.findByRole('button', { name: 'Start trial' });
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'); });
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('button', { name: 'Start trial' })).toBeEnabled();
  });

  it("puts the server's field refusal under that field", async () => {
    renderCheckout(open, () => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: "Your card's expiration date is in the past." } }));
    await screen.findByRole('button', { name: 'Start trial' });
    const user = await fillCard('4242424242424242', '0120');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    });
  });

  it('pays with the typed card and opens the success page the server names', async () => {
    const calls = renderCheckout(open, () => ({ body: { url: `${window.location.origin}/subscription/success?session_id=cs_1` } }));
    await screen.findByRole('button', { name: 'Start trial' });
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => { expect(screen.getByTestId('where')).toHaveTextContent('/subscription/success?session_id=cs_1'); });
    expect(calls.find((c) => c.url.endsWith('/pay'))?.body).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Cook' });
  });

  it('Back to Sous leaves the checkout for the plans', async () => {
    const calls = renderCheckout(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Sous' }));
    await waitFor(() => { expect(screen.getByTestId('where')).toHaveTextContent('/pricing'); });
    expect(calls.some((c) => c.method === 'POST' && c.url === '/billing/test-checkout/cs_1/cancel')).toBe(true);
  });

  it('says a completed or expired checkout is closed, with ways back', async () => {
    renderCheckout({ ...open, status: 'complete' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This checkout has already been completed or has expired.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it("says another person's or an unknown checkout cannot be found", async () => {
    renderCheckout(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this checkout.' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
