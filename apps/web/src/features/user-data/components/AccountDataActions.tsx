import { useDataActions } from '../hooks/use-data-actions';
import { userDataStrings as s } from '../strings';
import { DataActions } from './DataActions';

/** Props of {@link AccountDataActions}. */
export interface AccountDataActionsProps {
  /** How many recipes the person saved (undefined while it loads); the route asks the recipes feature. */
  savedRecipeCount: number | undefined;
}

/**
 * Export Data and Delete All Data for the profile's Account Data part (spec 1 §2): the same
 * actions, questions and alerts as the Your Data screen, and, as there, only once a recipe is saved.
 */
export function AccountDataActions({ savedRecipeCount }: AccountDataActionsProps) {
  const actions = useDataActions();
  return (
    <DataActions
      headingLevel="h3"
      unavailableReason={savedRecipeCount === 0 ? s.needsRecipes : null}
      held={savedRecipeCount === undefined || actions.busy}
      exporting={actions.exporting}
      deletingAll={actions.deletingAll}
      onExport={actions.exportData}
      onDeleteAll={actions.deleteAll}
    />
  );
}
