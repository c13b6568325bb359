import type { Recipe } from '@sous/contract/recipe-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { fetchUserData } from '../../account/api/user-data';
import { useUserManager } from '../AuthProvider';
import { migrateTemporaryRecipes } from '../migrate-temporary-recipes';
import { returnToFromState } from '../return-to';
import { authStrings as s } from '../strings';

const SETTLE_MS = 300;
const ERROR_REDIRECT_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Provider errors that mean the person did not (or could not) sign in, rather than a fault. */
const CANCELLED = new Set(['access_denied', 'login_required', 'consent_required', 'interaction_required']);

/** Saves one browser-kept recipe into the account (PUT /api/recipes/{id}, spec 1 §4 step 4). */
const saveToAccount = (recipe: Recipe) => api.put(`/recipes/${recipe.id}`, { isSaved: true, isDeleted: false });

/** /callback: completes the sign-in and follows spec 1 §4 steps 1 to 6. */
export function CallbackPage() {
  const manager = useUserManager();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Step 1: wait until the sign-in client exists; StrictMode must not redeem the code twice.
    if (!manager || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const user = await manager.signinRedirectCallback();
        // Step 2: the return target from the state.
        const target = returnToFromState(user.state);
        // Step 3: the claims are in; let the token reach the API client.
        await wait(SETTLE_MS);
        // Step 4: recipes kept before sign-up move into the account.
        const moved = await migrateTemporaryRecipes({
          readTemporary: () => readStored('tempGeneratedRecipes') ?? [],
          save: saveToAccount,
          clearTemporary: () => removeStored('tempGeneratedRecipes'),
          markMigrated: (count) => {
            writeStored('recipesMigrated', true);
            writeStored('migratedRecipeCount', count);
          },
        });
        if (moved > 0) return navigate(paths.savedRecipes, { replace: true });
        // Step 5: a profile without a first name goes to onboarding; if the check fails, carry on.
        try {
          const settings = await queryClient.fetchQuery({ queryKey: ['user-data'], queryFn: () => fetchUserData() });
          if (!settings.profile.firstName) return navigate(paths.onboarding, { replace: true });
        } catch {
          // Step 6 regardless.
        }
        navigate(target, { replace: true });
      } catch (error) {
        const code = (error as { error?: string }).error;
        setFailure(code && CANCELLED.has(code) ? s.cancelled : s.failed);
        await wait(ERROR_REDIRECT_MS);
        navigate(paths.home, { replace: true });
      }
    })();
  }, [manager, navigate, queryClient]);

  if (failure) {
    return (
      <section role="alert" className="mx-auto flex max-w-[560px] flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">{s.failedTitle}</h1>
        <p className="text-muted">{failure}</p>
        <Button onClick={() => navigate(paths.home, { replace: true })}>{s.returnHome}</Button>
      </section>
    );
  }
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4" aria-live="polite">
      <Spinner size={32} label={s.processing} />
      <p className="text-lg">{s.processing}</p>
    </section>
  );
}
