import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/ConfirmDialog';
import { notify, Toaster } from '../../../components/ui/Toast';
import { anonymousSession, SessionContext } from '../../../lib/session/session';
import { signedInCook } from '../../../test/fixtures';
import { AccountDataActions } from './AccountDataActions';

// The sign-in client the actions ask to forget the person once their account is erased.
const removeUser = vi.fn(() => Promise.resolve());
vi.mock('../../../lib/session/SessionProvider', () => ({ useUserManager: () => ({ removeUser }) }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const serverFailure = (message: string) => json({ code: 'INTERNAL_ERROR', message }, 500);

function SignedInUntilForgotten({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(signedInCook);
  removeUser.mockImplementation(() => {
    setSession(anonymousSession);
    return Promise.resolve();
  });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The actions as the profile shows them, at /profile, with a home page to land on. */
function renderOnProfile(savedRecipeCount: number | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <section aria-label="Account Data"><AccountDataActions savedRecipeCount={savedRecipeCount} /></section> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/profile'] },
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
  return { router };
}

const exportButton = () => screen.getByRole('button', { name: 'Export Data' });
const deleteAllButton = () => screen.getByRole('button', { name: 'Delete All Data' });
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

describe('AccountDataActions: export and delete all on the profile (spec 1 §2 Account Data)', () => {
  it('offers both actions under their own headings, below the section heading', () => {
    renderOnProfile(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Export your data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Delete all your data' })).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
    expect(deleteAllButton()).toBeEnabled();
  });

  it('greys out both without a saved recipe, saying why', () => {
    renderOnProfile(0);
    expect(exportButton()).toBeDisabled();
    expect(deleteAllButton()).toHaveAccessibleDescription('Save a recipe first: until then there is nothing to export or delete.');
  });

  it('waits while the saved recipes are counted', () => {
    renderOnProfile(undefined);
    expect(exportButton()).toBeDisabled();
    expect(deleteAllButton()).toBeDisabled();
  });

  it('downloads the export as sous-export-<date>.json', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:test/0';
      static override revokeObjectURL = () => undefined;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const document = { format: 'sous-export', version: 1, exportedAt: '2026-11-21T10:00:00.000Z', userId: 'u1', sections: {} };
    const fetchMock = vi.fn(() => Promise.resolve(json(document)));
    vi.stubGlobal('fetch', fetchMock);
    renderOnProfile(2);
    await user.click(exportButton());
    expect(await screen.findByText('Your data was saved as sous-export-2026-11-21.json.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user-data/export', expect.objectContaining({ method: 'GET' }));
    expect(clicked).toHaveBeenCalledOnce();
  });

  it("shows the spec's alert when the export fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(serverFailure('Failed to export data'))));
    renderOnProfile(2);
    await user.click(exportButton());
    expect(await screen.findByText('Failed to export data. Please try again.')).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });

  it('deletes everything after both questions, then signs out here and lands home with the message', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(json({ deleted: true })));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderOnProfile(2);
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('Are you sure you want to delete ALL your data? This cannot be undone.')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await dialogAsking('This will permanently erase all your saved recipes. Proceed?')).getByRole('button', { name: 'Erase Everything' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user-data/delete-all', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('All your data has been deleted.')).toBeInTheDocument();
    await waitFor(() => { expect(removeUser).toHaveBeenCalledOnce(); });
    expect(router.state.location.pathname).toBe('/');
  });

  it('erases nothing when a question is answered Keep My Data', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(() => Promise.resolve(json({ deleted: true })));
    vi.stubGlobal('fetch', fetchMock);
    renderOnProfile(2);
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('ALL your data')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await dialogAsking('permanently erase')).getByRole('button', { name: 'Keep My Data' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stays on the profile, signed in, with the spec's alert when delete-all fails", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(serverFailure('Failed to delete data'))));
    const { router } = renderOnProfile(2);
    await user.click(deleteAllButton());
    await user.click(within(await dialogAsking('ALL your data')).getByRole('button', { name: 'Continue' }));
    await user.click(within(await dialogAsking('permanently erase')).getByRole('button', { name: 'Erase Everything' }));
    expect(await screen.findByText('Failed to delete all data. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(removeUser).not.toHaveBeenCalled();
    expect(deleteAllButton()).toBeEnabled();
  });
});
