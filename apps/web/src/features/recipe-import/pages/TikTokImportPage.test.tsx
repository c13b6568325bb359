import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { anImport, anImportedRecipe, failure, json, renderAt, stubApi, type ApiCall } from '../testing';
import { checkTikTokLink, TikTokImportPage } from './TikTokImportPage';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const link = 'https://www.tiktok.com/@chef.lin/video/7311111111111111111';
const videoImport = (overrides: Parameters<typeof anImport>[0] = {}) =>
  anImport({ importId: 'imp-7', type: 'tiktok', videoId: '7311111111111111111', url: link, username: 'chef.lin', ...overrides });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The video screen with the link sent; `status` answers each poll by video id in turn. */
async function submitted(status: (poll: number) => Response) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let polls = 0;
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/import/tiktok') return json({ videoId: '7311111111111111111', importId: 'imp-7' }, 202);
    if (call.path === '/recipe-import/status?videoId=7311111111111111111') return status(++polls);
    return failure(404, 'Not found', 'NOT_FOUND');
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderAt(<TikTokImportPage />, '/import/tiktok');
  await user.type(screen.getByLabelText(/^TikTok video URL/), link);
  await user.click(screen.getByRole('button', { name: 'Import Recipe' }));
  await screen.findByRole('progressbar', { name: 'Import progress' });
  return { ...view, calls, user, polls: () => polls };
}

describe('/import/tiktok', () => {
  it("checks the link with the spec's texts and shows the rights statement", async () => {
    const calls = stubApi(() => json({}));
    const user = userEvent.setup();
    renderAt(<TikTokImportPage />, '/import/tiktok');
    expect(screen.getByRole('heading', { level: 1, name: 'Import from TikTok' })).toBeInTheDocument();
    expect(screen.getByText(/I confirm I have the right to use this recipe/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(screen.getByLabelText(/^TikTok video URL/)).toHaveAccessibleDescription('Please enter a TikTok URL');
    expect(screen.getByLabelText(/^TikTok video URL/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^TikTok video URL/), 'https://example.com/video/1');
    await user.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(screen.getByLabelText(/^TikTok video URL/)).toHaveAccessibleDescription('Please enter a valid TikTok URL');
    expect(calls).toEqual([]);
    expect(checkTikTokLink(' https://vm.tiktok.com/ZM123/ ')).toBeNull();
  });

  it('sends the link attesting the rights, reads a 404 as INITIALIZING and keeps polling, shows the recipe as it appears, then the review', async () => {
    const { calls, polls, router } = await submitted((n) => {
      if (n === 1) return failure(404, 'Import not found', 'NOT_FOUND');
      if (n === 2) return failure(500, 'Something went wrong');
      if (n === 3) return json(videoImport({ statusMessage: 'Reading your recipe', recipeData: anImportedRecipe({ name: 'Weeknight Dal' }) }));
      return json(videoImport({ status: 'COMPLETE', statusMessage: 'Recipe imported', recipeData: anImportedRecipe({ name: 'Weeknight Dal' }) }));
    });
    expect(calls[0]).toEqual({ method: 'POST', path: '/import/tiktok', body: { tiktokUrl: link, attestRights: true } });
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuetext', 'Watching: 25%');
    expect(screen.queryByText(/being prepared for processing/)).toBeNull();

    await tick(3000);
    expect(polls()).toBe(1);
    expect(await screen.findByText('Your TikTok video is being prepared for processing. Please wait a moment and refresh.')).toBeInTheDocument();
    await tick(3000);
    expect(polls()).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await tick(3000);
    expect(polls()).toBe(3);
    expect(await screen.findByRole('heading', { level: 2, name: 'Weeknight Dal' })).toBeInTheDocument();
    expect(screen.getByText('1/3 cup melted butter')).toBeInTheDocument();
    expect(screen.getByText('Reading your recipe')).toBeInTheDocument();

    await tick(3000);
    expect(await screen.findByText('Recipe imported from TikTok.')).toBeInTheDocument();
    await tick(2000);
    await waitFor(() => { expect(router.state.location.pathname).toBe('/import/review/imp-7'); });
    expect(router.state.location.state).toEqual({ fromVideo: true, videoId: '7311111111111111111' });
  });

  it("toasts 'Import failed: ...' on FAILED and goes back to the form with the link kept", async () => {
    const { polls } = await submitted(() =>
      json(videoImport({ status: 'FAILED', statusMessage: 'This video\'s caption does not hold a recipe. Copy the recipe from the video and use "Paste recipe text" instead.' })),
    );
    await tick(3000);
    expect(
      await screen.findByText('Import failed: This video\'s caption does not hold a recipe. Copy the recipe from the video and use "Paste recipe text" instead.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^TikTok video URL/)).toHaveValue(link);
    await tick(9000);
    expect(polls()).toBe(1);
  });

  it("toasts 'Import failed: Unknown error' for a FAILED import without a message", async () => {
    await submitted(() => json(videoImport({ status: 'FAILED', statusMessage: null })));
    await tick(3000);
    expect(await screen.findByText('Import failed: Unknown error')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field and in the toast", async () => {
    stubApi(() => failure(400, 'Please enter a link to one TikTok video (…/video/1234567890).', 'VALIDATION'));
    const user = userEvent.setup();
    renderAt(<TikTokImportPage />, '/import/tiktok');
    await user.type(screen.getByLabelText(/^TikTok video URL/), 'https://www.tiktok.com/@chef.lin');
    await user.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Import failed: Please enter a link to one TikTok video (…/video/1234567890).')).toBeInTheDocument();
    expect(screen.getByLabelText(/^TikTok video URL/)).toHaveAccessibleDescription('Please enter a link to one TikTok video (…/video/1234567890).');
  });
});
