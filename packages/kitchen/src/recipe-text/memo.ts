/**
 * A pure function of one line, remembered: recipe text repeats lines (and garbage repeats them
 * thousands of times), and the readers ask about the same line more than once. The memory is
 * emptied when it holds `max` lines, so it stays small whatever is pasted.
 */
export function memoByLine<T>(read: (line: string) => T, max = 4000): (line: string) => T {
  const known = new Map<string, T>();
  return (line: string) => {
    const hit = known.get(line);
    if (hit !== undefined || known.has(line)) return hit as T;
    if (known.size >= max) known.clear();
    const value = read(line);
    known.set(line, value);
    return value;
  };
}
