import { RECIPE_LIMITS } from '@sous/contract/recipe';
import type { ReactNode } from 'react';
import { Input } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import type { RecipeFieldValues } from '../recipe-draft';
import { recipeStrings as s } from '../strings';


/** What is wrong with those fields. */
export interface RecipeFieldErrors {
  name?: string;
  servings?: string;
  tags?: string;
}

/** Props of {@link RecipeFields}. */
export interface RecipeFieldsProps {
  value: RecipeFieldValues;
  /** Called with the field the cook changed. */
  onChange: (changes: Partial<RecipeFieldValues>) => void;
  errors: RecipeFieldErrors;
  /** Shown beside the servings (below them on a phone): the edit form's rescale offer. */
  servingsAside?: ReactNode;
}

/**
 * Name, description, servings, prep and cook times and tags, as the recipe editor and the import
 * review show them.
 */
export function RecipeFields({ value, onChange, errors, servingsAside }: RecipeFieldsProps) {
  return (
    <>
      <Input
        label={s.name}
        required
        value={value.name}
        onChange={(e) => { onChange({ name: e.target.value }); }}
        error={errors.name}
        maxLength={RECIPE_LIMITS.nameMax}
      />
      <Textarea
        label={s.description}
        rows={3}
        value={value.description}
        onChange={(e) => { onChange({ description: e.target.value }); }}
        maxLength={RECIPE_LIMITS.descriptionMax}
      />
      {/* Servings with whatever goes with them right beside them (below them on a phone), then the times. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-4">
        <Input
          label={s.servings}
          inputMode="numeric"
          value={value.servings}
          onChange={(e) => { onChange({ servings: e.target.value }); }}
          error={errors.servings}
          maxLength={3}
          className="tabular-nums"
          wrapperClassName="w-32 shrink-0"
        />
        {servingsAside}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Input
          label={s.prepTime}
          value={value.prepTime}
          onChange={(e) => { onChange({ prepTime: e.target.value }); }}
          maxLength={RECIPE_LIMITS.timeMax}
          placeholder="15 minutes"
        />
        <Input
          label={s.cookTime}
          value={value.cookTime}
          onChange={(e) => { onChange({ cookTime: e.target.value }); }}
          maxLength={RECIPE_LIMITS.timeMax}
          placeholder="40 minutes"
        />
      </div>
      <Input label={s.tags} value={value.tags} onChange={(e) => { onChange({ tags: e.target.value }); }} error={errors.tags} />
    </>
  );
}
