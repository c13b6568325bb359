import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** Success in herb green, or an error in red. */
  tone: 'success' | 'error';
  children: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
}

const tones = {
  success: { box: 'bg-herb/10 text-herb-strong ring-herb/20', Icon: CircleCheck },
  error: { box: 'bg-error-bg text-error ring-error/20', Icon: CircleAlert },
} as const;

/** A banner at the top of a screen saying what just happened (read out politely), dismissible. */
export function Notice({ tone, children, onDismiss, className }: NoticeProps) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={['flex items-start gap-3 rounded-xl px-4 py-3 ring-1 ring-inset', box, className].filter(Boolean).join(' ')}>
      <Icon size={20} strokeWidth={1.75} className="mt-0.5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-medium">{children}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-ink/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <X size={20} strokeWidth={1.75} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
