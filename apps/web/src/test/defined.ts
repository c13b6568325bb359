/** The value, or a failing test that says what was missing (tests use this instead of `!`). */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}, found ${String(value)}`);
  return value;
}
