import { PRICES } from '@sous/contract/billing';
import { ArrowLeft } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { useSubscription } from '../api/subscription';
import { TestModeBanner } from '../components/TestModeBanner';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { subscriptionView } from '../subscription-view';
import { billingStrings as s, dollars } from '../strings';

/**
 * /billing/portal: the local test-mode provider's billing portal. Like Stripe's, it shows the plan,
 * its status and the next date, lets the subscription be cancelled at period end or resumed, and
 * leads back to the profile.
 */
export function TestPortalPage() {
  const { isPremium } = useSession();
  const answer = useSubscription();
  const actions = useSubscriptionActions();
  if (answer.isPending) return <FullScreenSpinner />;
  const subscription = answer.data?.subscription ?? null;
  const view = subscriptionView(answer.data, isPremium);
  const price = subscription?.interval ? s.pricePer(dollars(subscription.interval === 'year' ? PRICES.yearly : PRICES.monthly), subscription.interval) : null;
  const date = view.cancelsOn
    ? s.cancelsOn(view.cancelsOn)
    : view.trialEndsOn
      ? s.trialEndsOn(view.trialEndsOn)
      : view.renewsOn
        ? s.renewsOn(view.renewsOn)
        : null;

  return (
    <div className="mx-auto max-w-[720px] px-4 py-6 md:py-10">
      <title>{`${s.portalTitle} · Sous`}</title>
      <TestModeBanner />
      <ButtonLink to={paths.profile} variant="ghost" className="mt-6 px-2">
        <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
        {s.returnToSous}
      </ButtonLink>
      <h1 className="mt-2 font-display text-3xl font-semibold">{s.portalTitle}</h1>
      <p className="mt-1 text-muted">{s.portalLead}</p>
      {answer.isError ? (
        <p role="alert" className="mt-6 text-error">{s.portalLoadFailed}</p>
      ) : !subscription ? (
        <section className="mt-6 flex flex-col items-start gap-4 rounded-xl border border-line bg-card p-6">
          <p className="text-lg">{s.noSubscription}</p>
          <ButtonLink to={paths.pricing}>{s.upgradeLink}</ButtonLink>
        </section>
      ) : (
        <section aria-label={s.plan} className="mt-6 flex flex-col gap-6 rounded-xl border border-line bg-card p-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">{s.plan}</dt>
              <dd className="mt-1 font-medium">Sous Premium{price && <span className="block font-normal text-muted">{price}</span>}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{s.status}</dt>
              <dd className="mt-1 font-medium">
                {s.statusNames[subscription.status] ?? subscription.status}
                {date && <span className="block font-normal text-muted">{date}</span>}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            {view.canCancel && (
              <Button variant="destructive" busy={actions.cancelling} busyText={s.cancelling} onClick={() => void actions.cancel(view.periodEnd)}>
                {s.cancelAtEnd}
              </Button>
            )}
            {view.canReactivate && (
              <Button busy={actions.reactivating} busyText={s.reactivating} onClick={actions.reactivate}>
                {s.resume}
              </Button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
