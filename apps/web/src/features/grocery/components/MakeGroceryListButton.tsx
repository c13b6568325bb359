import type { GroceryRecipeRef } from '@sous/contract/grocery';
import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { paths } from '../../../config/paths';
import { writeStored } from '../../../lib/storage';
import { groceryStrings as s } from '../strings';
import { RecipePicker } from './RecipePicker';

/**
 * "Make a grocery list" for the saved recipes screen: pick recipes, and the grocery screen opens
 * its form with them ticked (they travel in browser storage under preSelectedRecipes, spec 3 §3).
 */
export function MakeGroceryListButton({ recipes }: { recipes: readonly GroceryRecipeRef[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  if (recipes.length === 0) return null;

  const go = () => {
    const picked = recipes.filter((recipe) => selected.has(recipe.id)).map((recipe) => recipe.id);
    if (picked.length === 0) {
      setError(s.noRecipes);
      return;
    }
    writeStored('preSelectedRecipes', picked);
    setOpen(false);
    void navigate(paths.groceryList);
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setSelected(new Set());
          setError(null);
          setOpen(true);
        }}
      >
        <ListChecks size={20} strokeWidth={1.75} aria-hidden="true" />
        {s.makeList}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={s.pickTitle}
        description={s.pickText}
        footer={
          <>
            <Button variant="secondary" onClick={() => { setOpen(false); }}>
              {s.cancel}
            </Button>
            <Button onClick={go}>{s.pickContinue}</Button>
          </>
        }
      >
        <RecipePicker
          id={`${id}-pick`}
          recipes={recipes}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            setError(null);
          }}
          error={error}
        />
      </Dialog>
    </>
  );
}
