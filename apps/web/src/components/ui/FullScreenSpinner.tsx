import { Spinner } from './Spinner';

/** Props of {@link FullScreenSpinner}. */
export interface FullScreenSpinnerProps {
  /** The visible text; the spec's 'Loading...' by default. */
  text?: string;
}

/** A page-filling spinner with a visible 'Loading...' (spec: while the sign-in state loads). */
export function FullScreenSpinner({ text = 'Loading...' }: FullScreenSpinnerProps) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60dvh] w-full flex-col items-center justify-center gap-3 text-muted">
      <Spinner size={32} />
      <p className="text-base">{text}</p>
    </div>
  );
}
