import { describe, expect, it } from 'vitest';
import { screenNameProblem } from './strings';

describe('screenNameProblem', () => {
  it.each([
    ['', 'Screen name is required'],
    ['ab', 'Screen name must be at least 3 characters'],
    ['a'.repeat(31), 'Screen name must be at most 30 characters'],
    ['has space', 'Screen name can only use letters, numbers, and underscores'],
    ['Chef_Anna', null],
    ['basil_42', null],
  ])('%j -> %s', (name, problem) => {
    expect(screenNameProblem(name)).toBe(problem);
  });
});
