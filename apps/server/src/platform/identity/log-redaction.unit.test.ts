import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides token and code values, in any case or percent-encoding, and keeps the rest', () => {
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.a.b&client_id=sous-web')).toBe('/oidc/session/end?id_token_hint=[redacted]&client_id=sous-web');
    expect(redactUrl('/oidc/auth?Code=abc&%73tate=xyz&scope=openid')).toBe('/oidc/auth?Code=[redacted]&%73tate=[redacted]&scope=openid');
    expect(redactUrl('/oidc/jwks')).toBe('/oidc/jwks');
    expect(redactUrl('/oidc/auth?%zz=1&refresh_token')).toBe('/oidc/auth?%zz=1&refresh_token=[redacted]');
  });
});
