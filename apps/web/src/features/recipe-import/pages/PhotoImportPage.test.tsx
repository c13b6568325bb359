import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { aFile, anImport, anImportedRecipe, failure, FakeUpload, json, renderAt, stubApi, type ApiCall } from '../testing';
import { PhotoImportPage } from './PhotoImportPage';

let uploads: FakeUpload[];
beforeEach(() => {
  uploads = FakeUpload.install();
});
afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const presigned = { importId: 'imp-1', uploadUrls: ['/uploads/imp-1/1?sig=a', '/uploads/imp-1/2?sig=b'], maxBytes: 10 * 1024 * 1024, expiresAt: '2026-11-20T10:15:00.000Z' };

const page = () => renderAt(<PhotoImportPage />, '/import/photo-card');
const picker = () => screen.getByLabelText(/^(Choose photos|Add more photos)$/);
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The photo screen with two pages chosen; `status` answers each poll in turn. */
async function withTwoPages(status: (poll: number) => Response = () => json(anImport())) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let polls = 0;
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/recipe-import/presign-multiple') return json(presigned);
    if (call.path === '/recipe-import/imp-1/start') return json(anImport({ status: 'PROCESSING' }), 202);
    if (call.path === '/recipe-import/status/imp-1') return status(++polls);
    return failure(404, 'Not found', 'NOT_FOUND');
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = page();
  await user.upload(picker(), [aFile('page-1.jpg', 'image/jpeg', 3000), aFile('page-2.png', 'image/png', 1000)]);
  return { ...view, calls, user, polls: () => polls };
}

/** Starts the import and lets both pages arrive. */
async function uploadBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start Import' }));
  await waitFor(() => { expect(uploads).toHaveLength(1); });
  uploads[0]?.respond(200);
  await waitFor(() => { expect(uploads).toHaveLength(2); });
  uploads[1]?.respond(200);
  await screen.findByRole('progressbar', { name: 'Import progress' });
}

