import type { Recipe } from '@sous/contract/recipe-api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { readStored, writeStored } from '../../../lib/storage';
import { useSession } from '../../../lib/session/session';
import { useUpdateRecipe } from '../api/update-recipe';
import { recipeStrings as s } from '../strings';

/** Keeps a recipe in the browser so the first sign-in moves it into the account (spec 2 §4). */
export function keepForAfterSignUp(recipe: Recipe) {
  const kept = readStored('tempGeneratedRecipes') ?? [];
  if (!kept.some((r) => r.id === recipe.id)) writeStored('tempGeneratedRecipes', [...kept, recipe]);
}

/**
 * Save for a generated recipe: 'Saving...' then 'Recipe Saved!' and a banner for 5 s. Signed-out
 * cooks are asked to sign in first; Create an account keeps the recipe and goes to /signup,
 * coming back to /saved-recipes.
 */
export function SaveRecipeButton({ recipe }: { recipe: Recipe }) {
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const update = useUpdateRecipe();
  const [saved, setSaved] = useState(recipe.isSaved);
  const [banner, setBanner] = useState(false);
  const [asking, setAsking] = useState(false);

  const save = () => {
    if (status !== 'authenticated') { setAsking(true); return; }
    update.mutate(
      { id: recipe.id, changes: { isSaved: true } },
      {
        onSuccess: () => {
          setSaved(true);
          setBanner(true);
          setTimeout(() => { setBanner(false); }, 5000);
        },
        onError: () => notify.error(s.saveFailed),
      },
    );
  };

  return (
    <>
      <Button onClick={save} busy={update.isPending} busyText={s.saving} disabled={saved}>
        {saved ? s.saved : s.save}
      </Button>
      {banner && (
        <p role="status" className="w-full rounded-lg bg-herb/10 px-3 py-2 text-herb-strong">
          {s.savedBanner}
        </p>
      )}
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={s.signInRequiredTitle}
        description={s.signInRequired}
        footer={
          <>
            <Button variant="ghost" onClick={() => { setAsking(false); }}>
              {s.notNow}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                keepForAfterSignUp(recipe);
                void navigate(paths.signup, { state: { returnTo: paths.savedRecipes } });
              }}
            >
              {s.createAccount}
            </Button>
            <Button
              onClick={() => {
                keepForAfterSignUp(recipe);
                signIn(paths.savedRecipes);
              }}
            >
              {s.signIn}
            </Button>
          </>
        }
      />
    </>
  );
}
