import type { Recipe } from '@sous/contract/recipe-api';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { notify } from '../../../components/ui/Toast';
import { useUpdateRecipe } from '../api/update-recipe';
import { parseTags } from '../recipe-format';
import { recipeStrings as s } from '../strings';

/** The 'Edit Recipe' form (spec 2 §4): name required, servings numeric, tags comma separated. */
export function EditRecipeForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const [name, setName] = useState(recipe.name);
  const [servings, setServings] = useState(String(recipe.servings));
  const [tags, setTags] = useState(recipe.tags.join(', '));
  const [errors, setErrors] = useState<{ name?: string; servings?: string }>({});
  const update = useUpdateRecipe();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const count = Number(servings);
    const next = {
      name: name.trim() ? undefined : s.nameRequired,
      servings: Number.isInteger(count) && count >= 1 && count <= 100 ? undefined : s.servingsNumeric,
    };
    setErrors(next);
    if (next.name || next.servings) return;
    update.mutate(
      { id: recipe.id, changes: { name: name.trim(), servings: count, tags: parseTags(tags) } },
      { onSuccess: onDone, onError: () => notify.error(s.changesFailed) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-line bg-card p-6">
      <h2 className="font-display text-2xl font-semibold">{s.editTitle}</h2>
      <Input label={s.name} required value={name} onChange={(e) => { setName(e.target.value); }} error={errors.name} maxLength={200} />
      <Input label={s.servings} inputMode="numeric" value={servings} onChange={(e) => { setServings(e.target.value); }} error={errors.servings} />
      <Input label={s.tags} value={tags} onChange={(e) => { setTags(e.target.value); }} />
      <div className="flex gap-3">
        <Button type="submit" busy={update.isPending} busyText={s.saving}>
          {s.saveChanges}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {s.cancel}
        </Button>
      </div>
    </form>
  );
}
