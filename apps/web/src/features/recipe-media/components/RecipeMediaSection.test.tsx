import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { queryKeys } from '../../../lib/query-keys';
import { anonymousSession, type Session } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { aList, anImage, aTikTok, json, renderWithApp, stubApi, type ApiCall } from '../testing';
import { RecipeMediaSection, type RecipeMediaSectionProps } from './RecipeMediaSection';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.unstubAllGlobals();
});

const mine = anImage({ imageId: 'mine', isOwn: true, userScreenName: 'saucy_basil' });
const theirs = anImage({ imageId: 'theirs', userScreenName: 'pepper_jo', isFeatured: true });
const myVideo = aTikTok({ videoId: '7300000000000000001', isOwn: true, caption: 'My dal video' });
const theirVideo = aTikTok({ videoId: '7300000000000000002', caption: 'Their dal video' });
const everything = aList(
  [theirs, mine, anImage({ imageId: 'gone', status: 'REJECTED', urls: null }), theirVideo, myVideo],
  'theirs',
);

/** The section for `session` with the API answering `answer` (the full list for anything it leaves out). */
function renderSection(session: Session, answer: (call: ApiCall) => Response | Promise<Response> | undefined = () => undefined, props: Partial<RecipeMediaSectionProps> = {}) {
  const calls = stubApi((call) => answer(call) ?? json(everything));
  const app = renderWithApp(<RecipeMediaSection recipeId="r1" scope="public" isOwner={false} {...props} />, session);
  return { calls, ...app };
}

const photoList = () => screen.getByRole('list', { name: 'Recipe Photos' });
/** Waits for the list to arrive. */
const loaded = () => screen.findByRole('list', { name: 'TikTok Videos' }).catch(() => screen.findByRole('list', { name: 'Recipe Photos' }));
const videoList = () => screen.getByRole('list', { name: 'TikTok Videos' });
/** The card of the photo whose button reads `name` (with ' (featured)' or without). */
const cardOf = (name: string) => {
  const card = within(photoList()).getByRole('button', { name: new RegExp(`^${name}( \\(featured\\))?$`) }).closest('li');
  if (!card) throw new Error('no card');
  return within(card);
};
const noCookSession: Session = { ...signedInCook, user: { id: 'u2', email: 'new@example.com', name: 'New Cook', screenName: null } };

