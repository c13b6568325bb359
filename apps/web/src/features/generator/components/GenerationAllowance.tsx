import { generatorStrings as s } from '../strings';
import type { LimitState } from '../hooks/useGeneration';

/** Today's allowance: unlimited for premium, what is left, or the spec's limit text. */
export function LimitBanner({ limit, premium, signedIn }: { limit: LimitState; premium: boolean; signedIn: boolean }) {
  if (premium) return <p className="rounded-lg bg-herb/10 px-4 py-3 text-herb-strong">{s.unlimited}</p>;
  const dailyLimit = limit.limit ?? 2;
  if (limit.isLimited) {
    return (
      <p role="alert" className="rounded-lg bg-warning-bg px-4 py-3 text-warning">
        {signedIn ? s.limitSignedIn(dailyLimit) : s.limitSignedOut(dailyLimit)}
      </p>
    );
  }
  return <p className="text-sm text-muted">{s.remaining(limit.remaining ?? dailyLimit, dailyLimit)}</p>;
}
