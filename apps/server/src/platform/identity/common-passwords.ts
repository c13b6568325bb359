import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/**
 * True for a password among the ~49,000 most common ones (zxcvbn-ts's ranked list from leaked
 * password sets), compared without regard to case: the first ones an attacker tries.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}
