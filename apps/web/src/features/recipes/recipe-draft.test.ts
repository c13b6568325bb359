import { describe, expect, it } from 'vitest';
import { draftFrom, emptyIngredient, emptyStep, moveItem, readDraft, shownIngredients, withIngredients, type RecipeDraft } from './recipe-draft';
import { aRecipe } from '../../test/fixtures';

const recipe = aRecipe({
  ingredients: [
    { quantity: '1 1/2', unit: 'cups', name: 'flour' },
    { quantity: '2', unit: '', name: 'eggs' },
    { quantity: '', unit: '', name: 'butter, for the pan' },
  ],
});

const amounts = (draft: RecipeDraft) => shownIngredients(draft).map((row) => [row.quantity, row.unit, row.name].filter(Boolean).join(' '));

describe('the edit draft', () => {
  it('shows the amounts rescaled when the servings change, and as written when the cook says no', () => {
    const draft = { ...draftFrom(recipe), servings: '8' };
    expect(amounts(draft)).toEqual(['3 cups flour', '4 eggs', 'butter, for the pan']);
    expect(amounts({ ...draft, rescale: false })).toEqual(['1 1/2 cups flour', '2 eggs', 'butter, for the pan']);
    // Half-typed servings leave the amounts alone.
    expect(amounts({ ...draft, servings: '' })).toEqual(['1 1/2 cups flour', '2 eggs', 'butter, for the pan']);
  });

  it('scales from the amounts as typed, never from an already scaled copy', () => {
    const draft = draftFrom(recipe);
    expect(amounts({ ...draft, servings: '2' })).toEqual(['3/4 cup flour', '1 egg', 'butter, for the pan']);
    expect(amounts({ ...draft, servings: '8' })[0]).toBe('3 cups flour');
  });

  it('takes an edit made to rescaled amounts as written for the servings shown', () => {
    const draft = { ...draftFrom(recipe), servings: '8' };
    const rows = shownIngredients(draft).map((row, i) => (i === 1 ? { ...row, quantity: '5' } : row));
    const edited = withIngredients(draft, rows);
    expect(edited.baseServings).toBe(8);
    expect(amounts(edited)).toEqual(['3 cups flour', '5 eggs', 'butter, for the pan']);
    expect(readDraft(edited).changes).toMatchObject({ servings: 8, ingredients: [{ quantity: '3' }, { quantity: '5' }, { name: 'butter, for the pan' }] });
  });

  it('sends every field, trimmed, dropping empty lines and steps', () => {
    const draft: RecipeDraft = {
      ...draftFrom(recipe),
      name: '  Sunday Pancakes ',
      tags: 'brunch, , sweet',
      ingredients: [...draftFrom(recipe).ingredients, emptyIngredient()],
      steps: [{ key: 'a', text: ' Whisk well. ' }, emptyStep(), { key: 'b', text: 'Fry.' }],
    };
    expect(readDraft(draft)).toEqual({
      errors: {},
      changes: {
        name: 'Sunday Pancakes',
        description: 'Fluffy.',
        servings: 4,
        prepTime: '10 minutes',
        cookTime: '15 minutes',
        tags: ['brunch', 'sweet'],
        ingredients: recipe.ingredients,
        instructions: ['Whisk well.', 'Fry.'],
      },
    });
  });

  it('refuses what the server would refuse, by field', () => {
    const base = draftFrom(recipe);
    const noName = { ...emptyIngredient(), quantity: '2', unit: 'tbsp' };
    const { errors, changes } = readDraft({
      ...base,
      name: ' ',
      servings: '101',
      tags: Array.from({ length: 21 }, (_, i) => `t${String(i)}`).join(','),
      ingredients: [noName],
      steps: [emptyStep()],
    });
    expect(changes).toBeUndefined();
    expect(errors).toEqual({
      name: 'Name is required',
      servings: 'Servings must be a number from 1 to 100',
      tags: 'Up to 20 tags, each up to 40 characters',
      ingredientRows: { [noName.key]: 'Name the ingredient, or clear its amount and unit' },
      steps: 'Add at least one step',
    });
    expect(readDraft({ ...base, ingredients: [emptyIngredient()] }).errors.ingredients).toBe('Add at least one ingredient');
    expect(readDraft({ ...base, servings: '2.5' }).errors.servings).toBeDefined();
  });

  it('moves an item within a list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
