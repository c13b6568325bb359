import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api';
import { anonymousSession } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RecipeGeneratorPage } from './RecipeGeneratorPage';

const open = (url: string, session = signedInCook) =>
  renderWithProviders([{ path: '/recipes', element: <RecipeGeneratorPage renderRecipes={() => null} /> }], url, session);

/** Answers the allowance and a started generation (left pending: the test reads what was sent). */
const answerServer = () =>
  stubApi((call) => (call.method === 'POST' ? json({ requestId: 'g1', limits: { remaining: 1, used: 1, dailyLimit: 2, isPremium: false } }) : json({ remaining: 2, used: 0, dailyLimit: 2, isPremium: false })));

beforeEach(() => { localStorage.clear(); });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cook with what I have, on the generator', () => {
  it('opens with the pantry on from the pantry screen, and sends a blank request that cooks from it', async () => {
    const calls = answerServer();
    open('/recipes?pantry=1');
    const pantry = screen.getByRole('checkbox', { name: 'Cook with what’s in my pantry' });
    expect(pantry).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Recipe' }));
    await waitFor(() => { expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ prompt: '', count: 1, usePantry: true }); });
    expect(screen.queryByText('Please enter some meal preferences')).toBeNull();
  });

  it('is off on a plain visit, where a blank request is refused as before', async () => {
    const calls = answerServer();
    open('/recipes');
    expect(screen.getByRole('checkbox', { name: 'Cook with what’s in my pantry' })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Recipe' }));
    expect(await screen.findByText('Please enter some meal preferences')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('is not offered to a visitor, who has no pantry', () => {
    answerServer();
    open('/recipes?pantry=1', anonymousSession);
    expect(screen.queryByRole('checkbox', { name: /pantry/ })).toBeNull();
  });
});
