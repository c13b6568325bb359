import type { RecipeIngredient } from '@sous/contract/recipe';

/**
 * Ingredient lines for reading at arm's length: the amounts in one column with tabular numbers
 * (as wide as the longest, at most 40 %), the food beside them. Lines without an amount ("salt, to taste") span both.
 */
export function IngredientList({ ingredients }: { ingredients: readonly RecipeIngredient[] }) {
  return (
    <ul className="grid grid-cols-[fit-content(40%)_1fr] gap-x-4">
      {ingredients.map((ingredient, index) => {
        const amount = [ingredient.quantity, ingredient.unit].filter(Boolean).join(' ');
        return (
          <li key={index} className="col-span-2 grid grid-cols-subgrid border-b border-line py-2.5 text-lg leading-snug break-inside-avoid last:border-b-0">
            {amount ? (
              <>
                <span className="font-semibold tabular-nums">{amount}</span>{' '}
                <span>{ingredient.name}</span>
              </>
            ) : (
              <span className="col-span-2">{ingredient.name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
