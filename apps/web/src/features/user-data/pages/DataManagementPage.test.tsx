import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/ConfirmDialog';
import { notify, Toaster } from '../../../components/ui/Toast';
import { anonymousSession, SessionContext, useSession } from '../../../lib/session/session';
import { aRecipe, signedInCook } from '../../../test/fixtures';
import { DataManagementPage, type DataManagementPageProps } from './DataManagementPage';

// The sign-in client the screen asks to forget the person once their account is erased.
const removeUser = vi.fn(() => Promise.resolve());
vi.mock('../../../lib/session/SessionProvider', () => ({ useUserManager: () => ({ removeUser }) }));

const pancakes = aRecipe({ id: 'r1', name: 'Pancakes', description: 'Fluffy.', tags: ['breakfast', 'sweet'], createdAt: '2026-11-20T10:00:00.000Z' });
const soup = aRecipe({ id: 'r2', name: 'Minestrone', description: 'A thick soup.', tags: [] });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json({ code: 'INTERNAL', message: 'down' }, 500);

/** The app's sign-in guard in short: signed out, a signed-in screen sends the person to /login. */
function SignInGuard() {
  return useSession().status === 'anonymous' ? <Navigate to="/login" replace /> : <Outlet />;
}

/** A cook signed in until the sign-in client forgets them (removeUser), as SessionProvider does. */
function SignedInUntilForgotten({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(signedInCook);
  removeUser.mockImplementation(() => {
    setSession(anonymousSession);
    return Promise.resolve();
  });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The screen at /data-management behind the sign-in guard, in a router with a home page to land on. */
function renderPage(props: Partial<DataManagementPageProps> = {}) {
  const all: DataManagementPageProps = {
    recipes: [pancakes, soup],
    loadFailed: false,
    onRetry: () => undefined,
    deleteRecipe: () => Promise.resolve(),
    ...props,
  };
  const router = createMemoryRouter(
    [
      { element: <SignInGuard />, children: [{ path: '/data-management', element: <DataManagementPage {...all} /> }] },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: ['/data-management'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignedInUntilForgotten>
        <ConfirmProvider>
          <RouterProvider router={router} />
          <Toaster />
        </ConfirmProvider>
      </SignedInUntilForgotten>
    </QueryClientProvider>,
  );
  return { router, props: all };
}

const exportButton = () => screen.getByRole('button', { name: 'Export Data' });
const deleteAllButton = () => screen.getByRole('button', { name: 'Delete All Data' });

/** The dialog asking this question (it loads lazily on first open). */
const dialogAsking = async (question: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  return dialog;
};

beforeEach(() => {
  removeUser.mockReset();
});

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataManagementPage: what it shows', () => {
  it('lists each saved recipe with its name, description, tags, saved date and a Delete', () => {
    renderPage();
    const row = screen.getByRole('heading', { name: 'Pancakes' }).closest('li');
    if (!row) throw new Error('no row for Pancakes');
    expect(within(row).getByText('Fluffy.')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: 'Tags' })).toHaveTextContent('breakfastsweet');
    expect(within(row).getByText(/^Saved /)).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(within(row).getByRole('button', { name: 'Delete Pancakes' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Minestrone' })).toHaveAttribute('href', '/recipes/r2');
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
  });

  it('with saved recipes, Export Data and Delete All Data can be used and give no reason not to', () => {
    renderPage();
    expect(exportButton()).toBeEnabled();
    expect(deleteAllButton()).toBeEnabled();
    expect(exportButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/Save a recipe first/)).toBeNull();
  });

  it('without saved recipes, shows the empty text and greys out both actions, saying why', () => {
    renderPage({ recipes: [] });
    expect(screen.getByRole('heading', { name: "You haven't saved any recipes yet." })).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
    expect(deleteAllButton()).toBeDisabled();
    expect(exportButton()).toHaveAccessibleDescription('Save a recipe first: until then there is nothing to export or delete.');
    expect(deleteAllButton()).toHaveAccessibleDescription('Save a recipe first: until then there is nothing to export or delete.');
  });

  it('while the recipes load, says so and keeps both actions waiting', () => {
    renderPage({ recipes: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your recipes...');
    expect(exportButton()).toBeDisabled();
    expect(deleteAllButton()).toBeDisabled();
  });

  it('when the recipes could not be loaded, says so and offers to try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderPage({ recipes: undefined, loadFailed: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your recipes. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('DataManagementPage: deleting one recipe', () => {
  it('asks first, and deletes nothing when the answer is Cancel', async () => {
    const user = userEvent.setup();
    const deleteRecipe = vi.fn(() => Promise.resolve());
    renderPage({ deleteRecipe });
    await user.click(screen.getByRole('button', { name: 'Delete Pancakes' }));
    const dialog = await dialogAsking('Are you sure you want to delete this recipe?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(deleteRecipe).not.toHaveBeenCalled();
  });

  it('deletes the recipe once confirmed, busy until the server answers', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const deleteRecipe = vi.fn(() => new Promise<void>((resolve) => { answer = resolve; }));
    renderPage({ deleteRecipe });
    await user.click(screen.getByRole('button', { name: 'Delete Pancakes' }));
    await user.click(within(await dialogAsking('Are you sure you want to delete this recipe?')).getByRole('button', { name: 'Delete' }));
    expect(deleteRecipe).toHaveBeenCalledWith(pancakes);
    const busy = screen.getByText('Deleting...').closest('button');
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => { answer(); });
    expect(await screen.findByText('“Pancakes” deleted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Pancakes' })).toBeEnabled();
  });

  it("shows the spec's alert when the server refuses", async () => {
    const user = userEvent.setup();
    renderPage({ deleteRecipe: () => Promise.reject(new Error('down')) });
    await user.click(screen.getByRole('button', { name: 'Delete Minestrone' }));
    await user.click(within(await dialogAsking('Are you sure you want to delete this recipe?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete recipe. Please try again.')).toBeInTheDocument();
  });
});

describe('DataManagementPage: deleting all data', () => {
  it('asks twice, in order, before it erases anything; then signs out here and lands home with the message', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(json({ deleted: true })));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage();

    await user.click(deleteAllButton());
    const first = await dialogAsking('Are you sure you want to delete ALL your data? This cannot be undone.');
    await user.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await dialogAsking('This will permanently erase all your saved recipes. Proceed?');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(second).getByRole('button', { name: 'Erase Everything' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith('/api/user-data/delete-all', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('All your data has been deleted.')).toBeInTheDocument();
    await waitFor(() => { expect(removeUser).toHaveBeenCalledOnce(); });
    // Signed out on the home page, not sent on to sign in by the guard of the screen it left.
    await act(() => Promise.resolve());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('erases nothing when the first question is answered Keep My Data', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(json({ deleted: true })));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('ALL your data')).getByRole('button', { name: 'Keep My Data' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('erases nothing when the second question is answered Keep My Data', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(json({ deleted: true })));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderPage();
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('ALL your data')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await dialogAsking('permanently erase')).getByRole('button', { name: 'Keep My Data' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/data-management');
    expect(removeUser).not.toHaveBeenCalled();
  });

  it("stays, signed in, with the spec's alert when the server refuses; the button is busy meanwhile", async () => {
    const user = userEvent.setup();
    let refuse = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => { refuse = () => { resolve(failure()); }; })));
    const { router } = renderPage();
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('ALL your data')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await dialogAsking('permanently erase')).getByRole('button', { name: 'Erase Everything' }));
    const busy = (await screen.findByText('Deleting...')).closest('button');
    expect(busy).toBeDisabled();
    expect(exportButton()).toBeDisabled();
    act(() => { refuse(); });
    expect(await screen.findByText('Failed to delete all data. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-management');
    expect(removeUser).not.toHaveBeenCalled();
    expect(deleteAllButton()).toBeEnabled();
  });
});

describe('DataManagementPage: export', () => {
  /** Catches the download the page starts: the file name and the saved text. */
  function catchDownloads() {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: a subclass of URL that has them stands in for the test.
    class UrlWithObjects extends URL {
      static override createObjectURL(blob: Blob) {
        const url = `blob:test/${String(blobs.size)}`;
        blobs.set(url, blob);
        return url;
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal('URL', UrlWithObjects);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
    return saved;
  }

  const document = { format: 'sous-export', version: 1, exportedAt: '2026-11-21T23:30:00.000Z', userId: 'u1', sections: { recipes: [{ name: 'Pancakes' }] } };

  it('downloads the server’s document as sous-export-<date>.json, busy until it arrives', async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    let send = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => { send = () => { resolve(json(document)); }; }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await user.click(exportButton());
    expect(fetchMock).toHaveBeenCalledWith('/api/user-data/export', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByText('Exporting...').closest('button')).toBeDisabled();
    expect(deleteAllButton()).toBeDisabled();
    act(() => { send(); });
    expect(await screen.findByText('Your data was saved as sous-export-2026-11-21.json.')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['sous-export-2026-11-21.json']);
    const [file] = saved;
    expect(JSON.parse(await (file?.blob.text() ?? Promise.resolve('null')))).toEqual(document);
    expect(exportButton()).toBeEnabled();
  });

  it("shows the spec's alert and saves nothing when the export fails", async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(failure())));
    renderPage();
    await user.click(exportButton());
    expect(await screen.findByText('Failed to export data. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
