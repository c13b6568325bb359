import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/ui/Toast';
import { aPublicRecipe, json, renderRoutes, stubApi, type ApiCall } from '../../features/public-recipes/testing';
import { anonymousSession, type Session } from '../../lib/session/session';
import { aRecipe, signedInCook } from '../../test/fixtures';
import { Component as RecipeRoute } from './RecipeRoute';

afterEach(() => {
  act(() => { notify.dismiss(); });
  vi.unstubAllGlobals();
});

const notFound = () => json({ code: 'NOT_FOUND', message: 'Recipe not found' }, 404);

/** /recipes/{id} for `session`, the API answering `answer` (404 for anything it leaves out). */
function renderRecipe(id: string, session: Session, answer: (call: ApiCall) => Response | undefined) {
  const calls = stubApi((call) => answer(call) ?? notFound());
  const router = renderRoutes(
    [
      { path: '/recipes/:recipeId', Component: RecipeRoute },
      { path: '/', element: <h1>Home</h1> },
    ],
    `/recipes/${id}`,
    session,
  );
  return { calls, router };
}

const sharedDal = aPublicRecipe({ publicRecipeId: 'pub-1' });
const publicOnly = (call: ApiCall) => (call.method === 'GET' && call.path === '/recipes/public/pub-1' ? json(sharedDal) : undefined);

describe('/recipes/{id}', () => {
  it("shows a signed-in cook their own recipe with Share and its Media, without asking the public call", async () => {
    const { calls } = renderRecipe('r1', signedInCook, (call) => {
      if (call.path === '/recipes/r1') return json(aRecipe());
      return call.path === '/recipes/r1/images' ? json({ images: [], featuredImageId: null }) : undefined;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/recipes/r1', '/recipes/r1/images']);
  });

  it('falls back to the public recipe when the private call answers 404, and saves a copy', async () => {
    const user = userEvent.setup();
    const { calls } = renderRecipe('pub-1', signedInCook, (call) => {
      if (call.method === 'POST' && call.path === '/recipes/public/pub-1/save') return json(aRecipe({ id: 'copy-1', name: 'Dal Tadka' }));
      return publicOnly(call);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dal Tadka' })).toBeInTheDocument();
    expect(screen.getByText('Shared by saucy_basil')).toBeInTheDocument();
    expect(calls.slice(0, 2).map((call) => call.path)).toEqual(['/recipes/pub-1', '/recipes/public/pub-1']);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save to My Recipes' }));
    const saved = await screen.findByRole('status', { name: '' });
    expect(saved).toHaveTextContent('A copy of this recipe is now in your collection.');
    expect(within(saved).getByRole('link', { name: 'Open your copy' })).toHaveAttribute('href', '/recipes/copy-1');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/recipes/public/pub-1/save']);
    // The 404 the view stands on is not asked again: the view and its banner stay.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.path === '/recipes/pub-1')).toHaveLength(1);
    expect(screen.getByText('A copy of this recipe is now in your collection.')).toBeInTheDocument();
  });

  it('says so when saving the copy fails', async () => {
    const user = userEvent.setup();
    renderRecipe('pub-1', signedInCook, (call) => (call.method === 'POST' ? json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500) : publicOnly(call)));
    await user.click(await screen.findByRole('button', { name: 'Save to My Recipes' }));
    expect(await screen.findByText('Failed to save recipe. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to My Recipes' })).toBeInTheDocument();
  });

  it('shows visitors the shared recipe from the public call and asks them to sign in to save it', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn();
    const { calls } = renderRecipe('pub-1', { ...anonymousSession, signIn }, publicOnly);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dal Tadka' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Community Media' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/recipes/public/pub-1', '/recipes/pub-1/images']);

    await user.click(screen.getByRole('button', { name: 'Save to My Recipes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign in Required' });
    expect(dialog).toHaveTextContent('You need to sign in to save this recipe. Would you like to sign in now?');
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    expect(signIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save to My Recipes' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign in Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('/recipes/pub-1');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('answers that the recipe is gone when both calls fail, with a way home', async () => {
    renderRecipe('gone-1', signedInCook, () => undefined);
    expect(await screen.findByRole('heading', { name: 'This recipe is no longer available or has been removed.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('answers the same to a visitor when the public call fails', async () => {
    renderRecipe('pub-1', anonymousSession, () => json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500));
    expect(await screen.findByText('This recipe is no longer available or has been removed.')).toBeInTheDocument();
  });

  it('shows markup in a shared recipe as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    renderRecipe('pub-1', anonymousSession, (call) => (call.path === '/recipes/public/pub-1' ? json(aPublicRecipe({ publicRecipeId: 'pub-1', name: attack, description: attack })) : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: attack })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
