import { Badge } from '../../../components/ui/Badge';
import { useSession } from '../../../lib/session/session';
import { useSubscription } from '../api/subscription';
import { subscriptionView } from '../subscription-view';
import { billingStrings as s } from '../strings';

/** The profile's one-line subscription status: 'Premium Active', 'Free Trial' or 'Free Tier', and the badge when premium. */
export function SubscriptionStatus() {
  const { isPremium } = useSession();
  const answer = useSubscription();
  const view = subscriptionView(answer.data, isPremium);
  const premium = isPremium || answer.data?.isPremium === true;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {view.label}
      {premium && <Badge kind="premium">{s.premiumMember}</Badge>}
    </span>
  );
}
