import { DEFAULT_PREFERENCES } from '@sous/contract/preferences';
import { HomeGenerator } from '../../features/generator/components/HomeGenerator';
import { HomePage } from '../../features/marketing/pages/HomePage';
import { CHOICE_TABS, PreferenceFields } from '../../features/preferences/components/PreferenceFields';
import { useVisitPreferences } from '../../features/preferences/preferences-draft';
import { LazyGeneratedRecipes } from '../../features/recipes/components/LazyGeneratedRecipes';

/** The home generator with a tab per group of choices, and Save on each recipe it makes. */
function HomeGeneratorWithChoices() {
  // Kept in the browser for this visit, so /recipes uses them too.
  const [choices, setChoices] = useVisitPreferences();
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
      renderRecipes={(recipes) => <LazyGeneratedRecipes recipes={recipes} />}
    />
  );
}

/** Route module for `/`. */
export function Component() {
  return <HomePage generator={<HomeGeneratorWithChoices />} />;
}
