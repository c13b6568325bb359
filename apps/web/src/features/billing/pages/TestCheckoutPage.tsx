import { BILLING_MESSAGES, type TestCheckout } from '@sous/contract/billing';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { FullScreenSpinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { useTestCheckout } from '../api/test-checkout';
import { placeServerError } from '../card-form';
import { CardForm } from '../components/CardForm';
import { TestModeBanner } from '../components/TestModeBanner';
import { useFollowUrl } from '../follow-url';
import { billingStrings as s, dollars } from '../strings';

/**
 * /billing/checkout/:sessionId: the local test-mode provider's checkout, served by Sous so the
 * whole premium flow can be tried without an account anywhere. It looks and behaves like a card
 * checkout: the plan and price, the trial, a card form; Stripe's test numbers decide the outcome.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const checkout = useTestCheckout(sessionId);
  if (checkout.isPending) return <FullScreenSpinner text={s.checkoutLoading} />;
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <CheckoutNotice title={missing ? s.checkoutNotFound : s.checkoutLoadFailed} lead={missing ? s.checkoutNotFoundLead : null}>
        {!missing && <Button onClick={() => void checkout.refetch()}>{s.tryAgain}</Button>}
        <ButtonLink to={paths.pricing} variant={missing ? 'primary' : 'secondary'}>{s.backToPlans}</ButtonLink>
      </CheckoutNotice>
    );
  }
  if (checkout.data.status !== 'open') {
    return (
      <CheckoutNotice title={BILLING_MESSAGES.checkoutClosed} lead={s.checkoutClosedLead}>
        <ButtonLink to={paths.pricing}>{s.backToPlans}</ButtonLink>
        <ButtonLink to={paths.profile} variant="secondary">{s.myAccount}</ButtonLink>
      </CheckoutNotice>
    );
  }
  return <OpenCheckout checkout={checkout.data} />;
}

function OpenCheckout({ checkout }: { checkout: TestCheckout }) {
  const { user } = useSession();
  const follow = useFollowUrl();
  const navigate = useNavigate();
  const pay = usePayTestCheckout(checkout.id);
  const leave = useCancelTestCheckout(checkout.id);
  const price = dollars(checkout.amount);
  const trial = checkout.trialDays > 0;

  return (
    <div className="mx-auto max-w-[1000px] px-4 py-6 md:py-10">
      <title>{`${s.checkoutTitle} · Sous`}</title>
      <TestModeBanner />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
        <section aria-labelledby="checkout-plan" className="flex flex-col gap-4">
          <Button
            variant="ghost"
            className="self-start px-2"
            busy={leave.isPending || leave.isSuccess}
            busyText={s.processing}
            disabled={pay.isPending}
            onClick={() => {
              leave.mutate(undefined, { onSuccess: ({ url }) => { follow(url); }, onError: () => void navigate(paths.pricing) });
            }}
          >
            <ArrowLeft size={20} strokeWidth={1.75} aria-hidden="true" />
            {s.backToSous}
          </Button>
          <h1 id="checkout-plan" className="font-display text-2xl font-semibold text-muted">{s.subscribeTo(checkout.planName)}</h1>
          <p className="text-4xl font-semibold">{trial ? s.trialFree(checkout.trialDays) : s.pricePer(price, checkout.interval)}</p>
          {trial && <p className="text-lg">{s.thenPrice(price, checkout.interval)}</p>}
          {trial && <p className="text-muted">{s.noChargeToday}</p>}
        </section>
        <section aria-labelledby="checkout-card" className="flex flex-col gap-4 rounded-xl border border-line bg-card p-6 shadow-soft">
          <Input label={s.email} value={checkout.email ?? user?.email ?? ''} readOnly />
          <h2 id="checkout-card" className="mt-2 text-lg font-semibold">{s.payWithCard}</h2>
          <CardForm
            submitLabel={trial ? s.startTrial : s.pay(price)}
            busy={pay.isPending || pay.isSuccess}
            serverError={pay.isError ? placeServerError(pay.error, s.payFailed) : null}
            onPay={(card) => {
              pay.mutate(card, { onSuccess: ({ url }) => { follow(url); } });
            }}
          />
        </section>
      </div>
    </div>
  );
}

function CheckoutNotice({ title, lead, children }: { title: string; lead: string | null; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-[640px] px-4 py-10">
      <title>{`${s.checkoutTitle} · Sous`}</title>
      <TestModeBanner />
      <section className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-line bg-card px-6 py-10 text-center">
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
        {lead && <p className="text-muted">{lead}</p>}
        <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
      </section>
    </div>
  );
}
