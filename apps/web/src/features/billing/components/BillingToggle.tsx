import type { BillingInterval } from '../plan-buttons';
import { billingStrings as s } from '../strings';

/** The monthly/yearly switch of the plans page; yearly carries 'Save 29%'. */
export function BillingToggle({ value, onChange }: { value: BillingInterval; onChange: (next: BillingInterval) => void }) {
  return (
    <div role="radiogroup" aria-label={s.billingPeriod} className="mt-6 inline-flex rounded-full border border-line bg-card p-1">
      {(['month', 'year'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => { onChange(option); }}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${value === option ? 'bg-primary text-white' : 'text-ink'}`}
        >
          {option === 'month' ? s.monthly : s.yearly}
          {option === 'year' && <span className={`rounded-full px-2 text-xs ${value === 'year' ? 'bg-white/20' : 'bg-premium-bg text-premium'}`}>{s.yearlyBadge}</span>}
        </button>
      ))}
    </div>
  );
}
