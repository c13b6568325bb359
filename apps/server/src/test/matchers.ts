import { expect } from 'vitest';

/**
 * Vitest's asymmetric matchers are typed `any`; these are typed `unknown`, so the object
 * literals handed to `toEqual` stay free of `any` (and of lint exceptions).
 */
export const anyString: unknown = expect.any(String);

export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
