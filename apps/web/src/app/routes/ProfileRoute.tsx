import { ProfilePage } from '../../features/account/pages/ProfilePage';
import { SubscriptionManagement } from '../../features/billing/components/SubscriptionManagement';
import { SubscriptionStatus } from '../../features/billing/components/SubscriptionStatus';
import { useSavedRecipeCount } from '../../features/recipes/api/list-recipes';

/** Route module for `/profile`: the account with the number of saved recipes and the subscription. */
export function Component() {
  return <ProfilePage savedRecipeCount={useSavedRecipeCount()} subscriptionStatus={<SubscriptionStatus />} subscription={<SubscriptionManagement />} />;
}
