import { useEffect, useState } from 'react';
import { Spinner } from './Spinner';

/** How long each message of the overlay stays (spec 1 §9: loading message rotation 3 s). */
export const LOADING_MESSAGE_INTERVAL_MS = 3000;

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps {
  /** Messages shown one after another, every 3 s, starting again after the last. */
  messages: readonly string[];
  /** Cover the whole screen (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
}

/**
 * A calm veil over the screen during long work, with messages that change every 3 s.
 * The message sits in a polite live region; under reduced motion it swaps without fading.
 */
export function LoadingOverlay({ messages, fullScreen = true }: LoadingOverlayProps) {
  const [index, setIndex] = useState(0);
  const count = messages.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => { setIndex((i) => (i + 1) % count); }, LOADING_MESSAGE_INTERVAL_MS);
    return () => { clearInterval(timer); };
  }, [count]);

  const message = messages[count > 0 ? index % count : 0] ?? '';
  return (
    <div
      className={`${fullScreen ? 'fixed' : 'absolute'} inset-0 z-40 flex items-center justify-center bg-surface/85 p-6 backdrop-blur-sm`}
      aria-busy="true"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-xl border border-line bg-card px-8 py-6 text-center shadow-soft">
        <Spinner size={32} className="text-primary" />
        <p role="status" aria-live="polite" className="text-lg text-ink">
          <span key={index} className="inline-block motion-safe:animate-[fade-in_300ms_ease-out]">
            {message}
          </span>
        </p>
      </div>
    </div>
  );
}
