import type { ImportStatusResponse } from '@sous/contract/recipe-import';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useSaveImportedRecipe } from '../api/save-imported-recipe';
import { readReviewDraft, reviewDraftFrom, type ReviewDraft, type ReviewErrors, type ReviewIngredientRow, type ReviewStepRow } from '../review-draft';
import type { ImportSavedState } from '../review-state';
import { importStrings as s } from '../strings';
import { ImportSource } from './ImportSource';

/** The recipe's own fields as typed (the draft without its lines and steps). */
export type ReviewFieldValues = Pick<ReviewDraft, 'name' | 'description' | 'servings' | 'prepTime' | 'cookTime' | 'tags'>;

/** What the fields editor is handed: name, description, servings, times and tags. */
export interface RecipeFieldsEditorProps {
  value: ReviewFieldValues;
  onChange: (changes: Partial<ReviewFieldValues>) => void;
  errors: Pick<ReviewErrors, 'name' | 'servings' | 'tags'>;
}

/** What the ingredient list editor is handed (the recipe editor's, composed in app/routes). */
export interface IngredientListEditorProps {
  idPrefix: string;
  rows: ReviewIngredientRow[];
  onChange: (rows: ReviewIngredientRow[]) => void;
  onAnnounce: (message: string) => void;
  error?: string;
  rowErrors?: Record<string, string>;
}

/** What the step list editor is handed. */
export interface StepListEditorProps {
  idPrefix: string;
  steps: ReviewStepRow[];
  onChange: (steps: ReviewStepRow[]) => void;
  onAnnounce: (message: string) => void;
  error?: string;
}

/**
 * The editors the review form uses: the recipe editor's own fields and list editors (add, remove
 * and move lines), which belong to the recipes feature, so the route passes them in.
 */
export interface ReviewEditors {
  fields: (props: RecipeFieldsEditorProps) => ReactNode;
  ingredients: (props: IngredientListEditorProps) => ReactNode;
  steps: (props: StepListEditorProps) => ReactNode;
}

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  /** A COMPLETE import with its recipe. */
  status: ImportStatusResponse & { recipeData: NonNullable<ImportStatusResponse['recipeData']> };
  editors: ReviewEditors;
  /** Reached from the video screen (spec 3 §4): the video's details lead. */
  fromVideo?: boolean;
}

/**
 * The review editor (spec 3 §2, §4): name (default 'Imported Recipe'), description, servings,
 * times, tags, the ingredient lines and the steps, beside where the recipe came from. Save sends
 * the recipe and goes to /saved-recipes in place of this page, with the success message.
 */
export function ReviewForm({ status, editors, fromVideo = false }: ReviewFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveImportedRecipe();
  const [draft, setDraft] = useState<ReviewDraft>(() => reviewDraftFrom(status.recipeData));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [checked, setChecked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ReviewDraft>(field: K, value: ReviewDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };

  // After a refused save, take the cook to the first field that needs them.
  useEffect(() => {
    if (checked === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { errors: found, body } = readReviewDraft(draft);
    setErrors(found);
    setSaveError(null);
    if (!body) {
      setChecked((n) => n + 1);
      return;
    }
    save.mutate(
      { importId: status.importId, body },
      {
        onSuccess: (recipe) => {
          const state: ImportSavedState = { message: s.savedMessage(recipe.name), success: true };
          void navigate(paths.savedRecipes, { replace: true, state });
        },
        onError: (error) => { setSaveError(s.saveFailed(error.message)); },
      },
    );
  };

  const invalid = Object.keys(errors).length > 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="flex flex-col gap-4 lg:order-2 lg:sticky lg:top-4">
        <ImportSource status={status} fromVideo={fromVideo} />
        {status.recipeId && (
          <p className="rounded-xl bg-info-bg px-4 py-3 text-sm text-info">
            {s.alreadySaved}{' '}
            <Link to={paths.recipe(status.recipeId)} className="font-medium underline">
              {s.viewSaved}
            </Link>
          </p>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={submit} className="rounded-xl border border-line bg-card lg:order-1" aria-label={s.reviewTitle}>
        <div className="flex flex-col gap-6 p-4 sm:p-6">
          {editors.fields({
            value: draft,
            onChange: (changes) => { setDraft((current) => ({ ...current, ...changes })); },
            errors,
          })}
          {editors.ingredients({
            idPrefix: `${id}-ingredients`,
            rows: draft.ingredients,
            onChange: (rows) => { set('ingredients', rows); },
            onAnnounce: setAnnouncement,
            error: errors.ingredients,
            rowErrors: errors.ingredientRows,
          })}
          {editors.steps({
            idPrefix: `${id}-steps`,
            steps: draft.steps,
            onChange: (steps) => { set('steps', steps); },
            onAnnounce: setAnnouncement,
            error: errors.steps,
          })}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
        {/* The button stays within reach while the cook scrolls a long recipe. */}
        <div className="sticky bottom-0 flex flex-col gap-2 rounded-b-xl border-t border-line bg-card px-4 py-3 sm:px-6">
          <p role="alert" className="text-sm text-error empty:hidden">
            {saveError ?? (invalid ? s.fixErrors : '')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={save.isPending} busyText={s.saving}>
              {s.saveRecipe}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
