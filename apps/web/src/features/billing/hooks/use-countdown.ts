import { useEffect, useEffectEvent, useState } from 'react';

/** Counts whole seconds down from `seconds`, then calls `onDone` once. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setLeft((current) => Math.max(current - 1, 0));
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (left === 0) finish();
  }, [left]);

  return left;
}
