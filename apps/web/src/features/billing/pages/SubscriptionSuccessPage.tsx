import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { CheckList } from '../../../components/ui/CheckList';
import { Spinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session/session';
import { subscriptionQueryOptions } from '../api/subscription';
import { useCountdown } from '../hooks/use-countdown';
import { PREMIUM_FEATURES, billingStrings as s } from '../strings';

/** Seconds before the page moves on to the dashboard (spec 1 §9). */
export const SUCCESS_COUNTDOWN_SECONDS = 20;
/** How often the page asks whether the payment provider has confirmed yet. */
const CONFIRM_POLL_MS = 3000;

/**
 * /subscription/success (spec 1 §2): the premium features, a 20 s countdown to /dashboard and a
 * way to skip it. The page grants nothing (its session_id is ignored): it reads the subscription
 * again until the server says premium, and the header's badge follows the settings it refreshes.
 */
export function SubscriptionSuccessPage() {
  const navigate = useNavigate();
  const left = useCountdown(SUCCESS_COUNTDOWN_SECONDS, () => void navigate(paths.dashboard));

  return (
    <section className="mx-auto flex max-w-[640px] flex-col items-center px-4 py-12 text-center md:py-20">
      <title>{`${s.successTitle} · Sous`}</title>
      <CircleCheck size={56} strokeWidth={1.5} className="text-herb" aria-hidden="true" />
      <h1 className="mt-4 font-display text-4xl font-semibold">{s.successTitle}</h1>
      <ConfirmationStatus />
      <div className="mt-8 w-full rounded-xl border border-line bg-card p-6 text-left">
        <p className="mb-4 font-medium">{s.successLead}</p>
        <CheckList items={PREMIUM_FEATURES} />
      </div>
      <p className="mt-8 text-muted" aria-live="polite" aria-atomic="true">{s.countdown(left)}</p>
      <ButtonLink to={paths.dashboard} className="mt-4">{s.goToDashboardNow}</ButtonLink>
    </section>
  );
}

/** Whether the server counts the person as premium yet; visitors see nothing here. */
function ConfirmationStatus() {
  const { user, isPremium } = useSession();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const subscription = useQuery({
    ...subscriptionQueryOptions(userId),
    refetchInterval: (query) => (query.state.data?.isPremium ? false : CONFIRM_POLL_MS),
  });
  const confirmed = subscription.data?.isPremium === true;

  // The settings (and with them the header's badge) are read again on arrival, and again when the
  // subscription confirms before they do.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeys.userData(userId) });
  }, [client, userId]);
  useEffect(() => {
    if (confirmed && !isPremium) void client.invalidateQueries({ queryKey: queryKeys.userData(userId) });
  }, [client, confirmed, isPremium, userId]);

  if (!userId) return null;
  return (
    <p role="status" className="mt-4 flex flex-wrap items-center justify-center gap-2 text-lg text-muted">
      {confirmed || isPremium ? (
        <>
          <Badge kind="premium">{s.premiumMember}</Badge>
          {s.successConfirmed}
        </>
      ) : (
        <>
          <Spinner className="text-primary" />
          {s.successPending}
        </>
      )}
    </p>
  );
}
