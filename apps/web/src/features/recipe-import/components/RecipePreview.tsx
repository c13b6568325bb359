import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { importStrings as s } from '../strings';

const line = (i: ImportedRecipe['ingredients'][number]) => [i.quantity, i.unit, i.name].filter(Boolean).join(' ');

/** The recipe as read so far, read-only (spec 3 §2: the video screen shows it as it appears). */
export function RecipePreview({ recipe }: { recipe: ImportedRecipe }) {
  const facts = [
    recipe.servings > 0 ? `${s.servings}: ${String(recipe.servings)}` : null,
    recipe.prepTime ? `${s.prepTime}: ${recipe.prepTime}` : null,
    recipe.cookTime ? `${s.cookTime}: ${recipe.cookTime}` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="recipe-preview-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 animate-fade-in motion-reduce:animate-none">
      <p className="text-sm font-medium text-muted">{s.recipeSoFar}</p>
      <h2 id="recipe-preview-title" className="font-display text-2xl font-semibold">
        {recipe.name || s.defaultName}
      </h2>
      {recipe.description && <p className="text-muted">{recipe.description}</p>}
      {facts.length > 0 && <p className="text-sm tabular-nums">{facts.join(' · ')}</p>}
      {recipe.ingredients.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={`${String(index)}-${ingredient.name}`} className="tabular-nums">
              {line(ingredient)}
            </li>
          ))}
        </ul>
      )}
      {recipe.instructions.length > 0 && (
        <ol className="list-decimal space-y-1 pl-5">
          {recipe.instructions.map((step, index) => (
            <li key={`${String(index)}-${step.slice(0, 20)}`}>{step}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
