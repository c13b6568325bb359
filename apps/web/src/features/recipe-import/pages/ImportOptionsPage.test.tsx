import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { anImport, anImportedRecipe, failure, json, renderAt, stubApi, type ApiCall } from '../testing';
import { checkWebAddress, ImportOptionsPage } from './ImportOptionsPage';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const page = (answer: (call: ApiCall) => Response | undefined = () => undefined) => {
  const calls = stubApi((call) => answer(call) ?? (call.path.startsWith('/recipe-import?') ? json({ imports: [] }) : failure(404, 'Not found', 'NOT_FOUND')));
  return { ...renderAt(<ImportOptionsPage />, '/import'), calls };
};

describe('/import: the options', () => {
  it("offers the live imports and says '{label} will be available soon!' for the rest", async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Import a Recipe' })).toBeInTheDocument();
    const live = within(screen.getByRole('list', { name: 'Ways to import' }));
    expect(live.getByRole('link', { name: /Photo of Recipe Card/ })).toHaveAttribute('href', '/import/photo-card');
    expect(live.getByRole('link', { name: /TikTok Video/ })).toHaveAttribute('href', '/import/tiktok');
    expect(live.getByRole('button', { name: /Web page/ })).toBeInTheDocument();
    expect(live.getByRole('button', { name: /Paste recipe text/ })).toBeInTheDocument();

    const later = within(screen.getByRole('list', { name: 'Coming soon' }));
    expect(later.getAllByRole('button')).toHaveLength(3);
    for (const label of ['Photo of finished dish', 'YouTube video', 'Upload file']) {
      const card = later.getByRole('button', { name: new RegExp(label) });
      expect(card).toHaveTextContent('Coming Soon');
      await user.click(card);
      expect(await screen.findByText(`${label} will be available soon!`)).toBeInTheDocument();
    }
  });

  it('lists recent imports with a way on from each: review, the saved recipe, or try again', async () => {
    page((call) =>
      call.path === '/recipe-import?limit=10'
        ? json({
            imports: [
              anImport({ importId: 'a', status: 'COMPLETE', recipeData: anImportedRecipe({ name: 'Banana Bread' }) }),
              anImport({ importId: 'b', status: 'COMPLETE', recipeId: 'r9', recipeData: anImportedRecipe({ name: 'Dal' }), type: 'tiktok' }),
              anImport({ importId: 'c', status: 'FAILED', statusMessage: 'We could not load this page. Check the address, or paste the recipe text instead.', type: 'web', url: 'https://www.example.com/x' }),
              anImport({ importId: 'd', status: 'PROCESSING', statusMessage: 'Reading page 1 of 2' }),
            ],
          })
        : undefined,
    );
    const recent = within(await screen.findByRole('region', { name: 'Recent imports' }));
    expect(await recent.findByRole('link', { name: 'Review: Banana Bread' })).toHaveAttribute('href', '/import/review/a');
    expect(recent.getByRole('link', { name: 'Open recipe: Dal' })).toHaveAttribute('href', '/recipes/r9');
    expect(recent.getByText('We could not load this page. Check the address, or paste the recipe text instead.')).toBeInTheDocument();
    expect(recent.getByText('Reading page 1 of 2')).toBeInTheDocument();
    expect(recent.getByText('Saved')).toBeInTheDocument();
    expect(recent.getByText('Ready to review')).toBeInTheDocument();

    // A failed web import opens its form again.
    await userEvent.setup().click(recent.getByRole('button', { name: 'Try Again: example.com' }));
    expect(await screen.findByRole('dialog', { name: 'Import from a web page' })).toBeInTheDocument();
  });

  it('says when there is nothing imported yet', async () => {
    page();
    expect(await screen.findByText('Nothing imported yet. Your imports will show here.')).toBeInTheDocument();
  });
});

describe('/import: pasted text', () => {
  it('asks for the text, sends it, follows the import and opens its review', async () => {
    const user = userEvent.setup();
    const { calls, router } = page((call) => {
      if (call.path === '/recipe-import/text') return json(anImport({ importId: 'imp-t', type: 'text', status: 'COMPLETE', recipeData: anImportedRecipe() }), 201);
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: /Paste recipe text/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paste recipe text' }));
    await user.click(dialog.getByRole('button', { name: 'Read Recipe' }));
    expect(dialog.getByLabelText(/^Recipe text/)).toHaveAccessibleDescription(/Please paste the recipe text/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText(/^Recipe text/), 'Banana Bread{enter}3 bananas{enter}Mash them.');
    await user.click(dialog.getByRole('button', { name: 'Read Recipe' }));
    await waitFor(() => { expect(router.state.location.pathname).toBe('/import/review/imp-t'); });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'Banana Bread\n3 bananas\nMash them.' });
    expect(calls.filter((call) => call.path.startsWith('/recipe-import/status'))).toEqual([]);
  });

  it("shows a FAILED import's words with the text kept", async () => {
    const user = userEvent.setup();
    page((call) => {
      if (call.path === '/recipe-import/text')
        return json(anImport({ importId: 'imp-t', type: 'text', status: 'FAILED', statusMessage: 'We could not find a recipe in this text. Check that it lists ingredients and steps.' }), 201);
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: /Paste recipe text/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paste recipe text' }));
    await user.type(dialog.getByLabelText(/^Recipe text/), 'hello');
    await user.click(dialog.getByRole('button', { name: 'Read Recipe' }));
    expect(await dialog.findByText('We could not find a recipe in this text. Check that it lists ingredients and steps.')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Recipe text/)).toHaveValue('hello');
  });
});

describe('/import: a web page', () => {
  it('checks the address', () => {
    expect(checkWebAddress(' ')).toBe('Please enter the address of a recipe page');
    expect(checkWebAddress('banana bread')).toBe('Please enter a valid web address (https://…)');
    expect(checkWebAddress('ftp://example.com/x')).toBe('Please enter a valid web address (https://…)');
    expect(checkWebAddress('https://example.com/best-banana-bread')).toBeNull();
  });

  it("sends the address, shows the progress and opens the review 2 s after it is read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { calls, router } = page((call) => {
      if (call.path === '/recipe-import/web') return json({ importId: 'imp-w' }, 202);
      if (call.path === '/recipe-import/status/imp-w') return json(anImport({ importId: 'imp-w', type: 'web', status: 'COMPLETE', recipeData: anImportedRecipe() }));
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: /Web page/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import from a web page' }));
    await user.type(dialog.getByLabelText(/^Recipe page address/), ' https://example.com/banana-bread ');
    await user.click(dialog.getByRole('button', { name: 'Import Recipe' }));
    expect(await dialog.findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuetext', 'Opening: 25%');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ url: 'https://example.com/banana-bread', attestRights: true });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await dialog.findByText('Recipe imported. Opening the review...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => { expect(router.state.location.pathname).toBe('/import/review/imp-w'); });
  });

  it("shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    page((call) => (call.path === '/recipe-import/web' ? failure(400, 'Please enter a valid web address (https://…)', 'VALIDATION') : undefined));
    await user.click(screen.getByRole('button', { name: /Web page/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import from a web page' }));
    await user.type(dialog.getByLabelText(/^Recipe page address/), 'http://10.0.0.1.example/x');
    await user.click(dialog.getByRole('button', { name: 'Import Recipe' }));
    await waitFor(() => { expect(dialog.getByLabelText(/^Recipe page address/)).toHaveAccessibleDescription(/Please enter a valid web address/); });
  });
});
