/**
 * The value, or a clear failure naming what was missing: the test-side answer to a non-null
 * assertion, so a broken expectation fails with a message rather than a TypeError later.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}

/** The first capture group of `pattern` in `text`; fails clearly when the text does not match. */
export function captured(pattern: RegExp, text: string): string {
  return must(pattern.exec(text)?.[1], `a match for ${pattern.source}`);
}
