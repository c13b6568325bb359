import type { Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { useGeneratorVisit } from '../../features/generator/generator-visit';
import { RecipeGeneratorPage } from '../../features/generator/pages/RecipeGeneratorPage';
import { useSavedPreferences } from '../../features/preferences/api/saved-preferences';
import { PreferencesInUse } from '../../features/preferences/components/PreferencesInUse';
import { PreferencesModal } from '../../features/preferences/components/PreferencesModal';
import { chosenPreferences, useVisitPreferences } from '../../features/preferences/preferences-draft';
import { LazyGeneratedRecipes } from '../../features/recipes/components/LazyGeneratedRecipes';
import { useSession } from '../../lib/session/session';

/**
 * The generator with the cook's preferences (saved ones, or a visitor's choices from the home
 * page): used unless unticked, edited in the modal by anyone (saving them to the account is
 * premium; unsaved edits still apply), and Save on each recipe.
 */
function GeneratorWithPreferences() {
  const signedIn = useSession().status === 'authenticated';
  const saved = useSavedPreferences();
  const [visitChoices, setVisitChoices] = useVisitPreferences();
  const [override, setOverride] = useState<Preferences | null>(null);
  const [inUse, setInUse] = useState(true);
  const [editing, setEditing] = useState(false);
  // Saved preferences first; otherwise the ones chosen on the home page's tabs for this visit.
  const preferences = override ?? chosenPreferences(saved.data) ?? chosenPreferences(visitChoices);
  const edit = () => {
    setEditing(true);
  };
  return (
    <RecipeGeneratorPage
      preferences={inUse && preferences ? preferences : undefined}
      preferencesPanel={(signedIn || preferences) && <PreferencesInUse preferences={preferences} inUse={inUse} onInUseChange={setInUse} onEdit={edit} />}
      renderRecipes={(recipes) => <LazyGeneratedRecipes recipes={recipes} />}
      onChangePreferences={edit}
      renderEditor={(startOver) => (
        <PreferencesModal
          open={editing}
          onOpenChange={(open) => {
            setEditing(open);
            if (!open) startOver();
          }}
          initial={preferences ?? undefined}
          onChange={(next) => {
            setOverride(next);
            // A visitor's choices last for the visit, as the home page's do.
            if (!signedIn) setVisitChoices(next);
          }}
        />
      )}
    />
  );
}

/** Route module for `/recipes`: each new visit (Generate Another Recipe) starts afresh. */
export function Component() {
  return <GeneratorWithPreferences key={useGeneratorVisit().key} />;
}
