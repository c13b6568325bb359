/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px (default 20, the icon size). */
  size?: number;
  className?: string;
  /** Read to screen readers; omit when a visible text next to it already says what is happening. */
  label?: string;
}

/** A small turning ring in the current text colour. Under reduced motion it stays still. */
export function Spinner({ size = 20, className, label }: SpinnerProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={['motion-safe:animate-spin', className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Text of the full-screen spinner (spec 1 §2: shown while the sign-in state loads). */
export const LOADING_TEXT = 'Loading...';

/** A centred spinner filling the screen with 'Loading...', announced politely. */
export function FullScreenSpinner({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-surface text-muted">
      <Spinner size={32} className="text-primary" />
      <p className="text-base">{text}</p>
    </div>
  );
}
