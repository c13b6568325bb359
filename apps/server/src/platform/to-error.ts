/** An Error for any thrown or rejected value: an Error stays as it is, anything else is wrapped. */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value), { cause: value });
}
