import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { defined } from '../../../test/defined';
import { prepareScanImage } from '../prepare-scan-image';
import { anItem, failure, FakeUpload, json, renderInventory, stubApi, type ApiCall } from '../testing';

// The browser's decoder and canvas are not in the test browser: resizing is tested on its own
// (prepare-scan-image.test.ts); here it answers a smaller file of the same type.
vi.mock('../prepare-scan-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('../prepare-scan-image')>();
  return { ...original, prepareScanImage: vi.fn((file: File) => Promise.resolve(new Blob(['resized'], { type: file.type }))) };
});

const presigned = { uploadUrl: '/uploads/inventory-scans/s1', fields: { key: 'scans/u1/s1', policy: 'abc', signature: 'xyz' }, scanId: 's1' };

let uploads: FakeUpload[];
beforeEach(() => {
  uploads = FakeUpload.install();
});
afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(prepareScanImage).mockClear();
});

const photo = (name = 'receipt.jpg', type = 'image/jpeg', size = 2_000_000) => {
  const file = new File(['jpeg'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The inventory with the API answering `answer` (the pantry for anything it leaves out). */
function renderPage(answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const calls = stubApi((call) => answer(call) ?? json({ items: [anItem()] }));
  renderInventory();
  return calls;
}

async function openScan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '📷 Scan Items' }));
  return screen.findByRole('dialog', { name: 'Scan Inventory Item' });
}

/** Picks a photo and presses Scan Item; answers the upload once it is under way. */
async function startScan(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, file = photo()) {
  await user.upload(within(dialog).getByLabelText('Upload inventory photo'), file);
  await user.click(within(dialog).getByRole('button', { name: 'Scan Item' }));
  return waitFor(() => defined(uploads[0], 'the upload'));
}

describe('Scan Inventory Item: choosing a photo', () => {
  it("says what it does, takes one JPEG or PNG up to 10MB with the spec's texts, and a new pick replaces the old", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = renderPage();
    const dialog = await openScan(user);
    expect(dialog).toHaveAccessibleDescription('Upload a photo of your grocery receipt, pantry, or fridge to automatically add items to your inventory!');
    const input = within(dialog).getByLabelText('Upload inventory photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png');
    expect(input).not.toHaveAttribute('multiple');
    expect(within(dialog).getByRole('button', { name: 'Scan Item' })).toBeDisabled();

    await user.upload(input, photo('receipt.gif', 'image/gif'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File "receipt.gif" is not a valid image type. Please select JPEG or PNG files.');
    expect(within(dialog).getByRole('button', { name: 'Scan Item' })).toBeDisabled();

    await user.upload(input, photo('huge.png', 'image/png', 12 * 1024 * 1024));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File "huge.png" exceeds the maximum size of 10MB.');

    await user.upload(input, photo('first.jpg'));
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(dialog).getByText('first.jpg')).toBeInTheDocument();
    await user.upload(input, photo('second.png', 'image/png'));
    expect(within(dialog).getByText('second.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('first.jpg')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Scan Item' })).toBeEnabled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    // While idle, Cancel closes and forgets the photo.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Scan Inventory Item' })).toBeNull(); });
  });
});

