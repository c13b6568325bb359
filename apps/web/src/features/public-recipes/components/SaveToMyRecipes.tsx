import { BookmarkPlus, Check } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/ConfirmDialog';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useSavePublicRecipe } from '../api/save-public-recipe';
import { publicRecipeStrings as s } from '../strings';

/**
 * The shared view's Save to My Recipes: a copy goes into the cook's collection and the page
 * offers to open it. A visitor is asked to sign in first (spec 2 §8), and comes back here.
 */
export function SaveToMyRecipes({ publicRecipeId }: { publicRecipeId: string }) {
  const { status, signIn } = useSession();
  const { pathname } = useLocation();
  const confirm = useConfirm();
  const save = useSavePublicRecipe();

  const onSave = async () => {
    if (status !== 'authenticated') {
      const wantsToSignIn = await confirm({ title: s.signInRequiredTitle, message: s.signInRequired, confirmText: s.signIn, cancelText: s.notNow });
      if (wantsToSignIn) signIn(pathname);
      return;
    }
    save.mutate(publicRecipeId, { onError: () => notify.error(s.saveFailed) });
  };

  if (save.data) {
    return (
      <div role="status" className="flex w-full flex-col gap-3 rounded-xl bg-herb/10 px-4 py-3 text-herb-strong sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 font-medium">
          <Check size={20} strokeWidth={1.75} aria-hidden="true" />
          {s.savedCopy}
        </p>
        <Link
          to={paths.recipe(save.data.id)}
          className="inline-flex min-h-11 items-center font-semibold text-herb-strong underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {s.openCopy}
        </Link>
      </div>
    );
  }
  return (
    <Button onClick={() => void onSave()} busy={save.isPending} busyText={s.saving}>
      <BookmarkPlus size={20} strokeWidth={1.75} aria-hidden="true" />
      {s.saveToMyRecipes}
    </Button>
  );
}
