import { DEFAULT_PREFERENCES, type Preferences } from '@sous/contract/preferences';
import { useState } from 'react';
import { HomeGenerator } from '../../features/generator/components/HomeGenerator';
import { HomePage } from '../../features/marketing/pages/HomePage';
import { CHOICE_TABS, PreferenceFields } from '../../features/preferences/components/PreferenceFields';
import { GeneratedRecipes } from '../../features/recipes/components/GeneratedRecipes';
import { readStored, writeStored } from '../../lib/storage';

/** The home generator with a tab per group of choices, and Save on each recipe it makes. */
function HomeGeneratorWithChoices() {
  // Kept in the browser for this visit (spec: temporary preferences), so /recipes uses them too.
  const [choices, setChoicesState] = useState<Preferences>(() => readStored('tempPreferences') ?? DEFAULT_PREFERENCES);
  const setChoices = (next: Preferences) => {
    setChoicesState(next);
    writeStored('tempPreferences', next);
  };
  const tabs = CHOICE_TABS.map(({ group, label }) => ({
    value: group,
    label,
    content: <PreferenceFields group={group} value={choices} onChange={setChoices} />,
  }));
  return (
    <HomeGenerator
      choiceTabs={tabs}
      // Choices are sent only once the visitor made some.
      choices={choices !== DEFAULT_PREFERENCES ? choices : undefined}
      renderRecipes={(recipes) => <GeneratedRecipes recipes={recipes} />}
    />
  );
}

/** Route module for `/`. */
export function Component() {
  return <HomePage generator={<HomeGeneratorWithChoices />} />;
}
