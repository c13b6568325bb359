import type { PublicConfig } from '@sous/contract/public-config';
import { afterEach, describe, expect, it } from 'vitest';
import { createUserManager } from '../oidc';
import { hasStoredSignIn, lazyUserManager } from './lazy-user-manager';

const config = {
  publicUrl: 'https://sous.example',
  oidc: { issuer: 'https://sous.example/oidc', clientId: 'sous-web', audience: 'https://sous.example/api' },
} as PublicConfig;

afterEach(() => {
  localStorage.clear();
});

describe('hasStoredSignIn', () => {
  it('finds the user the sign-in client stores, and only for the configured issuer and client', async () => {
    expect(hasStoredSignIn(config)).toBe(false);
    localStorage.setItem('oidc.user:https://other.example:sous-web', '{}');
    expect(hasStoredSignIn(config)).toBe(false);
    // Stored by oidc-client-ts itself, so a change of its storage key fails here.
    const manager = createUserManager(config, 'https://sous.example');
    const { User } = await import('oidc-client-ts');
    await manager.storeUser(new User({ access_token: 'a', token_type: 'Bearer', profile: { sub: 'u1', iss: config.oidc.issuer, aud: 'sous-web', exp: 0, iat: 0 } }));
    expect(hasStoredSignIn(config)).toBe(true);
  });
});

describe('lazyUserManager', () => {
  it('creates one client on first load and tells every listener', async () => {
    const loader = lazyUserManager(config);
    const seen: unknown[] = [];
    loader.onLoad((manager) => seen.push(manager));
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(first.settings.client_id).toBe('sous-web');
    expect(seen).toEqual([first]);
    loader.onLoad((manager) => seen.push(manager));
    expect(seen).toEqual([first, first]);
  });
});
