import { ProfilePage } from '../../features/account/pages/ProfilePage';
import { SubscriptionManagement } from '../../features/billing/components/SubscriptionManagement';
import { SubscriptionStatus } from '../../features/billing/components/SubscriptionStatus';
import { useSavedRecipeCount } from '../../features/recipes/api/list-recipes';
import { AccountDataActions } from '../../features/user-data/components/AccountDataActions';

/** Route module for `/profile`: the account with the number of saved recipes, the subscription, and export and delete-all. */
export function Component() {
  const savedRecipeCount = useSavedRecipeCount();
  return (
    <ProfilePage
      savedRecipeCount={savedRecipeCount}
      subscriptionStatus={<SubscriptionStatus />}
      subscription={<SubscriptionManagement />}
      accountData={<AccountDataActions savedRecipeCount={savedRecipeCount} />}
    />
  );
}
