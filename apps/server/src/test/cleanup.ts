import { afterAll } from 'vitest';

/**
 * Undo steps registered as each thing is made; after the file's tests they run newest first.
 * Only what was made gets undone, even when a beforeAll failed half-way.
 */
export function useCleanup(): (step: () => unknown) => void {
  const steps: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of steps.reverse()) await step();
  });
  return (step) => {
    steps.push(step);
  };
}
