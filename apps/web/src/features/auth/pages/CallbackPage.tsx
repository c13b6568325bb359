import type { Recipe } from '@sous/contract/recipe-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { returnToFromState } from '../../../lib/session/return-to';
import { oauthErrorCode, useUserManager } from '../../../lib/session/SessionProvider';
import { userDataQueryOptions } from '../../../lib/session/user-data';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
import { migrateTemporaryRecipes } from '../migrate-temporary-recipes';
import { needsOnboarding } from '../needs-onboarding';
import { authStrings as s } from '../strings';

const SETTLE_MS = 300;
const ERROR_REDIRECT_MS = 1500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Provider errors that mean the person did not (or could not) sign in, rather than a fault. */
const CANCELLED = new Set(['access_denied', 'login_required', 'consent_required', 'interaction_required']);

/** Props of {@link CallbackPage}. */
export interface CallbackPageProps {
  /** Saves one browser-kept recipe into the account (spec 1 §4 step 4); the route passes the recipes feature's call. */
  saveRecipe: (recipe: Recipe) => Promise<unknown>;
}

/** /callback: completes the sign-in and follows spec 1 §4 steps 1 to 6. */
export function CallbackPage({ saveRecipe }: CallbackPageProps) {
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
          save: saveRecipe,
          clearTemporary: () => { removeStored('tempGeneratedRecipes'); },
          markMigrated: (count) => {
            writeStored('recipesMigrated', true);
            writeStored('migratedRecipeCount', count);
          },
        });
        if (moved > 0) {
          await navigate(paths.savedRecipes, { replace: true });
          return;
        }
        // Step 5: a profile without a first name, or without a screen name (sharing needs one, and
        // sign-up already asks for the first name), goes to onboarding; if the check fails, carry on.
        try {
          const settings = await queryClient.query(userDataQueryOptions(user.profile.sub));
          if (needsOnboarding(settings)) {
            await navigate(paths.onboarding, { replace: true });
            return;
          }
        } catch {
          // Step 6 regardless.
        }
        await navigate(target, { replace: true });
      } catch (error) {
        const code = oauthErrorCode(error);
        setFailure(code && CANCELLED.has(code) ? s.cancelled : s.failed);
        await wait(ERROR_REDIRECT_MS);
        await navigate(paths.home, { replace: true });
      }
    })();
  }, [manager, navigate, queryClient, saveRecipe]);

  if (failure) {
    return (
      <section role="alert" className="mx-auto flex max-w-[560px] flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">{s.failedTitle}</h1>
        <p className="text-muted">{failure}</p>
        <Button onClick={() => void navigate(paths.home, { replace: true })}>{s.returnHome}</Button>
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
