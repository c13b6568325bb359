import { Info } from 'lucide-react';

/** The notice every AI recipe carries (spec 1 §1), word for word. */
export const AI_NOTICE_TEXT =
  'AI-generated recipes may contain inaccuracies. Always check ingredients for allergens and cook food to safe temperatures.';

/** Props of {@link AiNotice}. */
export interface AiNoticeProps {
  /** 'quiet' for the footer, 'callout' as a bordered box beside generated recipes (neutral, so the
   * yellow of a limit stays the one banner on screen). */
  variant?: 'quiet' | 'callout';
  className?: string;
}

/** The AI accuracy notice: in the footer and on every screen that shows generated recipes. */
export function AiNotice({ variant = 'quiet', className }: AiNoticeProps) {
  const look =
    variant === 'callout'
      ? 'rounded-xl border border-line bg-card px-4 py-3 text-ink'
      : 'text-muted';
  return (
    <p className={['flex items-start gap-2 text-sm', look, className].filter(Boolean).join(' ')}>
      <Info size={20} strokeWidth={1.75} className="mt-px shrink-0" aria-hidden="true" />
      <span>{AI_NOTICE_TEXT}</span>
    </p>
  );
}
