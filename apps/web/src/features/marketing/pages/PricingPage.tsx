import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CheckList } from '../../../components/ui/CheckList';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session';
import { FREE_FEATURES, PREMIUM_FEATURES, PRICES, marketingStrings as s } from '../strings';

type Interval = 'month' | 'year';

const TESTIMONIALS = [
  { quote: 'I type what is in the fridge and dinner is sorted. The grocery list by aisle saves me twenty minutes a trip.', who: 'Dana, Chicago' },
  { quote: 'My son has a peanut allergy. Sous keeps every recipe safe and tells me when it swapped something.', who: 'Luis, Monterrey' },
  { quote: 'Scanning my receipt to fill the pantry feels like magic. Worth it for that alone.', who: 'Priya, Toronto' },
];

const FAQ = [
  { q: 'Can I cancel any time?', a: 'Yes. Cancel from your profile and keep Premium until the end of the period you paid for.' },
  { q: 'What do I get for free?', a: 'Two AI recipes a day, a saved collection, simple grocery lists and the community recipes.' },
  { q: 'Is my payment information safe?', a: 'Payments are handled by our card payment provider; Sous never sees your full card number.' },
  { q: 'Do recipes respect my allergies?', a: 'Every recipe is checked against the allergies and diets you choose before you see it. Always read labels too.' },
];

/** /pricing: the two plans, monthly or yearly (spec 1 §2). Checkout itself comes with billing. */
export function PricingPage() {
  const [interval, setInterval] = useState<Interval>('month');
  const { status, isPremium } = useSession();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  const price = interval === 'month' ? PRICES.monthly : PRICES.yearly;
  const subscribe = () => {
    if (!signedIn) void navigate(paths.login, { state: { returnTo: paths.pricing } });
  };

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:py-16">
      <title>Plans · Sous</title>
      <header className="mb-10 text-center">
        <h1 className="font-display text-4xl font-semibold">{s.pricingTitle}</h1>
        <p className="mt-3 text-lg text-muted">{s.pricingLead}</p>
        <div role="radiogroup" aria-label="Billing period" className="mt-6 inline-flex rounded-full border border-line bg-card p-1">
          {(['month', 'year'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              onClick={() => { setInterval(value); }}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-medium ${interval === value ? 'bg-primary text-white' : 'text-ink'}`}
            >
              {value === 'month' ? s.monthly : s.yearly}
              {value === 'year' && <span className={`rounded-full px-2 text-xs ${interval === 'year' ? 'bg-white/20' : 'bg-premium-bg text-premium'}`}>{s.yearlyBadge}</span>}
            </button>
          ))}
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="free-plan" className="flex flex-col rounded-xl border border-line bg-card p-6">
          <h2 id="free-plan" className="font-display text-2xl font-semibold">Free</h2>
          <p className="my-4 text-4xl font-semibold">$0</p>
          <CheckList items={FREE_FEATURES} className="flex-1" />
          {signedIn ? (
            <ButtonLink to={paths.dashboard} variant="secondary" className="mt-6">{s.goToDashboard}</ButtonLink>
          ) : (
            <ButtonLink to={paths.login} variant="secondary" className="mt-6">{s.startFree}</ButtonLink>
          )}
        </section>
        <section aria-labelledby="premium-plan" className="flex flex-col rounded-xl border-2 border-primary bg-card p-6">
          <div className="flex items-center justify-between">
            <h2 id="premium-plan" className="font-display text-2xl font-semibold">Premium</h2>
            <Badge kind="premium" />
          </div>
          <p className="mt-4 text-4xl font-semibold">
            ${price.toFixed(2)}
            <span className="text-base font-normal text-muted">{interval === 'month' ? ' / month' : ' / year'}</span>
          </p>
          <p className="mb-4 mt-1 min-h-6 text-herb">{interval === 'year' ? s.yearlySaving : ''}</p>
          <CheckList items={PREMIUM_FEATURES} className="flex-1" />
          <Button className="mt-6" onClick={subscribe} disabled={isPremium}>
            {isPremium ? s.currentPlan : s.subscribe}
          </Button>
        </section>
      </div>

      <section aria-labelledby="testimonials" className="mt-16">
        <h2 id="testimonials" className="mb-6 text-center font-display text-3xl font-semibold">Cooks like Sous</h2>
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
        <h2 id="faq" className="mb-6 text-center font-display text-3xl font-semibold">Questions</h2>
        <div className="divide-y divide-line rounded-xl border border-line bg-card">
          {FAQ.map((item) => (
            <details key={item.q} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-medium marker:hidden">{item.q}</summary>
              <p className="mt-2 text-muted">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="mt-16 text-center">
        {isPremium ? (
          <Button disabled>{s.alreadyPremium}</Button>
        ) : signedIn ? (
          <Button onClick={subscribe}>{s.upgrade}</Button>
        ) : (
          <ButtonLink to={paths.login}>{s.getStarted}</ButtonLink>
        )}
      </section>
    </div>
  );
}
