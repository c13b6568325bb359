/**
 * The value, or a clear failure naming what was missing: the test-side answer to a non-null
 * assertion, so a broken expectation fails with a message rather than a TypeError later.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}
