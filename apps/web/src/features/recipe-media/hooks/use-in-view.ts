import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has been at least `threshold` (a share of it) on screen; once true it stays
 * true. Without IntersectionObserver (very old browsers) it is true at once.
 */
export function useInView(threshold: number): [(node: Element | null) => void, boolean] {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || inView) return;
      const watcher = new IntersectionObserver(
        (entries) => {
          // The first report comes at once, whatever the share; rounding may land just under it.
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001)) {
            watcher.disconnect();
            setInView(true);
          }
        },
        { threshold },
      );
      watcher.observe(node);
      observer.current = watcher;
    },
    [inView, threshold],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