describe('/import/photo-card: choosing pages', () => {
  it("checks each file with the spec's texts, adds pages cumulatively, removes one or all", async () => {
    const calls = stubApi(() => json({}));
    const user = userEvent.setup({ applyAccept: false });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Import a Recipe Card' })).toBeInTheDocument();
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png');
    expect(picker()).toHaveAttribute('multiple');

    await user.upload(picker(), [aFile('card.gif', 'image/gif'), aFile('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1), aFile('one.jpg')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('File "card.gif" is not a valid image type. Please select JPEG or PNG files.');
    expect(alert).toHaveTextContent('File "huge.jpg" exceeds the maximum size of 10MB.');
    expect(screen.getByText('1 page chosen')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add more photos'), [aFile('two.png', 'image/png'), aFile('three.jpg', 'image/jpg')]);
    expect(screen.getByText('3 pages chosen')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Page 1', 'Page 2', 'Page 3']);

    await user.click(screen.getByRole('button', { name: 'Remove page 2 (two.png)' }));
    expect(screen.getByText('2 pages chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove page 2 (three.jpg)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(screen.queryByText(/pages? chosen/)).toBeNull();
    expect(screen.getByLabelText('Choose photos')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('takes at most 10 pages', async () => {
    stubApi(() => json({}));
    const user = userEvent.setup();
    page();
    await user.upload(picker(), Array.from({ length: 12 }, (_, i) => aFile(`p${String(i + 1)}.jpg`)));
    expect(screen.getByText('10 pages chosen')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You can import at most 10 photos at once.');
  });

  it('Start Import does nothing without pages', () => {
    const calls = stubApi(() => json({}));
    page();
    expect(screen.getByRole('button', { name: 'Start Import' })).toBeDisabled();
    expect(calls).toEqual([]);
  });
});

describe('/import/photo-card: importing', () => {
  it('asks for upload addresses, sends each page with its type and the percent sent, then follows the import every 3 s to the review', async () => {
    const { calls, user, polls, router } = await withTwoPages((n) =>
      n === 1
        ? json(anImport({ statusMessage: 'Reading page 2 of 2' }))
        : json(anImport({ status: 'COMPLETE', statusMessage: 'Recipe imported', recipeData: anImportedRecipe() })),
    );
    await user.click(screen.getByRole('button', { name: 'Start Import' }));
    await waitFor(() => { expect(uploads).toHaveLength(1); });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/recipe-import/presign-multiple',
      body: {
        files: [
          { contentType: 'image/jpeg', filename: 'page-1.jpg', size: 3000 },
          { contentType: 'image/png', filename: 'page-2.png', size: 1000 },
        ],
        isMultiPage: true,
      },
    });
    // A second press while uploading does nothing.
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();

    expect(uploads[0]).toMatchObject({ method: 'PUT', url: '/uploads/imp-1/1?sig=a', headers: { 'Content-Type': 'image/jpeg' } });
    act(() => { uploads[0]?.progress(1500, 3000); });
    expect(screen.getByText('Uploading... 38%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '38');
    uploads[0]?.respond(200);
    await waitFor(() => { expect(uploads).toHaveLength(2); });
    expect(uploads[1]).toMatchObject({ method: 'PUT', url: '/uploads/imp-1/2?sig=b', headers: { 'Content-Type': 'image/png' } });
    act(() => { uploads[1]?.progress(500, 1000); });
    expect(screen.getByText('Uploading... 88%')).toBeInTheDocument();
    uploads[1]?.respond(200);

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /recipe-import/presign-multiple', 'POST /recipe-import/imp-1/start']);
    expect(bar).toHaveAttribute('aria-valuetext', 'Analyzing: 25%');

    await tick(2900);
    expect(polls()).toBe(0);
    await tick(100);
    expect(polls()).toBe(1);
    expect(await screen.findByText('Reading page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import/photo-card');

    await tick(3000);
    expect(polls()).toBe(2);
    await waitFor(() => { expect(bar).toHaveAttribute('aria-valuetext', 'Complete: 100%'); });
    expect(screen.getByText('Recipe imported. Opening the review...')).toBeInTheDocument();
    await tick(1900);
    expect(router.state.location.pathname).toBe('/import/photo-card');
    await tick(100);
    await waitFor(() => { expect(router.state.location.pathname).toBe('/import/review/imp-1'); });
    await tick(6000);
    expect(polls()).toBe(2);
  });

  it('moves through the stage labels every 15 s and creeps no further than 95%', async () => {
    const { user } = await withTwoPages();
    await uploadBoth(user);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Analyzing: 25%');
    await tick(15_000);
    expect(bar).toHaveAttribute('aria-valuetext', 'Reading: 50%');
    await tick(15_000);
    expect(bar).toHaveAttribute('aria-valuetext', 'Organizing: 75%');
    await tick(15_000);
    expect(bar).toHaveAttribute('aria-valuetext', 'Complete: 75%');
    await tick(20_000);
    expect(bar).toHaveAttribute('aria-valuetext', 'Complete: 85%');
    await tick(120_000);
    expect(bar).toHaveAttribute('aria-valuetext', 'Complete: 95%');
  });

  it('shows why a FAILED import failed, with Try Again keeping the pages', async () => {
    const { user, polls } = await withTwoPages(() =>
      json(anImport({ status: 'FAILED', statusMessage: 'We could not read any text in these photos. Try a sharper, well-lit photo taken straight on.' })),
    );
    await uploadBoth(user);
    await tick(3000);
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('We could not read any text in these photos. Try a sharper, well-lit photo taken straight on.'); });
    await tick(9000);
    expect(polls()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('2 pages chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Import' })).toBeEnabled();
  });

  it("says 'Failed to check import status' and stops polling when a status check fails", async () => {
    const { user, polls } = await withTwoPages(() => failure(500, 'Something went wrong'));
    await uploadBoth(user);
    await tick(3000);
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('Failed to check import status'); });
    await tick(9000);
    expect(polls()).toBe(1);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'Failed to upload images: ...' with the server's or the storage's words, keeping the pages", async () => {
    const calls = stubApi(() => failure(429, "You've started too many imports recently. Please wait a while and try again.", 'RATE_LIMITED'));
    const user = userEvent.setup();
    page();
    await user.upload(picker(), [aFile('page-1.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Start Import' }));
    expect(await screen.findByText("Failed to upload images: You've started too many imports recently. Please wait a while and try again.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    stubApi(() => json({ ...presigned, uploadUrls: ['/uploads/imp-1/1?sig=a'] }));
    await user.click(screen.getByRole('button', { name: 'Start Import' }));
    await waitFor(() => { expect(uploads).toHaveLength(1); });
    uploads[0]?.respond(403);
    expect(await screen.findByText('Failed to upload images: Upload failed with status: 403')).toBeInTheDocument();
    expect(screen.getByText('1 page chosen')).toBeInTheDocument();
  });

  it('Cancel stops the upload and clears everything', async () => {
    const { user, calls } = await withTwoPages();
    await user.click(screen.getByRole('button', { name: 'Start Import' }));
    await waitFor(() => { expect(uploads).toHaveLength(1); });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(uploads[0]?.aborted).toBe(true);
    expect(screen.queryByText(/pages? chosen/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Import' })).toBeDisabled();
    await tick(10_000);
    expect(calls.map((call) => call.path)).toEqual(['/recipe-import/presign-multiple']);
  });

  it('Cancel while the import is read stops following it and clears the pages', async () => {
    const { user, polls } = await withTwoPages();
    await uploadBoth(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/pages? chosen/)).toBeNull();
    await tick(10_000);
    expect(polls()).toBe(0);
  });
});
