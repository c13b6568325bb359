import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/Toast';
import { ImportReviewPage } from '../../features/recipe-import/pages/ImportReviewPage';
import { anImport, anImportedRecipe, failure, json, renderAt, stubApi, type ApiCall } from '../../features/recipe-import/testing';
import { aRecipe } from '../../test/fixtures';
import { Component as ImportReviewRoute } from './ImportReviewRoute';
import { Component as ImportTiktokReviewRoute } from './ImportTiktokReviewRoute';
import { Component as SavedRecipesRoute } from './SavedRecipesRoute';
import { importReviewEditors } from './import-review-editors';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.unstubAllGlobals();
});

/** /import/review/{id} with the API answering `answer` (404 for anything it leaves out). */
function review(id: string, answer: (call: ApiCall) => Response | undefined) {
  const calls = stubApi((call) => answer(call) ?? failure(404, 'Import not found', 'NOT_FOUND'));
  return { ...renderAt(<ImportReviewRoute />, `/import/review/${id}`, { path: '/import/review/:importId' }), calls };
}

const complete = (overrides: Parameters<typeof anImport>[0] = {}) => anImport({ status: 'COMPLETE', recipeData: anImportedRecipe(), ...overrides });

describe('/import/review/{importId}: what cannot be reviewed', () => {
  it.each([
    ['a processing import', json(anImport({ statusMessage: 'Reading page 1 of 2' })), 'Import is not complete: Reading page 1 of 2'],
    ['an import without words', json(anImport({ status: 'FAILED' })), 'Import is not complete: Still processing'],
    ['a complete import without a recipe', json(anImport({ status: 'COMPLETE' })), 'No recipe data was found in the import'],
    ['a failed load', failure(500, 'Something went wrong'), 'Failed to load recipe data: Something went wrong'],
    ['an import that is not there', failure(404, 'Import not found', 'NOT_FOUND'), 'Failed to load recipe data: Import not found'],
  ])("shows the spec's error for %s, with Try Another Import", async (_, answer, text) => {
    review('imp-1', (call) => (call.path === '/recipe-import/status/imp-1' ? answer : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Try Another Import' })).toHaveAttribute('href', '/import');
    expect(screen.queryByRole('button', { name: 'Save Recipe' })).toBeNull();
  });

  it("says 'No import ID provided' without one", async () => {
    const calls = stubApi(() => json({}));
    renderAt(<ImportReviewPage editors={importReviewEditors} />, '/import/review');
    expect(await screen.findByRole('alert')).toHaveTextContent('No import ID provided');
    expect(calls).toEqual([]);
  });
});

describe('/import/review/{importId}: the editor', () => {
  it("fills in 'Imported Recipe' and the servings default, and normalises the ingredient lines", async () => {
    review('imp-1', (call) =>
      call.path === '/recipe-import/status/imp-1'
        ? json({
            ...complete(),
            recipeData: { ...anImportedRecipe({ name: '  ', servings: 0 }), ingredients: ['2 cups flour', { amount: 1, units: 'tsp', item: 'salt' }, 'a pinch of nutmeg'] },
          })
        : undefined,
    );
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Imported Recipe');
    expect(screen.getByLabelText(/^Servings/)).toHaveValue('1');
    const ingredients = within(screen.getByRole('group', { name: 'Ingredients' }));
    expect(ingredients.getAllByLabelText(/^Amount/).map((input) => (input as HTMLInputElement).value)).toEqual(['2', '1', '']);
    expect(ingredients.getAllByLabelText(/^Unit/).map((input) => (input as HTMLInputElement).value)).toEqual(['cups', 'tsp', '']);
    expect(ingredients.getAllByLabelText(/^Ingredient/).map((input) => (input as HTMLInputElement).value)).toEqual(['flour', 'salt', 'a pinch of nutmeg']);
  });

  it('saves the corrected recipe and goes to /saved-recipes in place of the review, with the success message', async () => {
    const user = userEvent.setup();
    const { calls, router } = review('imp-1', (call) => {
      if (call.path === '/recipe-import/status/imp-1') return json(complete({ type: 'web', url: 'https://www.example.com/banana-bread' }));
      if (call.method === 'POST' && call.path === '/recipe-import/imp-1/recipe') return json(aRecipe({ id: 'r5', name: 'Banana Bread', importId: 'imp-1', source: 'web' }), 201);
      return undefined;
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue("Grandma's Banana Bread");
    expect(screen.getByRole('complementary', { name: 'Imported from' })).toHaveTextContent('Web page');
    expect(screen.getByRole('link', { name: /https:\/\/www\.example\.com\/banana-bread/ })).toHaveAttribute('target', '_blank');

    await user.clear(name);
    await user.type(name, 'Banana Bread');
    await user.clear(screen.getByLabelText(/^Tags/));
    await user.type(screen.getByLabelText(/^Tags/), 'baking, snack');
    const ingredients = within(screen.getByRole('group', { name: 'Ingredients' }));
    await user.click(ingredients.getByRole('button', { name: 'Move ingredient 2 up' }));
    await user.click(ingredients.getByRole('button', { name: 'Add ingredient' }));
    await user.type(ingredients.getAllByLabelText(/^Ingredient/)[2] as HTMLElement, 'walnuts');
    await user.click(within(screen.getByRole('group', { name: 'Instructions' })).getByRole('button', { name: 'Remove step 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));

    await waitFor(() => { expect(router.state.location.pathname).toBe('/saved-recipes'); });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ message: '“Banana Bread” was imported and saved to your recipes.', success: true });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Banana Bread',
      description: 'Moist and sweet.',
      cuisine: '',
      tags: ['baking', 'snack'],
      prepTime: '15 minutes',
      cookTime: '1 hour',
      servings: 8,
      ingredients: [
        { quantity: '1/3', unit: 'cup', name: 'melted butter' },
        { quantity: '3', unit: '', name: 'ripe bananas' },
        { quantity: '', unit: '', name: 'walnuts' },
      ],
      instructions: ['Mash the bananas and stir in the butter.'],
    });
  });

  it('asks for what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = review('imp-1', (call) => (call.path === '/recipe-import/status/imp-1' ? json(complete()) : undefined));
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.clear(screen.getByLabelText(/^Servings/));
    await user.type(screen.getByLabelText(/^Servings/), '0');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Servings/)).toHaveAccessibleDescription('Servings must be a number from 1 to 100');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("says 'Failed to save recipe: ...' when the save fails, and stays", async () => {
    const user = userEvent.setup();
    const { router } = review('imp-1', (call) => {
      if (call.path === '/recipe-import/status/imp-1') return json(complete());
      if (call.method === 'POST') return failure(500, 'Something went wrong');
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Failed to save recipe: Something went wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/import/review/imp-1');
  });

  it("shows a TikTok import's video: its title, author and a link to it", async () => {
    review('imp-7', (call) =>
      call.path === '/recipe-import/status/imp-7'
        ? json(
            complete({
              importId: 'imp-7',
              type: 'tiktok',
              videoId: '7311',
              username: 'chef.lin',
              url: 'https://www.tiktok.com/@chef.lin/video/7311',
              recipeData: anImportedRecipe({ tiktokVideo: { videoId: '7311', title: 'Weeknight dal in 10 minutes' } }),
            }),
          )
        : undefined,
    );
    const source = within(await screen.findByRole('complementary', { name: 'Imported from' }));
    expect(source.getByText('Weeknight dal in 10 minutes')).toBeInTheDocument();
    expect(source.getByText('by @chef.lin')).toBeInTheDocument();
    expect(source.getByRole('link', { name: /Open the video on TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@chef.lin/video/7311');
  });
});

describe('/import/tiktok/review/{videoId}', () => {
  const renderVideo = (answer: (call: ApiCall) => Response | undefined) => {
    stubApi((call) => answer(call) ?? failure(404, 'Import not found', 'NOT_FOUND'));
    return renderAt(<ImportTiktokReviewRoute />, '/import/tiktok/review/7311', { path: '/import/tiktok/review/:videoId' });
  };

  it("goes to /import/tiktok with 'No TikTok video data found' when there is no such video", async () => {
    const { router } = renderVideo(() => undefined);
    await waitFor(() => { expect(router.state.location.pathname).toBe('/import/tiktok'); });
    expect(await screen.findByText('No TikTok video data found')).toBeInTheDocument();
  });

  it('shows the editor with the video by its id', async () => {
    renderVideo((call) =>
      call.path === '/recipe-import/status?videoId=7311'
        ? json(complete({ type: 'tiktok', videoId: '7311', username: 'chef.lin', recipeData: anImportedRecipe({ name: 'Dal', tiktokVideo: { videoId: '7311', title: 'Dal!' } }) }))
        : undefined,
    );
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Dal');
    expect(screen.getByText('by @chef.lin')).toBeInTheDocument();
  });
});

describe('/saved-recipes after an import', () => {
  it('shows the message it arrives with, once', async () => {
    const user = userEvent.setup();
    stubApi((call) => (call.path === '/recipes' ? json([aRecipe({ name: 'Banana Bread' })]) : failure(404, 'Not found', 'NOT_FOUND')));
    const { router } = renderAt(<SavedRecipesRoute />, '/saved-recipes', {
      state: { message: '“Banana Bread” was imported and saved to your recipes.', success: true },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('“Banana Bread” was imported and saved to your recipes.');
    await waitFor(() => { expect(router.state.location.state).toBeNull(); });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('“Banana Bread” was imported and saved to your recipes.')).toBeNull();
  });
});
