import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { signedInCook } from '../../../test/fixtures';
import { json, renderRoutes, stubApi, type ApiCall } from '../testing';
import { ShareRecipeButton } from './ShareRecipeButton';

const recipe = { id: 'r1', name: 'Dal Tadka' };
let clipboard: string[];
let events: { event: string; props: Record<string, string> }[];

/** user-event with a clipboard that records what is written (set after user-event, which puts in its own). */
function setupUser(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => { clipboard.push(text); return Promise.resolve(); } },
  });
  return user;
}

beforeEach(() => {
  clipboard = [];
  events = [];
  // A Plausible-style tracker on the page.
  vi.stubGlobal('plausible', (event: string, options: { props: Record<string, string> }) => { events.push({ event, props: options.props }); });
});

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

/** The Share button on a page; the API keeps whether r1 is public, and answers POST with `share`. */
function renderShare(options: { sharedAs?: string | null; share?: () => Response } = {}) {
  let publicId = options.sharedAs ?? null;
  const calls = stubApi((call: ApiCall) => {
    if (call.method === 'GET' && call.path === '/recipes/share/r1') return json({ publicRecipeId: publicId });
    if (call.method === 'POST' && call.path === '/recipes/share') {
      const answer = options.share?.() ?? json({ publicRecipeId: 'pub-1' });
      if (answer.ok) publicId = 'pub-1';
      return answer;
    }
    if (call.method === 'DELETE' && call.path === '/recipes/share/r1') {
      publicId = null;
      return new Response(null, { status: 204 });
    }
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  const router = renderRoutes(
    [
      { path: '/recipes/r1', element: <ShareRecipeButton recipe={recipe} /> },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
    '/recipes/r1',
    signedInCook,
  );
  return { calls, router };
}

const link = `${window.location.origin}/recipes/pub-1`;

describe('the Share Recipe modal', () => {
  it('asks to make a private recipe public, then shows its link, copied at once', async () => {
    const user = setupUser();
    const { calls } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Recipe' }));
    expect(await dialog.findByText('Make this recipe public?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(dialog.getByRole('button', { name: 'Make Public' }));
    expect(await dialog.findByLabelText('Recipe link')).toHaveValue(link);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ recipeId: 'r1' });
    await waitFor(() => { expect(clipboard).toEqual([link]); });
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it("goes straight to the link when the recipe is already public, and shows 'Copied!' for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderShare({ sharedAs: 'pub-1' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Recipe' }));
    expect(await dialog.findByLabelText('Recipe link')).toHaveValue(link);
    expect(dialog.queryByText('Make this recipe public?')).not.toBeInTheDocument();
    await waitFor(() => { expect(clipboard).toEqual([link]); });
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => { vi.advanceTimersByTime(2900); });
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(200); });
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => { expect(clipboard).toEqual([link, link]); });
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(events).toEqual([{ event: 'share_recipe', props: { network: 'copy', recipeId: 'r1' } }]);
  });

  it('offers Facebook, Twitter, the device share sheet and groups (coming soon), each counted by network', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const user = setupUser();
    renderShare({ sharedAs: 'pub-1' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Recipe' }));

    const facebook = await dialog.findByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(facebook).toHaveAttribute('target', '_blank');
    const twitter = dialog.getByRole('link', { name: /Twitter/ });
    expect(twitter.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('Dal Tadka, a recipe on Sous')}&url=${encodeURIComponent(link)}`,
    );
    facebook.addEventListener('click', (event) => { event.preventDefault(); });
    twitter.addEventListener('click', (event) => { event.preventDefault(); });
    await user.click(facebook);
    await user.click(twitter);
    await user.click(dialog.getByRole('button', { name: 'Share...' }));
    expect(share).toHaveBeenCalledWith({ title: 'Dal Tadka', text: 'Dal Tadka, a recipe on Sous', url: link });
    expect(events.map((e) => e.props.network)).toEqual(['facebook', 'twitter', 'native']);
    expect(dialog.getByText('Share with a group')).toBeInTheDocument();
    expect(dialog.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('hides the device share sheet where the browser has none', async () => {
    const user = setupUser();
    renderShare({ sharedAs: 'pub-1' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Recipe' }));
    await dialog.findByLabelText('Recipe link');
    expect(dialog.queryByRole('button', { name: 'Share...' })).not.toBeInTheDocument();
  });

  it('without a screen name, asks to set one and goes to the profile', async () => {
    const user = setupUser();
    const { router } = renderShare({
      share: () => json({ code: 'SCREEN_NAME_REQUIRED', message: 'You need a screen name to share recipes. Would you like to set one now?' }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Make Public' }));
    const ask = await screen.findByRole('dialog', { name: 'Screen name needed' });
    expect(ask).toHaveTextContent('You need a screen name to share recipes. Would you like to set one now?');
    await user.click(within(ask).getByRole('button', { name: 'Set Screen Name' }));
    await waitFor(() => { expect(router.state.location.pathname).toBe('/profile'); });
  });

  it('makes a shared recipe private again after a confirmation', async () => {
    const user = setupUser();
    const { calls } = renderShare({ sharedAs: 'pub-1' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share Recipe' }));
    await user.click(await dialog.findByRole('button', { name: 'Make private' }));
    expect(dialog.getByText('Make this recipe private?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Make Private' }));
    expect(await screen.findByText('This recipe is private again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/recipes/share/r1']);

    // Opened again, it asks to make the recipe public before anything else.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Make this recipe public?')).toBeInTheDocument();
  });
});
