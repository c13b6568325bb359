import type { PublicConfig } from '@sous/contract/public-config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The sign-in client (authorization code + PKCE) for the configured issuer: the embedded one at
 * /oidc by default, or Auth0, Keycloak... by configuration. Tokens live in localStorage so a new
 * tab is signed in too; refresh tokens renew them silently.
 */
export function createUserManager(config: PublicConfig, origin = window.location.origin): UserManager {
  const embedded = config.oidc.issuer === `${config.publicUrl}/oidc`;
  return new UserManager({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: origin,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    // The embedded issuer knows its API audience; external issuers (Auth0) are told it.
    extraQueryParams: embedded ? {} : { audience: config.oidc.audience },
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 60,
    requestTimeoutInSeconds: 10,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
