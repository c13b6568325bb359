import type { Recipe } from '@sous/contract/recipe-api';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../components/ui/Toast';
import { useUpdateRecipe } from '../api/update-recipe';
import {
  draftFrom,
  readDraft,
  servingsChanged,
  servingsOf,
  shownIngredients,
  withIngredients,
  type DraftErrors,
  type RecipeDraft,
} from '../recipe-draft';
import { recipeStrings as s } from '../strings';
import { IngredientsEditor } from './IngredientsEditor';
import { RecipeFields } from './RecipeFields';
import { StepsEditor } from './StepsEditor';

/** Props of {@link EditRecipeForm}. */
export interface EditRecipeFormProps {
  recipe: Recipe;
  /** Called after a save (with the saved recipe) or a cancel (without). */
  onDone: (saved?: Recipe) => void;
}

/**
 * The 'Edit Recipe' form (spec 2 §4, issue 11): name, description, servings, times, tags, the
 * ingredient lines and the steps. Changing the servings offers to rescale the amounts (on by
 * default), shown at once in the lines below. Saving shows a toast; cancelling with changes asks first.
 */
export function EditRecipeForm({ recipe, onDone }: EditRecipeFormProps) {
  const [initial] = useState(() => draftFrom(recipe));
  const [draft, setDraft] = useState<RecipeDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [checked, setChecked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateRecipe();
  const confirm = useConfirm();
  const id = useId();

  const set = <K extends keyof RecipeDraft>(field: K, value: RecipeDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const rows = shownIngredients(draft);
  const servings = servingsOf(draft);

  // After a refused save, take the cook to the first field that needs them.
  useEffect(() => {
    if (checked === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const { errors: found, changes } = readDraft(draft);
    setErrors(found);
    if (!changes) {
      setChecked((n) => n + 1);
      return;
    }
    update.mutate(
      { id: recipe.id, changes },
      {
        onSuccess: (saved) => {
          notify.success(s.changesSaved);
          onDone(saved);
        },
        onError: () => notify.error(s.changesFailed),
      },
    );
  };

  const cancel = async () => {
    const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
    if (dirty && !(await confirm({ title: s.discardTitle, message: s.discardMessage, confirmText: s.discard, cancelText: s.keepEditing, destructive: true }))) {
      return;
    }
    onDone();
  };

  // When the servings change, the offer to rescale the amounts shows right beside them.
  const rescaleOffer = servingsChanged(draft) && servings !== undefined && (
    <div className="flex-1 rounded-lg bg-surface px-3 py-1 ring-1 ring-line">
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          checked={draft.rescale}
          onChange={(e) => { set('rescale', e.target.checked); }}
          className="size-5 shrink-0 accent-primary"
          aria-describedby={`${id}-rescale-hint`}
        />
        {s.rescale(servings)}
      </label>
      <p id={`${id}-rescale-hint`} className="pb-1.5 pl-8 text-sm text-muted">
        {s.rescaleHint(draft.baseServings)}
      </p>
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="rounded-xl border border-line bg-card" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-6 p-4 sm:p-6">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          {s.editTitle}
        </h2>
        <RecipeFields
          value={draft}
          onChange={(changes) => { setDraft((current) => ({ ...current, ...changes })); }}
          errors={errors}
          servingsAside={rescaleOffer}
        />
        <IngredientsEditor
          idPrefix={`${id}-ingredients`}
          rows={rows}
          onChange={(next) => { setDraft((current) => withIngredients(current, next)); }}
          onAnnounce={setAnnouncement}
          error={errors.ingredients}
          rowErrors={errors.ingredientRows}
        />
        <StepsEditor
          idPrefix={`${id}-steps`}
          steps={draft.steps}
          onChange={(next) => { set('steps', next); }}
          onAnnounce={setAnnouncement}
          error={errors.steps}
        />
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      {/* The buttons stay within reach while the cook scrolls a long recipe. */}
      <div className="sticky bottom-0 flex gap-3 rounded-b-xl border-t border-line bg-card px-4 py-3 sm:px-6">
        <Button type="submit" busy={update.isPending} busyText={s.saving}>
          {s.saveChanges}
        </Button>
        <Button variant="ghost" onClick={() => void cancel()}>
          {s.cancel}
        </Button>
      </div>
    </form>
  );
}
