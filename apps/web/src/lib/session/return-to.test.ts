import { describe, expect, it } from 'vitest';
import { returnToFromState } from './return-to';

const b64 = (value: unknown) => btoa(JSON.stringify(value));

describe('returnToFromState', () => {
  it.each([
    [{ returnTo: '/saved-recipes' }, '/saved-recipes'],
    [JSON.stringify({ appState: { returnTo: '/pricing' } }), '/pricing'],
    [b64({ appState: { returnTo: '/import' } }), '/import'],
    [b64({ returnTo: '/recipes?x=1' }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), '/recipes?x=1'],
    [undefined, '/dashboard'],
    ['not json or base64 !!', '/dashboard'],
    [{ returnTo: 42 }, '/dashboard'],
    [{ returnTo: 'https://evil.example/' }, '/dashboard'],
    [{ returnTo: '//evil.example/' }, '/dashboard'],
  ])('%j -> %s', (state, expected) => {
    expect(returnToFromState(state)).toBe(expected);
  });
});
