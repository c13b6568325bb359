import { CreditCard, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { notify } from '../../../components/ui/Toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useCustomerPortal } from '../api/customer-portal';
import { useSubscription } from '../api/subscription';
import { useFollowUrl } from '../follow-url';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { subscriptionView } from '../subscription-view';
import { billingStrings as s } from '../strings';

/**
 * The profile's subscription management (spec 1 §2 Profile, §4): the status with its date, cancel
 * (confirmed first), reactivate, the billing portal, an upgrade link on the free tier, and 'Share
 * Premium Access' (coming soon) for active or trialing subscriptions.
 */
export function SubscriptionManagement() {
  const { isPremium } = useSession();
  const answer = useSubscription();
  const view = subscriptionView(answer.data, isPremium);
  const actions = useSubscriptionActions();
  const portal = useCustomerPortal();
  const follow = useFollowUrl();
  const openPortal = () => {
    portal.mutate(undefined, { onSuccess: ({ url }) => { follow(url); }, onError: () => notify.error(s.portalFailed) });
  };

  return (
    <>
      <section aria-labelledby="subscription-heading" className="flex flex-col gap-3 rounded-xl border border-line bg-card p-6">
        <h2 id="subscription-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard size={20} strokeWidth={1.75} aria-hidden="true" className="text-primary" />
          {s.subscriptionTitle}
        </h2>
        <div>
          <p className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            <span>{view.label}</span>
            {view.kind !== 'free' && <Badge kind="premium">{s.premiumMember}</Badge>}
          </p>
          {view.cancelsOn && <p className="mt-1 font-medium text-warning">{s.cancelsOn(view.cancelsOn)}</p>}
          {view.trialEndsOn && !view.cancelsOn && <p className="mt-1 text-muted">{s.trialEndsOn(view.trialEndsOn)}</p>}
          {view.renewsOn && <p className="mt-1 text-muted">{s.renewsOn(view.renewsOn)}</p>}
          {view.kind === 'free' && <p className="mt-1 text-muted">{s.freeTierLead}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          {view.kind === 'free' && <ButtonLink to={paths.pricing}>{s.upgradeLink}</ButtonLink>}
          {view.canReactivate && (
            <Button busy={actions.reactivating} busyText={s.reactivating} onClick={actions.reactivate}>
              {s.reactivate}
            </Button>
          )}
          {view.canManageBilling && (
            <Button variant="secondary" busy={portal.isPending || portal.isSuccess} busyText={s.opening} onClick={openPortal}>
              {s.manageBilling}
            </Button>
          )}
          {view.canCancel && (
            <Button variant="secondary" busy={actions.cancelling} busyText={s.cancelling} onClick={() => void actions.cancel(view.periodEnd)}>
              {s.cancelSubscription}
            </Button>
          )}
        </div>
      </section>
      {view.showShare && (
        <section aria-labelledby="share-heading" className="flex flex-col gap-3 rounded-xl border border-dashed border-line bg-card p-6">
          <h2 id="share-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <Users size={20} strokeWidth={1.75} aria-hidden="true" className="text-primary" />
            {s.shareTitle}
            <Badge kind="comingSoon" />
          </h2>
          <p className="text-muted">{s.shareLead}</p>
        </section>
      )}
    </>
  );
}
