import type { Recipe } from '@sous/contract/recipe-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/Toast';
import { RecipePage } from './RecipePage';
import { aRecipe, signedInCook } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

const recipe = aRecipe({
  ingredients: [
    { quantity: '1 1/2', unit: 'cups', name: 'flour' },
    { quantity: '', unit: '', name: 'butter, for the pan' },
  ],
  instructions: ['Whisk the batter.', 'Fry in butter.', 'Serve warm.'],
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page at `url`, with the API keeping one recipe: PUT changes it, GET answers it (or `answer`). */
function renderPage(url: string, answer?: () => Response) {
  let stored = recipe;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      if (init.method === 'PUT') stored = { ...stored, ...(JSON.parse(init.body as string) as Partial<Recipe>) };
      return Promise.resolve(answer && init.method !== 'PUT' ? answer() : json(stored));
    }),
  );
  const { router } = renderWithProviders(
    [
      { path: '/recipes/:recipeId', element: <RecipePage recipeId="r1" notFound={<p>Page Not Found</p>} /> },
      { path: '/saved-recipes', element: <p>Saved list</p> },
    ],
    url,
    signedInCook,
  );
  return router;
}

/** A stand-in for the Screen Wake Lock API that records what was asked. */
function fakeWakeLock() {
  const log: string[] = [];
  const request = vi.fn((type: string) => {
    log.push(`request ${type}`);
    const sentinel = new EventTarget() as WakeLockSentinel;
    Object.assign(sentinel, {
      released: false,
      type,
      release: () => {
        log.push('release');
        Object.assign(sentinel, { released: true });
        sentinel.dispatchEvent(new Event('release'));
        return Promise.resolve();
      },
    });
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return log;
}

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('RecipePage', () => {
  it('shows name, times and servings first, then the ingredients and numbered steps', async () => {
    renderPage('/recipes/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.getByText('10 minutes')).toBeInTheDocument();
    expect(screen.getByText('15 minutes')).toBeInTheDocument();
    expect(screen.getByText('4 servings')).toBeInTheDocument();
    const ingredients = within(screen.getByRole('region', { name: 'Ingredients' })).getAllByRole('listitem');
    expect(ingredients.map((li) => li.textContent)).toEqual(['1 1/2 cups flour', 'butter, for the pan']);
    const steps = within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual(['1Step 1: Whisk the batter.', '2Step 2: Fry in butter.', '3Step 3: Serve warm.']);
    expect(screen.getByRole('link', { name: 'Your Saved Recipes' })).toHaveAttribute('href', '/saved-recipes');
  });

  it("shows the recipe's drawing when it has no photo", async () => {
    renderPage('/recipes/r1');
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('img')).toHaveAttribute('src', '/illustrations/pancakes.svg');
  });

  it('shows its featured photo, the large rendition, in the same place when it has one', async () => {
    const photos = { featuredImageId: 'p1', featuredImageUrl: '/media/recipes/r1/media/p1/large.webp', imageUrl: '/media/recipes/r1/media/p1/medium.webp' };
    renderPage('/recipes/r1', () => json({ ...recipe, ...photos }));
    await screen.findByRole('heading', { level: 1, name: 'Pancakes' });
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', photos.featuredImageUrl);
    expect(img).not.toHaveAttribute('data-illustration');
  });

  it("shows the 404 page for a recipe that is not the viewer's", async () => {
    renderPage('/recipes/r1', () => json({ code: 'NOT_FOUND', message: 'Recipe not found' }, 404));
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pancakes' })).toBeNull();
  });

  it('edits in place and shows the saved recipe', async () => {
    const user = userEvent.setup();
    renderPage('/recipes/r1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Step 3'));
    await user.type(screen.getByLabelText('Step 3'), 'Serve with lemon.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Serve with lemon\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Recipe' })).toBeNull();
  });

  it('cooks one step at a time with buttons and arrow keys, keeping the screen on until the cook leaves', async () => {
    const user = userEvent.setup();
    const log = fakeWakeLock();
    const router = renderPage('/recipes/r1');
    await user.click(await screen.findByRole('button', { name: 'Cook mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Pancakes' });
    expect(within(dialog).getByText('Step 1 of 3', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByText('Whisk the batter.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cook=1');
    await waitFor(() => { expect(log).toEqual(['request screen']); });
    expect(within(dialog).getByText('Screen stays on')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Fry in butter.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Serve warm.')).toBeInTheDocument();
    expect(within(dialog).getByText('Step 3 of 3', { selector: 'span' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cook=3');
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Fry in butter.')).toBeInTheDocument();

    // The ingredients are one tap away.
    expect(within(dialog).getByRole('complementary', { name: 'Ingredients' })).toHaveTextContent('1 1/2 cups flour');

    await user.click(within(dialog).getByRole('button', { name: 'Exit cook mode' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(log).toEqual(['request screen', 'release']);
    // Leaving went back in history, so Back does not reopen it.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('POP');
  });

  it('gives the lock back while the tab is hidden and asks again when it returns', async () => {
    const log = fakeWakeLock();
    renderPage('/recipes/r1?cook=2');
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Pancakes' });
    expect(within(dialog).getByText('Fry in butter.')).toBeInTheDocument();
    await waitFor(() => { expect(log).toEqual(['request screen']); });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(log).toEqual(['request screen', 'release']);
    visibility.mockReturnValue('visible');
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    await waitFor(() => { expect(log).toEqual(['request screen', 'release', 'request screen']); });
    visibility.mockRestore();
  });
});
