import { GROCERY, type GroceryRecipeRef } from '@sous/contract/grocery';
import { Check } from 'lucide-react';
import { groceryStrings as s } from '../strings';

/** Props of {@link RecipePicker}. */
export interface RecipePickerProps {
  /** An id prefix for the picker's parts. */
  id: string;
  /** The cook's saved recipes, newest first. */
  recipes: readonly GroceryRecipeRef[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Shown under the legend and announced (spec 3 §5: at least one recipe). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A checkbox per saved recipe, with how many are picked, Select all and Clear. At most
 * GROCERY.recipesMax can be picked: past that the rest are disabled and a note says why.
 */
export function RecipePicker({ id, recipes, selected, onChange, error, disabled = false }: RecipePickerProps) {
  const picked = recipes.filter((recipe) => selected.has(recipe.id)).length;
  const full = picked >= GROCERY.recipesMax;
  const toggle = (recipeId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(recipeId);
    else next.delete(recipeId);
    onChange(next);
  };
  const describedBy = [`${id}-count`, error ? `${id}-error` : null, full ? `${id}-max` : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="text-sm font-medium text-ink">{s.recipesLabel}</legend>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <span id={`${id}-count`} className="text-sm text-muted tabular-nums">
          {s.selectedCount(picked)}
        </span>
        <div className="-mr-2 flex items-center gap-1">
          <button
            type="button"
            disabled={disabled || recipes.length === 0}
            onClick={() => { onChange(new Set(recipes.slice(0, GROCERY.recipesMax).map((recipe) => recipe.id))); }}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-primary hover:bg-primary/10 disabled:opacity-60"
          >
            {s.selectAll}
          </button>
          <button
            type="button"
            disabled={disabled || picked === 0}
            onClick={() => { onChange(new Set()); }}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-primary hover:bg-primary/10 disabled:opacity-60"
          >
            {s.clearSelection}
          </button>
        </div>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-error empty:hidden">
        {error}
      </p>
      {full && (
        <p id={`${id}-max`} className="mt-1 text-sm text-muted">
          {s.recipesMaxNote}
        </p>
      )}
      <ul className={`mt-2 max-h-[min(50vh,420px)] divide-y divide-line overflow-y-auto rounded-lg border bg-card ${error ? 'border-error' : 'border-line'}`}>
        {recipes.map((recipe) => {
          const on = selected.has(recipe.id);
          return (
            <li key={recipe.id}>
              <label className={`flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-surface ${on ? 'bg-primary/5' : ''}`}>
                <span className="relative inline-flex size-6 shrink-0">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={disabled || (!on && full)}
                    onChange={(event) => { toggle(recipe.id, event.target.checked); }}
                    className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-muted/60 bg-card checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50"
                  />
                  <Check size={16} strokeWidth={3} aria-hidden="true" className="pointer-events-none absolute left-1 top-1 hidden text-white peer-checked:block" />
                </span>
                <span className="min-w-0 flex-1 break-words">{recipe.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
