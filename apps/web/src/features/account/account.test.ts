import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { screenNameErrorText } from './screen-name-error';
import { screenNameProblem } from './strings';

describe('screenNameProblem', () => {
  it.each([
    ['', 'Screen name is required'],
    ['   ', 'Screen name is required'],
    ['ab', 'Screen name must be at least 3 characters'],
    ['a'.repeat(31), 'Screen name must be at most 30 characters'],
    ['has space', "Screen name can't use spaces: only letters a-z, numbers, and underscores."],
    // The example: named for the character it cannot use, and for its length, not for length alone.
    ['A!', `Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    ['chef-anna', `Screen name can't use "-": only letters a-z, numbers, and underscores.`],
    // A look-alike letter is refused before lowercasing (the Kelvin sign lowercases to an ASCII k).
    ['\u212aale', `Screen name can't use "\u212a": only letters a-z, numbers, and underscores.`],
    ['Chef_Anna', null],
    ['basil_42', null],
  ])('%j -> %s', (name, problem) => {
    expect(screenNameProblem(name)).toBe(problem);
  });
});

describe('screenNameErrorText', () => {
  it("shows the server's reason for a 400, the spec's text for a 409, and 'Invalid screen name' otherwise", () => {
    const reason = `Screen name can't use "!": only letters a-z, numbers, and underscores.`;
    expect(screenNameErrorText(new ApiError(400, 'INVALID_SCREEN_NAME', reason))).toBe(reason);
    expect(screenNameErrorText(new ApiError(409, 'SCREEN_NAME_TAKEN', 'whatever'))).toBe('Screen name is already taken');
    expect(screenNameErrorText(new ApiError(400, 'INVALID_SCREEN_NAME', ''))).toBe('Invalid screen name');
    expect(screenNameErrorText(new Error('network'))).toBe('Invalid screen name');
  });
});
