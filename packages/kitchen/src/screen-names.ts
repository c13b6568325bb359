import { checkScreenNameFormat, SCREEN_NAME_MESSAGES, type ScreenNameFormatCheck } from '@sous/contract/user';

/**
 * Screen names: the random proposals of onboarding's Generate button (spec 1 §3: an adjective
 * plus a food word, a 0-99 number half the time, lowercased) and the rule every name must meet.
 */

/** Friendly kitchen adjectives, ASCII letters only. */
export const ADJECTIVES = [
  'crispy', 'zesty', 'smoky', 'spicy', 'savory', 'tangy', 'golden', 'toasty', 'buttery', 'crunchy',
  'sweet', 'salty', 'herby', 'peppery', 'rustic', 'hearty', 'fluffy', 'juicy', 'fresh', 'cheesy',
  'garlicky', 'lemony', 'minty', 'nutty', 'silky', 'sizzling', 'simmering', 'roasted', 'grilled', 'baked',
  'braised', 'whipped', 'glazed', 'candied', 'pickled', 'fiery', 'mellow', 'bright', 'cozy', 'happy',
  'jolly', 'clever', 'curious', 'brave', 'sunny', 'snappy', 'plucky', 'breezy', 'humble', 'merry',
] as const;

/** Foods and kitchen things, ASCII letters only (multi-word foods are written as one word). */
export const FOOD_WORDS = [
  'basil', 'mango', 'pepper', 'noodle', 'dumpling', 'taco', 'waffle', 'pancake', 'biscuit', 'muffin',
  'pretzel', 'bagel', 'croissant', 'risotto', 'gnocchi', 'ramen', 'sushi', 'burrito', 'falafel', 'hummus',
  'paprika', 'saffron', 'cumin', 'ginger', 'nutmeg', 'cinnamon', 'thyme', 'rosemary', 'oregano', 'parsley',
  'lemon', 'lime', 'peach', 'plum', 'cherry', 'apricot', 'fig', 'olive', 'radish', 'turnip',
  'carrot', 'potato', 'tomato', 'avocado', 'pumpkin', 'squash', 'kale', 'leek', 'shallot', 'walnut',
  'almond', 'pecan', 'hazelnut', 'pistachio', 'cashew', 'truffle', 'brioche', 'sourdough', 'scone', 'crumpet',
  'meatball', 'omelette', 'frittata', 'quiche', 'paella', 'gumbo', 'chowder', 'stew', 'curry', 'tamale',
  'empanada', 'churro', 'cannoli', 'tiramisu', 'sorbet', 'gelato', 'pudding', 'custard', 'cobbler', 'strudel',
  'sweetpotato', 'cornbread', 'flatbread', 'meringue', 'caramel', 'fudge', 'toffee', 'nacho', 'pesto', 'salsa',
] as const;

/**
 * Names no user may take: they would pass for staff, the product itself or a system value.
 * A name is reserved when it is one of these once its digits and underscores are removed
 * ('admin', 'admin_1', '_sous_' alike).
 */
export const RESERVED_SCREEN_NAMES = new Set([
  'admin', 'administrator', 'root', 'sous', 'souskitchen', 'support', 'help', 'helpdesk', 'moderator', 'mod',
  'staff', 'team', 'system', 'sysadmin', 'api', 'null', 'undefined', 'nil', 'none', 'anonymous',
  'official', 'owner', 'security', 'billing', 'info', 'contact', 'webmaster', 'postmaster', 'hostmaster', 'abuse',
  'noreply', 'test', 'guest', 'user', 'me', 'everyone', 'all', 'here', 'login', 'signin',
  'signup', 'logout', 'settings', 'profile', 'account', 'dashboard', 'premium',
]);

/** A random source returning numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** One item of a non-empty word list; a source outside [0, 1) is a caller's bug, said plainly. */
function pick<T>(list: readonly T[], random: RandomSource): T {
  const value = random();
  const item = list[Math.floor(value * list.length)];
  if (item === undefined) throw new RangeError(`A random source must return a number in [0, 1), got ${value}`);
  return item;
}

/** A random screen name: adjective + food word + (half the time) a number 0-99, lowercased. */
export function generateScreenName(random: RandomSource = Math.random): string {
  const base = `${pick(ADJECTIVES, random)}${pick(FOOD_WORDS, random)}`;
  const withNumber = random() < 0.5 ? `${base}${Math.floor(random() * 100)}` : base;
  return withNumber.toLowerCase();
}

export type ScreenNameCheck = ScreenNameFormatCheck;

/**
 * Checks a screen name as typed and returns the name to store (lowercased) or the reason it is
 * refused: the form the browser checks too (contract's checkScreenNameFormat: look-alikes such
 * as a Cyrillic 'а' or the Kelvin sign are refused, not folded into ASCII), then the reserved words.
 */
export function validateScreenName(input: string | null | undefined): ScreenNameCheck {
  const check = checkScreenNameFormat(input);
  if (!check.ok) return check;
  if (isReservedScreenName(check.screenName)) return { ok: false, problem: 'reserved', message: SCREEN_NAME_MESSAGES.reserved };
  return check;
}

/** True for a reserved word, also when padded with digits or underscores. */
export function isReservedScreenName(name: string): boolean {
  return RESERVED_SCREEN_NAMES.has(name.toLowerCase().replace(/[0-9_]/g, ''));
}
