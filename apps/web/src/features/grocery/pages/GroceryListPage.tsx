import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { readStored, removeStored } from '../../../lib/storage';
import { GroceryListDetail } from '../components/GroceryListDetail';
import { GroceryListForm, type SavedRecipesSource } from '../components/GroceryListForm';
import { GroceryListsOverview } from '../components/GroceryListsOverview';

/** Props of {@link GroceryListPage}. */
export interface GroceryListPageProps {
  /** The cook's saved recipes, for making a list from them (the route provides them). */
  savedRecipes: SavedRecipesSource;
}

/**
 * /grocery-list (spec 3 §2) in its three modes: the overview, the create form, and one list
 * (`?listId=` opens it directly). Recipes picked elsewhere arrive in browser storage under
 * preSelectedRecipes: they open the form with those recipes ticked, once (they are then removed).
 */
export function GroceryListPage({ savedRecipes }: GroceryListPageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = params.get('listId');
  // Read once, without side effects (render may run twice); removed by the effect below.
  const [preselected] = useState(() => (listId ? null : readStored('preSelectedRecipes')));
  const [creating, setCreating] = useState(() => preselected !== null && preselected.length > 0);

  useEffect(() => {
    if (preselected !== null) removeStored('preSelectedRecipes');
  }, [preselected]);

  if (listId) return <GroceryListDetail key={listId} listId={listId} />;
  if (creating) {
    return (
      <GroceryListForm
        savedRecipes={savedRecipes}
        preselected={preselected ?? []}
        onCancel={() => { setCreating(false); }}
        onCreated={(id) => {
          setCreating(false);
          void navigate(paths.groceryListOpen(id));
        }}
      />
    );
  }
  return <GroceryListsOverview onNew={() => { setCreating(true); }} />;
}
