import { GROCERY, type GroceryRecipeRef } from '@sous/contract/grocery';
import { ListPlus, Sparkles } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useCreateGroceryList } from '../api/create-grocery-list';
import { reasonOf } from '../grocery-errors';
import { listDate } from '../grocery-format';
import { useGroceryGeneration } from '../hooks/useGroceryGeneration';
import { groceryStrings as s } from '../strings';
import { RecipePicker } from './RecipePicker';

/** The cook's saved recipes as the route provides them (the recipes feature owns the call). */
export interface SavedRecipesSource {
  /** Newest first; undefined while loading. */
  recipes: readonly GroceryRecipeRef[] | undefined;
  failed: boolean;
}

export type GroceryFormMode = 'recipes' | 'empty';

/** The spec's default name: 'Grocery List - {date}' with today's date. */
export const defaultListName = (today: Date = new Date()) => s.defaultName(listDate(today));

/** Props of {@link GroceryListForm}. */
export interface GroceryListFormProps {
  savedRecipes: SavedRecipesSource;
  /** Recipe ids picked elsewhere (preSelectedRecipes). */
  preselected?: readonly string[];
  onCancel: () => void;
  /** The new list exists (made by hand, or generated and fetched). */
  onCreated: (listId: string) => void;
}

/**
 * The create form (spec 3 §2, §5): a name (default 'Grocery List - {date}') and either saved
 * recipes to generate from or an empty list. Generation shows its progress in a polite live region.
 */
export function GroceryListForm({ savedRecipes, preselected = [], onCancel, onCreated }: GroceryListFormProps) {
  const id = useId();
  const [name, setName] = useState(() => defaultListName());
  const [mode, setMode] = useState<GroceryFormMode>('recipes');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(preselected));
  const [nameError, setNameError] = useState<string | null>(null);
  const [recipesError, setRecipesError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const generation = useGroceryGeneration(onCreated);
  const create = useCreateGroceryList();
  const busy = generation.busy || create.isPending;
  const recipes = savedRecipes.recipes;
  const chosen = (recipes ?? []).filter((recipe) => selected.has(recipe.id));

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    const blank = trimmed === '';
    const none = mode === 'recipes' && chosen.length === 0;
    const tooMany = mode === 'recipes' && chosen.length > GROCERY.recipesMax;
    setNameError(blank ? s.blankName : null);
    setRecipesError(none ? s.noRecipes : tooMany ? s.tooManyRecipes : null);
    if (blank) {
      nameRef.current?.focus();
      return;
    }
    if (none || tooMany) {
      pickerRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')?.focus();
      return;
    }
    if (mode === 'recipes') {
      void generation.generate({ name: trimmed, recipes: chosen.map((recipe) => ({ id: recipe.id, name: recipe.name })), generateAsync: true });
      return;
    }
    create.mutateAsync({ name: trimmed, recipes: [], items: [] }).then(
      (list) => {
        notify.success(s.created);
        onCreated(list.listId);
      },
      (error: unknown) => notify.error(s.failed.create, { description: reasonOf(error, s.createFailed) }),
    );
  };

  const modeOption = (value: GroceryFormMode, label: string, hint: string, Icon: typeof Sparkles) => (
    <label
      className={`flex min-h-11 flex-1 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
        mode === value ? 'border-primary bg-primary/5' : 'border-line bg-card hover:border-muted/60'
      }`}
    >
      <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} disabled={busy} onChange={() => { setMode(value); }} className="mt-1 size-4 shrink-0 accent-primary" />
      <span>
        <span className="flex items-center gap-2 font-medium">
          <Icon size={20} strokeWidth={1.75} aria-hidden="true" className="text-primary" />
          {label}
        </span>
        <span className="mt-0.5 block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );

  return (
    <section className="mx-auto max-w-[720px] px-4 py-8 md:py-10" aria-labelledby={`${id}-title`}>
      <title>{`${s.formTitle} · Sous`}</title>
      <h1 id={`${id}-title`} className="font-display text-3xl font-semibold">
        {s.formTitle}
      </h1>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-6 rounded-xl border border-line bg-card p-4 md:p-6">
        <Input
          ref={nameRef}
          label={s.nameLabel}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (nameError) setNameError(null);
          }}
          error={nameError}
          maxLength={GROCERY.nameMax}
          disabled={busy}
          required
        />
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-ink">{s.modeLabel}</legend>
          <div className="flex flex-col gap-3 sm:flex-row">
            {modeOption('recipes', s.modeRecipes, s.modeRecipesHint, Sparkles)}
            {modeOption('empty', s.modeEmpty, s.modeEmptyHint, ListPlus)}
          </div>
        </fieldset>
        {mode === 'recipes' && (
          <div ref={pickerRef}>
            {recipes === undefined && savedRecipes.failed ? (
              <p role="alert" className="text-error">
                {s.recipesFailed}
              </p>
            ) : recipes === undefined ? (
              <div role="status" aria-live="polite" className="flex flex-col gap-2">
                <span className="sr-only">{s.recipesLoading}</span>
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : recipes.length === 0 ? (
              <div className="rounded-xl border border-dashed border-line bg-surface p-4">
                <p className="text-muted">{s.noSavedRecipes}</p>
                <ButtonLink to={paths.featured} variant="secondary" className="mt-3">
                  {s.findRecipes}
                </ButtonLink>
                {recipesError && (
                  <p className="mt-2 text-sm text-error" aria-live="polite">
                    {recipesError}
                  </p>
                )}
              </div>
            ) : (
              <RecipePicker
                id={`${id}-recipes`}
                recipes={recipes}
                selected={selected}
                onChange={(next) => {
                  setSelected(next);
                  if (recipesError) setRecipesError(null);
                }}
                error={recipesError}
                disabled={busy}
              />
            )}
          </div>
        )}

        {/* Progress and the outcome of generating, read out as they change (spec 3 §4). */}
        <div aria-live="polite" role="status" className="empty:hidden">
          {generation.busy && (
            <div className="flex items-start gap-3 rounded-xl bg-surface p-4 ring-1 ring-line">
              <Spinner size={24} className="mt-0.5 shrink-0 text-primary" />
              <div>
                <p className="font-medium">{generation.message ?? s.working}</p>
                {generation.pollError && <p className="mt-1 text-sm text-warning">{s.pollError}</p>}
              </div>
            </div>
          )}
        </div>
        {generation.phase === 'failed' && generation.error && (
          <p role="alert" className="rounded-lg bg-error-bg px-4 py-3 text-error">
            {generation.error}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {s.cancel}
          </Button>
          {mode === 'recipes' ? (
            <Button type="submit" busy={generation.busy} busyText={s.generating}>
              <Sparkles size={20} strokeWidth={1.75} aria-hidden="true" />
              {s.generate}
            </Button>
          ) : (
            <Button type="submit" busy={create.isPending} busyText={s.creating}>
              {s.createEmpty}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
