import { SCREEN_NAME, SCREEN_NAME_MESSAGES } from '@sous/contract/user';
import { describe, expect, it } from 'vitest';
import {
  ADJECTIVES,
  FOOD_WORDS,
  generateScreenName,
  isReservedScreenName,
  validateScreenName,
} from './screen-names';

/** A scripted random source: returns the given values in turn. */
const scripted = (...values: number[]) => {
  let i = 0;
  return () => {
    const value = values[i++ % values.length];
    if (value === undefined) throw new Error('A scripted random source needs at least one value');
    return value;
  };
};

describe('generateScreenName', () => {
  it('joins an adjective and a food word, without a number when the coin says so', () => {
    expect(generateScreenName(scripted(0, 0, 0.9))).toBe(`${ADJECTIVES[0]}${FOOD_WORDS[0]}`);
  });

  it('adds a number from 0 to 99 when the coin says so', () => {
    expect(generateScreenName(scripted(0, 0, 0.1, 0.999))).toBe(`${ADJECTIVES[0]}${FOOD_WORDS[0]}99`);
    expect(generateScreenName(scripted(0, 0, 0.1, 0))).toBe(`${ADJECTIVES[0]}${FOOD_WORDS[0]}0`);
  });

  it('refuses a random source outside [0, 1) rather than writing "undefined" into a name', () => {
    expect(() => generateScreenName(scripted(1))).toThrow(/\[0, 1\), got 1/);
  });

  it('adds a number about half the time', () => {
    const names = Array.from({ length: 2000 }, () => generateScreenName());
    const withNumber = names.filter((name) => /\d$/.test(name)).length;
    expect(withNumber).toBeGreaterThan(850);
    expect(withNumber).toBeLessThan(1150);
  });

  it('always proposes a name that passes the rule', () => {
    for (let i = 0; i < 3000; i++) {
      const name = generateScreenName();
      expect(validateScreenName(name)).toEqual({ ok: true, screenName: name });
    }
    // The extremes of every list, too.
    for (const adjective of ADJECTIVES) {
      for (const food of FOOD_WORDS) {
        const name = `${adjective}${food}99`;
        expect(name).toMatch(SCREEN_NAME.pattern);
        expect(name.length).toBeLessThanOrEqual(SCREEN_NAME.maxLength);
        expect(isReservedScreenName(name)).toBe(false);
      }
    }
  });
});

describe('validateScreenName', () => {
  it.each([
    ['chef_anna', 'chef_anna'],
    ['Chef_Anna', 'chef_anna'],
    ['abc', 'abc'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['  spicy_mango7  ', 'spicy_mango7'],
    ['123', '123'],
  ])('accepts %j as %j', (input, stored) => {
    expect(validateScreenName(input)).toEqual({ ok: true, screenName: stored });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['ab', 'tooShort'],
    ['a'.repeat(31), 'tooLong'],
    ['admin', 'reserved'],
    ['ADMIN', 'reserved'],
    ['Administrator', 'reserved'],
    ['root', 'reserved'],
    ['sous', 'reserved'],
    ['support', 'reserved'],
    ['moderator', 'reserved'],
    ['staff', 'reserved'],
    ['system', 'reserved'],
    ['api', 'reserved'],
    ['null', 'reserved'],
    ['undefined', 'reserved'],
    ['admin_1', 'reserved'],
    ['_sous_', 'reserved'],
    ['help42', 'reserved'],
  ] as const)('refuses %j: %s', (input, problem) => {
    expect(validateScreenName(input)).toEqual({ ok: false, problem, message: SCREEN_NAME_MESSAGES[problem] });
  });

  it.each([
    ['chef anna', `Screen name can't use spaces: only letters a-z, numbers, and underscores.`],
    ['chef-anna', `Screen name can't use "-": only letters a-z, numbers, and underscores.`],
    ['chef.anna', `Screen name can't use ".": only letters a-z, numbers, and underscores.`],
    ['<script>', `Screen name can't use "<" or ">": only letters a-z, numbers, and underscores.`],
    ['émile', `Screen name can't use "é": only letters a-z, numbers, and underscores.`],
    // Both problems at once: the '!' and, without it, the length.
    ['A!', `Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    ['ab!', `Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    [`${'a'.repeat(31)}!`, `Screen name can't use "!": only letters a-z, numbers, and underscores. It also needs to be at most 30 characters.`],
    ['a-b.c d!e', `Screen name can't use "-", ".", spaces and others: only letters a-z, numbers, and underscores.`],
    // Look-alikes: Cyrillic а, full-width letters, the Kelvin sign (lowercases to an ASCII k).
    ['\u0430dmin', `Screen name can't use "\u0430": only letters a-z, numbers, and underscores.`],
    ['\uff53\uff4f\uff55\uff53', `Screen name can't use "\uff53", "\uff4f" or "\uff55": only letters a-z, numbers, and underscores. It also needs at least 3 characters.`],
    ['\u212aing_cook', `Screen name can't use "\u212a": only letters a-z, numbers, and underscores.`],
    // An invisible character is named by its code point.
    ['chef\u200banna', `Screen name can't use U+200B: only letters a-z, numbers, and underscores.`],
  ])('refuses %j for its characters, naming them: %s', (input, message) => {
    expect(validateScreenName(input)).toEqual({ ok: false, problem: 'characters', message });
  });

  it('lets ordinary names that merely contain a reserved word through', () => {
    expect(validateScreenName('sous_chef').ok).toBe(true);
    expect(validateScreenName('helpful_cook').ok).toBe(true);
  });
});