describe('Scan Inventory Item: the scan', () => {
  it('resizes, uploads with its fields then the file and the percent, polls every 3 s, then toasts the count, closes and reads the inventory again', async () => {
    const user = userEvent.setup({ delay: null });
    let status = 'pending';
    let items = [anItem()];
    const calls = renderPage((call) => {
      if (call.method === 'POST' && call.path === '/inventory/scans/presign') return json(presigned);
      if (call.path === '/inventory/scans/s1') return json({ scanId: 's1', status, itemsCount: status === 'completed' ? 3 : 0, error: null });
      if (call.path === '/inventory') return json({ items });
      return undefined;
    });
    const dialog = await openScan(user);
    const file = photo();
    const upload = await startScan(user, dialog, file);

    expect(prepareScanImage).toHaveBeenCalledWith(file);
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/inventory/scans/presign', body: undefined });
    expect([upload.method, upload.url]).toEqual(['POST', presigned.uploadUrl]);
    const form = upload.body as FormData;
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['key', 'policy', 'signature', 'file']);
    expect(entries.slice(0, 3).map(([, value]) => value)).toEqual(['scans/u1/s1', 'abc', 'xyz']);
    expect(await (form.get('file') as Blob).text()).toBe('resized');

    // Uploading: percent on the bar and in words; nothing closes the dialog.
    act(() => { upload.progress(42, 100); });
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).getByText('Uploading... 42%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByLabelText('Upload inventory photo')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Scan Inventory Item' })).toBeInTheDocument();

    // Processing: polled every 3 s while pending or processing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => { upload.respond(204); });
    expect(await within(dialog).findByText('Scanning your inventory item')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Scan progress' })).toBeInTheDocument();
    expect(within(dialog).getByText(/may take up to 30 seconds/)).toHaveTextContent(/a minute/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const polls = () => calls.filter((call) => call.path === '/inventory/scans/s1').length;
    await waitFor(() => { expect(polls()).toBe(1); });
    status = 'processing';
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => { expect(polls()).toBe(2); });
    expect(screen.getByRole('dialog', { name: 'Scan Inventory Item' })).toBeInTheDocument();

    status = 'completed';
    items = [anItem(), anItem({ itemId: 'i2', itemName: 'Bananas', quantity: 6, unit: 'pcs', category: 'Produce' })];
    const readsBefore = calls.filter((call) => call.path === '/inventory').length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Successfully added 3 items to your inventory!')).toBeInTheDocument();
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Scan Inventory Item' })).toBeNull(); });
    expect(await screen.findByRole('region', { name: /^Produce/ })).toHaveTextContent('Bananas');
    expect(calls.filter((call) => call.path === '/inventory').length).toBeGreaterThan(readsBefore);

    // It opens again empty.
    vi.useRealTimers();
    const again = await openScan(user);
    expect(within(again).getByLabelText('Upload inventory photo')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Scan Item' })).toBeDisabled();
  });

  it('says why when a photo completes with 0 items (no receipt read), under the count', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => {
      if (call.path === '/inventory/scans/presign') return json(presigned);
      if (call.path === '/inventory/scans/s1') return json({ scanId: 's1', status: 'completed', itemsCount: 0, error: 'No receipt items could be read from this photo.' });
      return undefined;
    });
    const dialog = await openScan(user);
    const upload = await startScan(user, dialog);
    act(() => { upload.respond(201); });
    expect(await screen.findByText('Successfully added 0 items to your inventory!')).toBeInTheDocument();
    expect(await screen.findByText('No receipt items could be read from this photo.')).toBeInTheDocument();
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Scan Inventory Item' })).toBeNull(); });
  });

  it('PUTs the file with its type when the presign answers no fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => (call.path === '/inventory/scans/presign' ? json({ uploadUrl: '/uploads/put-here', scanId: 's2' }) : undefined));
    const dialog = await openScan(user);
    const upload = await startScan(user, dialog, photo('shelf.png', 'image/png'));
    expect([upload.method, upload.url, upload.headers]).toEqual(['PUT', '/uploads/put-here', { 'Content-Type': 'image/png' }]);
    expect(await (upload.body as Blob).text()).toBe('resized');
  });

  it("shows a failed scan's error under the picker and in a toast, and goes back to idle", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => {
      if (call.path === '/inventory/scans/presign') return json(presigned);
      if (call.path === '/inventory/scans/s1') return json({ scanId: 's1', status: 'failed', itemsCount: 0, error: 'Reading the photo took too long. Please try again.' });
      return undefined;
    });
    const dialog = await openScan(user);
    const upload = await startScan(user, dialog);
    act(() => { upload.respond(200); });
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Reading the photo took too long. Please try again.'); });
    await waitFor(() => { expect(screen.getAllByText('Reading the photo took too long. Please try again.')).toHaveLength(2); });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Scan Item' })).toBeEnabled();
  });

  it("says 'Failed to process the image. Please try again.' for a failed scan without an error", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => {
      if (call.path === '/inventory/scans/presign') return json(presigned);
      if (call.path === '/inventory/scans/s1') return json({ scanId: 's1', status: 'failed', itemsCount: 0, error: null });
      return undefined;
    });
    const dialog = await openScan(user);
    act(() => { void startScan(user, dialog).then((upload) => { upload.respond(200); }); });
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to process the image. Please try again.'); });
  });

  it("gives the spec's upload texts: a refused upload, a broken connection", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => (call.path === '/inventory/scans/presign' ? json(presigned) : undefined));
    const dialog = await openScan(user);
    const first = await startScan(user, dialog);
    act(() => { first.respond(403); });
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload failed with status: 403'); });

    await user.click(within(dialog).getByRole('button', { name: 'Scan Item' }));
    const second = await waitFor(() => defined(uploads[1], 'the second upload'));
    act(() => { second.fail(); });
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload failed due to network error'); });
  });

  it("says 'Failed to generate upload URL' when the presign fails without a message, and the server's message when it has one", async () => {
    const user = userEvent.setup({ delay: null });
    let answer = failure(500, 'boom');
    renderPage((call) => (call.path === '/inventory/scans/presign' ? answer : undefined));
    const dialog = await openScan(user);
    await user.upload(within(dialog).getByLabelText('Upload inventory photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Scan Item' }));
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to generate upload URL'); });
    answer = failure(429, 'Too many scans this hour. Please try again later.', 'RATE_LIMITED');
    await user.click(within(dialog).getByRole('button', { name: 'Scan Item' }));
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many scans this hour. Please try again later.'); });
    expect(uploads).toEqual([]);
  });

  it("says 'Failed to load image' when the photo cannot be read", async () => {
    vi.mocked(prepareScanImage).mockRejectedValueOnce(new Error('Failed to load image'));
    const user = userEvent.setup({ delay: null });
    const calls = renderPage();
    const dialog = await openScan(user);
    await user.upload(within(dialog).getByLabelText('Upload inventory photo'), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Scan Item' }));
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load image'); });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says why when a scan status cannot be read, in the dialog and a toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage((call) => {
      if (call.path === '/inventory/scans/presign') return json(presigned);
      if (call.path === '/inventory/scans/s1') return failure(500, 'boom');
      return undefined;
    });
    const dialog = await openScan(user);
    const upload = await startScan(user, dialog);
    act(() => { upload.respond(200); });
    await waitFor(() => { expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to check scan status'); });
    await waitFor(() => { expect(screen.getAllByText('Failed to check scan status')).toHaveLength(2); });
  });
});
