import type { RecipeContent } from '@sous/contract/recipe';
import type { Recipe } from '@sous/contract/recipe-api';
import type { App } from '../app';
import { uuidV7 } from '../platform/ids';
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

/** A recipe's content for tests: a small, valid chili for 4. */
export function recipeContent(overrides: Partial<RecipeContent> = {}): RecipeContent {
  return {
    name: 'Weeknight Chili',
    description: 'A thick, smoky chili.',
    cuisine: 'American',
    tags: ['dinner'],
    prepTime: '15 minutes',
    cookTime: '40 minutes',
    servings: 4,
    ingredients: [
      { quantity: '1', unit: 'lb', name: 'ground beef' },
      { quantity: '1', unit: 'can', name: 'kidney beans' },
    ],
    instructions: ['Brown the beef.', 'Add the beans and simmer for 30 minutes.'],
    nutritionFacts: { calories: 450, protein: 30, carbs: 25, fat: 22 },
    ...overrides,
  };
}

/**
 * A recipe saved in `user`'s collection: stored as a generation would store it, then saved
 * through `PUT /api/recipes/{id}` as the browser does. Answers the recipe as the API shows it.
 */
export async function buildRecipe(app: App, user: TestUser, overrides: Partial<RecipeContent> = {}): Promise<Recipe> {
  const [id] = await app.recipes.storeGenerated({ id: uuidV7(), owner: { userId: user.userId, deviceKey: null } }, [recipeContent(overrides)]);
  if (id === undefined) throw new Error('the recipe was not stored');
  const answer = await app.inject({ method: 'PUT', url: `/api/recipes/${id}`, headers: user.headers, payload: { isSaved: true } });
  if (answer.statusCode !== 200) throw new Error(`saving the recipe answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<Recipe>();
}

/**
 * Makes `user` premium the way a person does with the local test-mode provider: a checkout for
 * the monthly price, paid with Stripe's 4242 test card (a first subscription starts as a trial).
 */
export async function subscribeToPremium(app: App, user: TestUser): Promise<void> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: user.headers,
    payload: { priceId: 'price_local_monthly' },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout answered ${checkout.statusCode}: ${checkout.body}`);
  const sessionId = new URL(checkout.json<{ url: string }>().url).pathname.split('/').at(-1);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/billing/test-checkout/${sessionId ?? ''}/pay`,
    headers: user.headers,
    payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Cook' },
  });
  if (paid.statusCode !== 200) throw new Error(`paying answered ${paid.statusCode}: ${paid.body}`);
}
