import { TEST_CARDS } from '@sous/contract/billing';
import { formatCardNumber } from '../card-form';
import { billingStrings as s } from '../strings';

/**
 * The local provider's pages say plainly that no money moves, and which test cards to use
 * (the same numbers as Stripe's test mode).
 */
export function TestModeBanner() {
  return (
    <aside aria-label={s.testMode} className="rounded-xl border border-warning/40 bg-warning-bg px-4 py-3 text-ink">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="rounded-full bg-warning px-2.5 py-0.5 text-sm font-semibold tracking-wide text-white">{s.testMode}</span>
        <span>{s.testModeLead}</span>
      </p>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary-hover underline underline-offset-2">
          {s.moreTestCards}
        </summary>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {Object.entries(TEST_CARDS).map(([number, outcome]) => (
            <div key={number} className="contents">
              <dt className="font-mono tabular-nums">{formatCardNumber(number)}</dt>
              <dd>{s.testCardOutcomes[outcome]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  );
}
