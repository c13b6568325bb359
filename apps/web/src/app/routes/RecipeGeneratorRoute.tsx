import type { Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { useGeneratorVisit } from '../../features/generator/generator-visit';
import { RecipeGeneratorPage } from '../../features/generator/pages/RecipeGeneratorPage';
import { useSavedPreferences } from '../../features/preferences/api/saved-preferences';
import { PreferencesInUse } from '../../features/preferences/components/PreferencesInUse';
import { PreferencesModal } from '../../features/preferences/components/PreferencesModal';
import { chosenPreferences } from '../../features/preferences/preferences-draft';
import { GeneratedRecipes } from '../../features/recipes/components/GeneratedRecipes';
import { useSession } from '../../lib/session/session';

/**
 * The generator with the signed-in cook's preferences: used unless unticked, edited in the
 * modal (unsaved edits still apply), and Save on each recipe.
 */
function GeneratorWithPreferences() {
  const signedIn = useSession().status === 'authenticated';
  const saved = useSavedPreferences();
  const [override, setOverride] = useState<Preferences | null>(null);
  const [inUse, setInUse] = useState(true);
  const [editing, setEditing] = useState(false);
  const preferences = override ?? chosenPreferences(saved.data);
  const edit = () => {
    setEditing(true);
  };
  return (
    <RecipeGeneratorPage
      preferences={inUse && preferences ? preferences : undefined}
      preferencesPanel={signedIn && <PreferencesInUse preferences={preferences} inUse={inUse} onInUseChange={setInUse} onEdit={edit} />}
      renderRecipes={(recipes) => <GeneratedRecipes recipes={recipes} />}
      onChangePreferences={signedIn ? edit : undefined}
      renderEditor={
        signedIn
          ? (startOver) => (
              <PreferencesModal
                open={editing}
                onOpenChange={(open) => {
                  setEditing(open);
                  if (!open) startOver();
                }}
                initial={preferences ?? undefined}
                onChange={setOverride}
              />
            )
          : undefined
      }
    />
  );
}

/** Route module for `/recipes`: each new visit (Generate Another Recipe) starts afresh. */
export function Component() {
  return <GeneratorWithPreferences key={useGeneratorVisit().key} />;
}
