import type { Recipe } from '@sous/contract/recipe-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../../components/ui/ConfirmDialog';
import { notify, Toaster } from '../../../components/ui/Toast';
import { SessionContext } from '../../../lib/session/session';
import { EditRecipeForm } from './EditRecipeForm';
import { aRecipe, signedInCook } from '../../../test/fixtures';

const recipe = aRecipe({
  ingredients: [
    { quantity: '1 1/2', unit: 'cups', name: 'flour' },
    { quantity: '2', unit: '', name: 'eggs' },
  ],
});

/** The form, with every PUT answered by echoing its body onto the recipe. */
function renderForm(onDone = vi.fn()) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Partial<Recipe>;
      sent.push(body);
      return Promise.resolve(new Response(JSON.stringify({ ...recipe, ...body }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={signedInCook}>
        <ConfirmProvider>
          <EditRecipeForm recipe={recipe} onDone={onDone} />
        </ConfirmProvider>
        <Toaster />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { sent, onDone };
}

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true }).value;

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
  vi.unstubAllGlobals();
});

describe('EditRecipeForm', () => {
  it('edits, adds, moves and removes ingredients and steps, and saves them all with a toast', async () => {
    const user = userEvent.setup();
    const { sent, onDone } = renderForm();
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Thin and lacy.');
    await user.clear(screen.getByLabelText('Cook time'));
    await user.type(screen.getByLabelText('Cook time'), '20 minutes');

    await user.clear(screen.getByLabelText('Amount of ingredient 2'));
    await user.type(screen.getByLabelText('Amount of ingredient 2'), '3');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    // The new line's amount takes the focus, ready to type.
    expect(screen.getByLabelText('Amount of ingredient 3')).toHaveFocus();
    await user.keyboard('1');
    await user.type(screen.getByLabelText('Unit of ingredient 3'), 'cup');
    await user.type(screen.getByLabelText('Ingredient 3', { exact: true }), 'milk');
    await user.click(screen.getByRole('button', { name: 'Move ingredient 3 up' }));
    expect(screen.getByRole('button', { name: 'Move ingredient 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));

    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByLabelText('Step 3')).toHaveFocus();
    await user.keyboard('Serve with syrup.');
    await user.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    expect(screen.getByRole('button', { name: 'Move step 2 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => { expect(onDone).toHaveBeenCalled(); });
    expect(sent).toEqual([
      {
        name: 'Pancakes',
        description: 'Thin and lacy.',
        servings: 4,
        prepTime: '10 minutes',
        cookTime: '20 minutes',
        tags: ['breakfast'],
        ingredients: [
          { quantity: '1', unit: 'cup', name: 'milk' },
          { quantity: '3', unit: '', name: 'eggs' },
        ],
        instructions: ['Fry.', 'Whisk.', 'Serve with syrup.'],
      },
    ]);
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
  });

  it('offers to rescale when the servings change, shows the new amounts, and can keep the old ones', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '8');
    const offer = screen.getByRole('checkbox', { name: 'Rescale amounts to 8 servings' });
    expect(offer).toBeChecked();
    expect(value('Amount of ingredient 1')).toBe('3');
    expect(value('Unit of ingredient 1')).toBe('cups');
    expect(value('Amount of ingredient 2')).toBe('4');

    await user.click(offer);
    expect(value('Amount of ingredient 1')).toBe('1 1/2');
    await user.click(offer);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => { expect(sent).toHaveLength(1); });
    expect(sent[0]).toMatchObject({
      servings: 8,
      ingredients: [
        { quantity: '3', unit: 'cups', name: 'flour' },
        { quantity: '4', unit: '', name: 'eggs' },
      ],
    });
  });

  it('refuses a line with an amount but no name, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.clear(screen.getByLabelText('Ingredient 2', { exact: true }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name the ingredient, or clear its amount and unit')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingredient 2', { exact: true })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('asks before throwing away changes on Cancel, and not when nothing changed', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Step 1'), ' Gently.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => { expect(dialog).not.toBeInTheDocument(); });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Step 1').value).toBe('Whisk. Gently.');
  });
});
