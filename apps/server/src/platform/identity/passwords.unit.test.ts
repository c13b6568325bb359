import { describe, expect, it } from 'vitest';
import { createDecoyVerifier, hashPassword, verifyPassword } from './passwords';
import { isCommonPassword } from './common-passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse battery', 10);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash and records its parameters', async () => {
    const [a, b] = [await hashPassword('same', 10), await hashPassword('same', 10)];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('keeps verifying hashes made at another cost', async () => {
    const cheap = await hashPassword('pw-123456', 10);
    const dearer = await hashPassword('pw-123456', 12);
    expect(await verifyPassword('pw-123456', cheap)).toBe(true);
    expect(await verifyPassword('pw-123456', dearer)).toBe(true);
  });

  it('treats the same text in another Unicode form as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-latte', 10);
    expect(await verifyPassword('cafe\u0301-latte', stored)).toBe(true);
  });

  it('never matches a malformed or absurdly expensive stored hash', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$10$x$y', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'scrypt$30$8$1$c2FsdA$aGFzaA', 'scrypt$10$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('has a decoy that always says no', async () => {
    const decoy = createDecoyVerifier(10);
    expect(await decoy('whatever')).toBe(false);
  });
});

describe('common passwords', () => {
  it('finds the most common passwords in any case, and not a passphrase of ordinary words', () => {
    for (const common of ['password', 'PASSWORD1', 'iloveyou', 'Qwerty123', 'TrustNo1']) expect(isCommonPassword(common)).toBe(true);
    for (const rare of ['simmer-and-stir-42', 'correct horse battery staple', 'saffron risotto on tuesdays']) expect(isCommonPassword(rare)).toBe(false);
  });
});
