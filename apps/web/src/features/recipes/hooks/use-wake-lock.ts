import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the calling screen is shown (cook mode: flour on the hands, phone
 * propped on the counter), with the Screen Wake Lock API where the browser has it. The browser
 * drops the lock when the tab is hidden; it is asked for again when the tab comes back, and
 * released when the screen closes. Answers whether the lock is held now.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    // Older browsers (and insecure origins) have no wakeLock: the screen simply dims as usual.
    const wakeLock = (navigator as Partial<Navigator>).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    // Read through a function: the screen may close while a request is pending.
    const isClosed = () => closed;

    const acquire = async () => {
      if (closed || sentinel || document.visibilityState !== 'visible') return;
      try {
        const lock = await wakeLock.request('screen');
        if (isClosed()) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
          setHeld(false);
        });
      } catch {
        // Refused (battery saver, permissions policy): carry on without it.
        setHeld(false);
      }
    };
    const release = () => {
      const lock = sentinel;
      sentinel = null;
      setHeld(false);
      if (lock && !lock.released) void lock.release();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void acquire();
      else release();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      release();
    };
  }, []);
  return held;
}
