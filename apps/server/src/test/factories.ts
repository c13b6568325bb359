import type { App } from '../app';
import { signUp, type SignedIn, type SignUpDetails } from './sign-in';

export interface TestUser extends SignedIn {
  /** `{ authorization: 'Bearer <access token>' }` for `app.inject`. */
  headers: { authorization: string };
}

/**
 * A signed-up user with tokens, made through the embedded issuer's real sign-up form. With
 * `screenName`, the name is set through the API as onboarding would.
 */
export async function buildUser(app: App, details: SignUpDetails & { screenName?: string } = {}): Promise<TestUser> {
  const signedIn = await signUp(app, details);
  const headers = { authorization: `Bearer ${signedIn.accessToken}` };
  if (details.screenName !== undefined) {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/user-data',
      headers,
      payload: { operation: 'setScreenName', screenName: details.screenName },
    });
    if (answer.statusCode !== 200) throw new Error(`setting the screen name answered ${answer.statusCode}: ${answer.body}`);
  }
  return { ...signedIn, headers };
}
