import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { signedInCook } from '../../../test/fixtures';
import { defined } from '../../../test/defined';
import { prepareImage } from '../prepare-image';
import { aList, anImage, FakeUpload, json, renderWithApp, stubApi, type ApiCall } from '../testing';
import { RecipeMediaSection } from './RecipeMediaSection';

// The browser's decoder and canvas are not in the test browser: resizing is tested on its own
// (prepare-image.test.ts); here it answers a smaller file of the same type.
vi.mock('../prepare-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('../prepare-image')>();
  return { ...original, prepareImage: vi.fn((file: File) => Promise.resolve(new Blob(['resized'], { type: file.type }))) };
});

const presigned = {
  uploadUrl: '/uploads/recipes/r1/media/new-1/original.jpg?sig=abc',
  imageId: 'new-1',
  method: 'PUT',
  headers: { 'Content-Type': 'image/jpeg' },
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-11-20T10:15:00.000Z',
};

let uploads: FakeUpload[];
beforeEach(() => {
  uploads = FakeUpload.install();
});
afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(prepareImage).mockClear();
});

const photo = (name = 'dal.jpg', type = 'image/jpeg', size = 2_000_000) => {
  const file = new File(['jpeg'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The owner's private recipe with the API answering `answer` (an empty list for anything it leaves out). */
function renderOwnRecipe(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const calls = stubApi((call) => answer(call) ?? json(aList()));
  renderWithApp(<RecipeMediaSection recipeId="r1" scope="private" isOwner />, signedInCook);
  return calls;
}

async function openUploadDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Photo' }));
  return screen.findByRole('dialog', { name: 'Upload Recipe Photo' });
}

describe('Upload Recipe Photo', () => {
  it("checks the chosen file with the spec's texts before anything is sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = renderOwnRecipe();
    const dialog = await openUploadDialog(user);
    const input = within(dialog).getByLabelText('Choose a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(input, photo('dish.gif', 'image/gif'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a JPEG, PNG, or WebP image file.');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();

    await user.upload(input, photo('huge.png', 'image/png', 10 * 1024 * 1024));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Image must be smaller than 10MB.');

    await user.upload(input, photo());
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(dialog).getByRole('img', { name: 'Selected photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('resizes, asks for an upload URL, PUTs the file with its progress, then shows it processing and polls until it is ready and featured', async () => {
    const user = userEvent.setup({ delay: null });
    let list = aList();
    const calls = renderOwnRecipe((call) => {
      if (call.method === 'POST' && call.path === '/recipes/r1/images/presign') return json(presigned);
      if (call.method === 'GET' && call.path === '/recipes/r1/images') return json(list);
      return undefined;
    });
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    const dialog = await openUploadDialog(user);
    const file = photo();
    await user.upload(within(dialog).getByLabelText('Choose a photo'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    // Resized first, then presigned for what will be sent (a private recipe: scope and isOwner, as the spec's client).
    const upload = await waitFor(() => defined(uploads[0], 'the upload'));
    expect(prepareImage).toHaveBeenCalledWith(file);
    const resized = upload.body as Blob;
    expect(await resized.text()).toBe('resized');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/recipes/r1/images/presign',
      body: { contentType: 'image/jpeg', recipeId: 'r1', size: resized.size, scope: 'private', isOwner: true },
    });
    expect([upload.method, upload.url, upload.headers]).toEqual(['PUT', presigned.uploadUrl, { 'Content-Type': 'image/jpeg' }]);

    // Progress in percent, on the bar and in words.
    act(() => { upload.progress(42, 100); });
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).getByText('Uploading... 42%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Uploading/ })).toBeDisabled();

    // From here the poll schedule counts: 4 s, then 5 s...
    vi.useFakeTimers({ shouldAdvanceTime: true });
    list = aList([anImage({ imageId: 'new-1', status: 'PENDING', urls: null, isOwn: true, scope: 'private' })]);
    act(() => { upload.respond(200); });
    expect(await screen.findByText('Image uploaded successfully! It will be visible after processing.')).toBeInTheDocument();
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Upload Recipe Photo' })).not.toBeInTheDocument(); });
    const photos = screen.getByRole('list', { name: 'Recipe Photos' });
    expect(within(photos).getByText('Processing...')).toBeInTheDocument();
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === '/recipes/r1/images').length;
    const readsBefore = reads();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    await waitFor(() => { expect(reads()).toBe(readsBefore + 1); });
    expect(within(photos).getByText('Processing...')).toBeInTheDocument();

    list = aList([anImage({ imageId: 'new-1', isOwn: true, isFeatured: true, scope: 'private' })], 'new-1');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Your photo has been processed and is now on the recipe.')).toBeInTheDocument();
    expect(screen.getByText('Image set as featured automatically!')).toBeInTheDocument();
    expect(within(photos).getByText('Featured')).toBeInTheDocument();
    expect(within(photos).queryByText('Processing...')).not.toBeInTheDocument();
    expect(reads()).toBe(readsBefore + 2);

    // The banner stays 5 s (it came up a little before the last step ended); nothing is PENDING, so polling has stopped.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByText('Your photo has been processed and is now on the recipe.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Your photo has been processed and is now on the recipe.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(readsBefore + 2);
  });

  it('does not announce a featured photo when the server did not make it featured', async () => {
    const user = userEvent.setup({ delay: null });
    let list = aList([anImage({ imageId: 'old', isFeatured: true })], 'old');
    renderOwnRecipe((call) => (call.method === 'POST' ? json(presigned) : call.method === 'GET' ? json(list) : undefined));
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const upload = await waitFor(() => defined(uploads[0]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    list = aList([anImage({ imageId: 'old', isFeatured: true }), anImage({ imageId: 'new-1', isOwn: true })], 'old');
    act(() => { upload.respond(200); });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText('Your photo has been processed and is now on the recipe.')).toBeInTheDocument();
    expect(screen.queryByText('Image set as featured automatically!')).not.toBeInTheDocument();
  });

  it('says why an upload was refused once it leaves the list', async () => {
    const user = userEvent.setup({ delay: null });
    let list = aList();
    renderOwnRecipe((call) => {
      if (call.method === 'POST') return json(presigned);
      if (call.path === '/recipes/r1/images/new-1') {
        return json(anImage({ imageId: 'new-1', status: 'REJECTED', urls: null, isOwn: true, rejectionReason: 'The image could not be read.' }));
      }
      return call.method === 'GET' ? json(list) : undefined;
    });
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const upload = await waitFor(() => defined(uploads[0]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => { upload.respond(200); });
    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    list = aList();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText('Your photo could not be added. The image could not be read.')).toBeInTheDocument();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be added/)).not.toBeInTheDocument();
  });

  it('says so when the photo is still processing after the last poll', async () => {
    const user = userEvent.setup({ delay: null });
    const list = aList([anImage({ imageId: 'new-1', status: 'PENDING', urls: null, isOwn: true })]);
    const calls = renderOwnRecipe((call) => (call.method === 'POST' ? json(presigned) : call.method === 'GET' ? json(list) : undefined));
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const upload = await waitFor(() => defined(uploads[0]));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => { upload.respond(200); });
    const before = calls.length;
    // 4 + 5 + 6 + 7 + 8 + 9 + 10 × 4 = 79 s, ten reads.
    await act(() => vi.advanceTimersByTimeAsync(79_000));
    expect(await screen.findByText('Your photo is still being processed. It will appear here when it is ready.')).toBeInTheDocument();
    expect(calls.slice(before).filter((call) => call.path === '/recipes/r1/images')).toHaveLength(10);
  });

  it.each([
    [429, { code: 'RATE_LIMITED', message: 'Too many' }, "You've uploaded too many images recently. Please wait a moment and try again."],
    [400, { code: 'BAD_REQUEST', message: 'Image must be smaller than 10MB.' }, 'Image must be smaller than 10MB.'],
    [500, { code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 'Failed to get upload URL'],
  ])('says what the presign call answered (%i)', async (status, body, text) => {
    const user = userEvent.setup();
    renderOwnRecipe((call) => (call.method === 'POST' ? json(body, status) : undefined));
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // The alert is always there (empty until something fails): wait for its text.
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent(text); });
    expect(uploads).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it.each([
    ['a status outside 200-299', (upload: FakeUpload) => { upload.respond(403); }, 'Upload failed with status 403'],
    ['a broken connection', (upload: FakeUpload) => { upload.fail(); }, 'Network error occurred during upload.'],
  ])('says so when the upload fails with %s', async (_case, failUpload, text) => {
    const user = userEvent.setup();
    renderOwnRecipe((call) => (call.method === 'POST' ? json(presigned) : undefined));
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const upload = await waitFor(() => defined(uploads[0]));
    act(() => { failUpload(upload); });
    // The alert is always there (empty until something fails): wait for its text.
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent(text); });
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });

  it('cancels an upload under way when the modal is closed', async () => {
    const user = userEvent.setup();
    renderOwnRecipe((call) => (call.method === 'POST' ? json(presigned) : undefined));
    const dialog = await openUploadDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const upload = await waitFor(() => defined(uploads[0]));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(upload.aborted).toBe(true);
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });
});
