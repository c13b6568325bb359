import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import type { LimitState } from '../hooks/useGeneration';
import { generatorStrings as s } from '../strings';

/**
 * Today's allowance, in one place under the Generate button (which it describes): unlimited for
 * premium, what is left, or the spec's limit text with its actions as buttons.
 */
export function GenerationAllowance({ id, limit, premium, signedIn }: { id: string; limit: LimitState; premium: boolean; signedIn: boolean }) {
  if (premium) {
    return (
      <p id={id} className="text-sm text-herb-strong">
        {s.unlimited}
      </p>
    );
  }
  const dailyLimit = limit.limit ?? 2;
  if (!limit.isLimited) {
    return (
      <p id={id} aria-live="polite" className="text-sm text-muted">
        {s.remaining(limit.remaining ?? dailyLimit, dailyLimit)}
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg bg-warning-bg px-4 py-3" aria-live="polite">
      <p id={id} className="text-warning">
        {signedIn ? s.limitSignedIn(dailyLimit) : s.limitSignedOut(dailyLimit)}
      </p>
      <div className="flex flex-wrap gap-2">
        {!signedIn && <ButtonLink to={paths.login}>{s.signIn}</ButtonLink>}
        <ButtonLink to={paths.pricing} variant={signedIn ? 'primary' : 'secondary'}>
          {s.seePlans}
        </ButtonLink>
      </div>
    </div>
  );
}