describe('RecipeMediaSection', () => {
  it('shows a visitor the community media, newest first, without refused photos, and no controls', async () => {
    renderSection(anonymousSession);
    expect(await screen.findByRole('heading', { level: 2, name: 'Community Media' })).toBeInTheDocument();
    await loaded();
    const photos = within(photoList()).getAllByRole('listitem');
    expect(photos).toHaveLength(2);
    expect(photos.map((li) => li.textContent)).toEqual(['Photo by saucy_basil', 'FeaturedPhoto by pepper_jo']);
    expect(within(videoList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('My dal video')).toBeInTheDocument();
    for (const name of ['Add Photo', 'Add TikTok Video', 'Delete photo', 'Remove video', 'Set as featured']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it("asks a visitor to sign in to add photos, and brings them back after 'Sign In'", async () => {
    const user = userEvent.setup();
    const signIn = vi.fn();
    renderSection({ ...anonymousSession, signIn });
    await user.click(await screen.findByRole('button', { name: 'Sign in to add photos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign in Required' });
    expect(dialog).toHaveTextContent('You need to sign in to add photos and videos. Would you like to sign in now?');
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    expect(signIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign in to add photos' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign in Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('/recipes/r1');
  });

  it('lets a signed-in cook add media and delete only their own; only the owner chooses the featured photo', async () => {
    renderSection(signedInCook);
    expect(await screen.findByRole('button', { name: 'Add Photo' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('button', { name: 'Add TikTok Video' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to add photos' })).not.toBeInTheDocument();
    expect(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Delete photo' })).toBeInTheDocument();
    expect(cardOf('View photo by pepper_jo').queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
    expect(within(videoList()).getAllByRole('button', { name: 'Remove video' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Set as featured' })).not.toBeInTheDocument();
  });

  it('shows the uploader a processing card for a PENDING photo', async () => {
    renderSection(signedInCook, () => json(aList([anImage({ imageId: 'p', status: 'PENDING', urls: null, isOwn: true })])));
    const card = (await screen.findByText('Processing...')).closest('li');
    expect(card).toHaveTextContent('Your photo will appear here once it is ready.');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(photoList()).queryByRole('button', { name: /View photo/ })).not.toBeInTheDocument();
  });

  it('enlarges a photo in a dialog with its large picture', async () => {
    const user = userEvent.setup();
    renderSection(anonymousSession);
    await user.click(await screen.findByRole('button', { name: 'View photo by pepper_jo (featured)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo by pepper_jo' });
    expect(within(dialog).getByRole('img', { name: 'Photo by pepper_jo' })).toHaveAttribute('src', '/media/theirs/large.webp');
    expect(within(dialog).getByText('Featured')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) ?? dialog);
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
  });

  it("says 'Unable to load image' when a photo fails and 'No image URL available' without one", async () => {
    renderSection(anonymousSession, () => json(aList([anImage({ imageId: 'a', userScreenName: 'a' }), anImage({ imageId: 'b', userScreenName: 'b', urls: null })])));
    await loaded();
    const first = cardOf('View photo by a');
    act(() => { first.getByRole('presentation', { hidden: true }).dispatchEvent(new Event('error')); });
    expect(first.getByText('Unable to load image')).toBeInTheDocument();
    expect(cardOf('View photo by b').getByText('No image URL available')).toBeInTheDocument();
  });

  it("says 'Failed to fetch recipe images' when the list cannot be read, with Try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSection(anonymousSession, () => (fail ? json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch recipe images');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recipe Photos' })).toBeInTheDocument();
  });

  describe('deleting', () => {
    it('deletes the cook’s own photo after the spec’s confirmation', async () => {
      const user = userEvent.setup();
      const { calls } = renderSection(signedInCook, (call) => (call.method === 'DELETE' ? json(null, 204) : undefined));
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Delete photo' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete photo?' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete this image?');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Delete photo' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete photo?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/recipes/r1/images/mine']);
    });

    it("says 'Failed to delete image' when the server fails", async () => {
      const user = userEvent.setup();
      renderSection(signedInCook, (call) => (call.method === 'DELETE' ? json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500) : undefined));
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Delete photo' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Delete photo?' })).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Failed to delete image')).toBeInTheDocument();
      expect(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Delete photo' })).toBeInTheDocument();
    });

    it('removes the cook’s own TikTok video after the spec’s confirmation', async () => {
      const user = userEvent.setup();
      const { calls } = renderSection(signedInCook, (call) => (call.method === 'DELETE' ? json(null, 204) : undefined));
      await loaded();
      await user.click(within(videoList()).getByRole('button', { name: 'Remove video' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove TikTok video?' });
      expect(dialog).toHaveTextContent('Are you sure you want to remove this TikTok video?');
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('TikTok video removed successfully')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/recipes/r1/media/tiktok/7300000000000000001']);
    });

    it("says 'Failed to delete TikTok video' when the server fails", async () => {
      const user = userEvent.setup();
      renderSection(signedInCook, (call) => (call.method === 'DELETE' ? json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500) : undefined));
      await loaded();
      await user.click(within(videoList()).getByRole('button', { name: 'Remove video' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Remove TikTok video?' })).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('Failed to delete TikTok video')).toBeInTheDocument();
    });
  });

  describe('the featured photo', () => {
    /** The POST answers when the test says. */
    function deferredFeatured() {
      let release: (response: Response) => void = () => undefined;
      const answer = (call: ApiCall) => (call.method === 'POST' ? new Promise<Response>((resolve) => { release = resolve; }) : undefined);
      return { answer, release: (response: Response) => { act(() => { release(response); }); } };
    }

    it('applies the owner’s choice at once and keeps it when the server agrees', async () => {
      const user = userEvent.setup();
      const server = deferredFeatured();
      const { calls } = renderSection(signedInCook, server.answer, { isOwner: true });
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Set as featured' }));
      expect(cardOf('View photo by saucy_basil').getByText('Featured')).toBeInTheDocument();
      expect(cardOf('View photo by pepper_jo').queryByText('Featured')).not.toBeInTheDocument();
      expect(cardOf('View photo by pepper_jo').getByRole('button', { name: 'Set as featured' })).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/recipes/r1/images/mine/featured']);
      server.release(json({ featuredImageId: 'mine' }));
      expect(await screen.findByText('Featured image updated successfully')).toBeInTheDocument();
    });

    it('goes back to the previous featured photo when saving fails', async () => {
      const user = userEvent.setup();
      const server = deferredFeatured();
      renderSection(signedInCook, server.answer, { isOwner: true });
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Set as featured' }));
      expect(cardOf('View photo by saucy_basil').getByText('Featured')).toBeInTheDocument();
      server.release(json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500));
      expect(await screen.findByText('Failed to update featured image')).toBeInTheDocument();
      expect(cardOf('View photo by pepper_jo').getByText('Featured')).toBeInTheDocument();
      expect(cardOf('View photo by saucy_basil').queryByText('Featured')).not.toBeInTheDocument();
    });

    it.each([
      ['public', queryKeys.publicRecipe('u1', 'r1'), 'Failed to update featured image'],
      ['private', queryKeys.recipe('u1', 'r1'), 'Failed to set featured image'],
    ] as const)("changes the %s recipe's own picture at once and puts it back when saving fails", async (scope, recipeKey, failed) => {
      const user = userEvent.setup();
      const server = deferredFeatured();
      const { client } = renderSection(signedInCook, server.answer, { scope, isOwner: true });
      const before = { name: 'Dal Tadka', featuredImageId: 'theirs', featuredImageUrl: '/media/theirs/large.webp', imageUrl: '/media/theirs/medium.webp' };
      client.setQueryData(recipeKey, before);
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Set as featured' }));
      expect(client.getQueryData(recipeKey)).toEqual({ name: 'Dal Tadka', featuredImageId: 'mine', featuredImageUrl: '/media/mine/large.webp', imageUrl: '/media/mine/medium.webp' });
      server.release(json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500));
      expect(await screen.findByText(failed)).toBeInTheDocument();
      expect(client.getQueryData(recipeKey)).toEqual(before);
    });

    it("uses the media texts on the owner's private recipe", async () => {
      const user = userEvent.setup();
      let fail = false;
      renderSection(signedInCook, (call) => (call.method === 'POST' ? (fail ? json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500) : json({ featuredImageId: 'mine' })) : undefined), {
        scope: 'private',
        isOwner: true,
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
      await loaded();
      await user.click(cardOf('View photo by saucy_basil').getByRole('button', { name: 'Set as featured' }));
      expect(await screen.findByText('Image set as featured successfully')).toBeInTheDocument();
      fail = true;
      await user.click(cardOf('View photo by pepper_jo').getByRole('button', { name: 'Set as featured' }));
      expect(await screen.findByText('Failed to set featured image')).toBeInTheDocument();
    });
  });

  describe('a screen name first on a public recipe', () => {
    it('sends a cook without one to /profile before opening a modal', async () => {
      const user = userEvent.setup();
      const { router } = renderSection(noCookSession);
      await user.click(await screen.findByRole('button', { name: 'Add Photo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Screen name needed' });
      expect(dialog).toHaveTextContent('You need to set a screen name before uploading images.');
      expect(screen.queryByRole('dialog', { name: 'Upload Recipe Photo' })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Set Screen Name' }));
      await waitFor(() => { expect(router.state.location.pathname).toBe('/profile'); });
    });

    it('needs none on the owner’s private recipe', async () => {
      const user = userEvent.setup();
      renderSection(noCookSession, undefined, { scope: 'private', isOwner: true });
      await user.click(await screen.findByRole('button', { name: 'Add Photo' }));
      expect(await screen.findByRole('dialog', { name: 'Upload Recipe Photo' })).toBeInTheDocument();
    });
  });

  describe('Add TikTok Video', () => {
    async function openTikTokDialog(user: ReturnType<typeof userEvent.setup>) {
      await user.click(await screen.findByRole('button', { name: 'Add TikTok Video' }));
      return screen.findByRole('dialog', { name: 'Add TikTok Video' });
    }

    it("checks the link with the spec's texts before sending it", async () => {
      const user = userEvent.setup();
      const { calls } = renderSection(signedInCook);
      const dialog = await openTikTokDialog(user);
      const field = within(dialog).getByLabelText('TikTok video URL');
      await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
      expect(field).toHaveAccessibleDescription(/Please enter a TikTok URL/);
      await user.type(field, 'https://vm.tiktok.com/ZM123/');
      await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
      expect(field).toHaveAccessibleDescription(/Invalid TikTok URL\. The URL must be from TikTok \(https:\/\/www\.tiktok\.com\/\)/);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('attaches a video, shows it at once and says so', async () => {
      const user = userEvent.setup();
      const link = 'https://www.tiktok.com/@chef.lin/video/7399999999999999999';
      const added = aTikTok({ videoId: '7399999999999999999', isOwn: true, caption: null, tiktokUrl: link });
      const { calls } = renderSection(signedInCook, (call) => (call.method === 'POST' ? json(added, 201) : undefined));
      const dialog = await openTikTokDialog(user);
      await user.type(within(dialog).getByLabelText('TikTok video URL'), `  ${link}  `);
      await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
      expect(await screen.findByText('TikTok video added successfully!')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/recipes/r1/media/tiktok', body: { tiktokUrl: link } });
      await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
      expect(within(videoList()).getAllByRole('listitem')).toHaveLength(3);
    });

    it('reads the list again until the caption from TikTok has come, at most three times', async () => {
      const user = userEvent.setup({ delay: null });
      const added = aTikTok({ videoId: '7399999999999999999', isOwn: true, caption: null });
      let list = aList([added]);
      const { calls } = renderSection(signedInCook, (call) => (call.method === 'POST' ? json(added, 201) : json(list)));
      const dialog = await openTikTokDialog(user);
      await user.type(within(dialog).getByLabelText('TikTok video URL'), added.tiktokUrl);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
        expect(await screen.findByText('TikTok video added successfully!')).toBeInTheDocument();
        const reads = () => calls.filter((call) => call.method === 'GET').length;
        const before = reads();
        await act(() => vi.advanceTimersByTimeAsync(4000));
        await waitFor(() => { expect(reads()).toBe(before + 1); });
        list = aList([{ ...added, caption: 'Dal in 10 minutes' }]);
        await act(() => vi.advanceTimersByTimeAsync(5000));
        expect(await screen.findByText('Dal in 10 minutes')).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(30_000));
        expect(reads()).toBe(before + 2);
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      [409, { code: 'CONFLICT', message: 'Conflict' }, 'This TikTok video is already attached to this recipe.'],
      [400, { code: 'BAD_REQUEST', message: 'Invalid TikTok URL. The URL must link to one TikTok video (…/video/1234567890).' }, 'Invalid TikTok URL. The URL must link to one TikTok video (…/video/1234567890).'],
      [500, { code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 'Failed to attach TikTok video'],
    ])('says what the server answered (%i)', async (status, body, text) => {
      const user = userEvent.setup();
      renderSection(signedInCook, (call) => (call.method === 'POST' ? json(body, status) : undefined));
      const dialog = await openTikTokDialog(user);
      const field = within(dialog).getByLabelText('TikTok video URL');
      await user.type(field, 'https://www.tiktok.com/@chef.lin/video/7311111111111111111');
      await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
      await waitFor(() => { expect(field).toHaveAccessibleDescription(expect.stringContaining(text)); });
      expect(screen.getByRole('dialog', { name: 'Add TikTok Video' })).toBeInTheDocument();
    });

    it('asks for a screen name when the server wants one', async () => {
      const user = userEvent.setup();
      renderSection(signedInCook, (call) =>
        call.method === 'POST' ? json({ code: 'SCREEN_NAME_REQUIRED', message: 'You need to set a screen name before uploading images.' }, 400) : undefined,
      );
      const dialog = await openTikTokDialog(user);
      await user.type(within(dialog).getByLabelText('TikTok video URL'), 'https://www.tiktok.com/@chef.lin/video/7311111111111111111');
      await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));
      expect(await screen.findByRole('dialog', { name: 'Screen name needed' })).toHaveTextContent('You need to set a screen name before uploading images.');
      expect(screen.queryByRole('dialog', { name: 'Add TikTok Video' })).not.toBeInTheDocument();
    });
  });
});
