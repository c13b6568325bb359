import { PRICES } from '@sous/contract/billing';
import { ErrorCode } from '@sous/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CheckList } from '../../../components/ui/CheckList';
import { usePublicConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { refreshBilling, useSubscription } from '../api/subscription';
import { BillingToggle } from '../components/BillingToggle';
import { useFollowUrl } from '../follow-url';
import { closingCall, premiumCardButton, type BillingInterval } from '../plan-buttons';
import { FAQ, FREE_FEATURES, PREMIUM_FEATURES, TESTIMONIALS, billingStrings as s, dollars } from '../strings';

/** Which button started the checkout: its inline error shows under it. */
type CheckoutOrigin = 'card' | 'closing';

/** /pricing: the two plans, monthly or yearly, and the way into checkout (spec 1 §2 Pricing, §4 Pricing checkout). */
export function PricingPage() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const subscription = useSubscription();
  const premium = session.isPremium || subscription.data?.isPremium === true;
  const state = { signedIn, premium, subscription: subscription.data?.subscription };
  const checkout = useStartCheckout(interval);
  const price = interval === 'month' ? PRICES.monthly : PRICES.yearly;
  const checkoutOff = premium || checkout.busy || session.status === 'loading';

  const cardButton = premiumCardButton(state);
  const closing = closingCall(state);

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:py-16">
      <title>Plans · Sous</title>
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl font-semibold">{s.pricingTitle}</h1>
        <p className="mt-3 text-lg text-muted">{s.pricingLead}</p>
        <BillingToggle value={interval} onChange={setInterval} />
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="free-plan" className="flex flex-col rounded-xl border border-line bg-card p-6">
          <h2 id="free-plan" className="font-display text-2xl font-semibold">{s.freePlan}</h2>
          <p className="my-4 text-4xl font-semibold">$0</p>
          <CheckList items={FREE_FEATURES} className="flex-1" />
          {signedIn ? (
            <ButtonLink to={paths.dashboard} variant="secondary" className="mt-6">{s.goToDashboard}</ButtonLink>
          ) : (
            <ButtonLink to={paths.login} variant="secondary" className="mt-6">{s.startFree}</ButtonLink>
          )}
        </section>
        <section aria-labelledby="premium-plan" className="flex flex-col rounded-xl border-2 border-primary bg-card p-6">
          <div className="flex items-center justify-between gap-3">
            <h2 id="premium-plan" className="font-display text-2xl font-semibold">{s.premiumPlan}</h2>
            <Badge kind="premium" />
          </div>
          <p className="mt-4 text-4xl font-semibold">
            {dollars(price)}
            <span className="text-base font-normal text-muted">{interval === 'month' ? s.perMonth : s.perYear}</span>
          </p>
          <p className="mb-4 mt-1 min-h-6 text-herb-strong">{interval === 'year' ? s.yearlySaving : ''}</p>
          <CheckList items={PREMIUM_FEATURES} className="flex-1" />
          {cardButton === 'renew' ? (
            <ButtonLink to={paths.profile} className="mt-6">{s.renew}</ButtonLink>
          ) : cardButton === 'current' ? (
            <Button className="mt-6" disabled>{s.currentPlan}</Button>
          ) : (
            <Button className="mt-6" onClick={() => { checkout.start('card'); }} disabled={checkoutOff} busy={checkout.busyFrom === 'card'} busyText={s.processing}>
              {s.subscribe}
            </Button>
          )}
          <CheckoutError message={checkout.errorFrom === 'card' ? checkout.error : null} />
        </section>
      </div>

      <section aria-labelledby="testimonials" className="mt-16">
        <h2 id="testimonials" className="mb-6 text-center font-display text-3xl font-semibold">{s.testimonialsTitle}</h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.who} className="rounded-xl border border-line bg-card p-6">
              <blockquote className="text-ink">“{t.quote}”</blockquote>
              <p className="mt-3 text-sm text-muted">{t.who}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="mx-auto mt-16 max-w-[720px]">
        <h2 id="faq" className="mb-6 text-center font-display text-3xl font-semibold">{s.faqTitle}</h2>
        <div className="divide-y divide-line rounded-xl border border-line bg-card">
          {FAQ.map((item) => (
            <details key={item.q} className="group px-5 py-2">
              <summary className="flex min-h-11 cursor-pointer list-none items-center font-medium marker:hidden">{item.q}</summary>
              <p className="pb-2 text-muted">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="closing" className="mt-16 flex flex-col items-center gap-4 text-center">
        <h2 id="closing" className="font-display text-3xl font-semibold">{s.closingTitle}</h2>
        {closing === 'alreadyPremium' ? (
          <Button disabled>{s.alreadyPremium}</Button>
        ) : closing === 'upgrade' ? (
          <Button onClick={() => { checkout.start('closing'); }} disabled={checkoutOff} busy={checkout.busyFrom === 'closing'} busyText={s.processing}>
            {s.upgrade}
          </Button>
        ) : (
          <ButtonLink to={paths.login}>{s.getStarted}</ButtonLink>
        )}
        <CheckoutError message={checkout.errorFrom === 'closing' ? checkout.error : null} />
      </section>
    </div>
  );
}

/** The spec's inline checkout failure, in red under the button that was pressed. */
function CheckoutError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-error empty:hidden">
      {message}
    </p>
  );
}

/**
 * Starting a checkout: a visitor goes to /login and comes back to /pricing; a signed-in person gets
 * a checkout session for the chosen price and the browser follows its url. The button stays busy
 * until the page changes.
 */
function useStartCheckout(interval: BillingInterval) {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const follow = useFollowUrl();
  const client = useQueryClient();
  const config = usePublicConfig();
  const create = useCreateCheckoutSession();
  const [origin, setOrigin] = useState<CheckoutOrigin | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = (from: CheckoutOrigin) => {
    if (status !== 'authenticated') {
      void navigate(paths.login, { state: { returnTo: paths.pricing } });
      return;
    }
    const billing = config.data?.billing;
    setOrigin(from);
    setError(null);
    create.mutate(
      { priceId: interval === 'month' ? billing?.monthlyPriceId : billing?.yearlyPriceId, userEmail: user?.email ?? undefined },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          follow(url);
        },
        onError: (failure) => {
          // Already premium (another tab subscribed): the page catches up with the server.
          if (failure instanceof ApiError && failure.code === ErrorCode.Conflict) void refreshBilling(client, user?.id ?? null);
          setError(s.checkoutFailed);
        },
      },
    );
  };
  const busy = create.isPending || leaving;
  return { start, busy, busyFrom: busy ? origin : null, error, errorFrom: error ? origin : null };
}
