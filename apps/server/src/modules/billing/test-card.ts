import { TEST_CARD_MESSAGES, TEST_CARDS, type TestCard } from '@sous/contract/billing';

/** What the local checkout does with a card: Stripe's test numbers decide, as in Stripe's test mode. */
export type TestCardVerdict =
  | { outcome: 'succeeds' }
  | { outcome: 'invalid'; message: string }
  | { outcome: 'declined'; message: string };

const DECLINES: Record<Exclude<(typeof TEST_CARDS)[keyof typeof TEST_CARDS], 'succeeds'>, string> = {
  declined: TEST_CARD_MESSAGES.declined,
  insufficientFunds: TEST_CARD_MESSAGES.insufficientFunds,
  expired: TEST_CARD_MESSAGES.expired,
  incorrectCvc: TEST_CARD_MESSAGES.incorrectCvc,
};

/** The Luhn checksum every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const isTestNumber = (digits: string): digits is keyof typeof TEST_CARDS => Object.hasOwn(TEST_CARDS, digits);

/**
 * Judges a test card: well-formed fields first (number, MM/YY not in the past, CVC, name), then
 * the number's scripted outcome. A real card number is declined: nothing here can charge it, and
 * nothing of it is stored.
 */
export function judgeTestCard(card: TestCard, now: Date): TestCardVerdict {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { outcome: 'invalid', message: TEST_CARD_MESSAGES.invalidNumber };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { outcome: 'invalid', message: TEST_CARD_MESSAGES.incompleteExpiry };
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { outcome: 'invalid', message: TEST_CARD_MESSAGES.pastExpiry };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { outcome: 'invalid', message: TEST_CARD_MESSAGES.incompleteCvc };
  if (!card.name.trim()) return { outcome: 'invalid', message: TEST_CARD_MESSAGES.nameRequired };
  if (!isTestNumber(digits)) return { outcome: 'declined', message: TEST_CARD_MESSAGES.realCard };
  const scripted = TEST_CARDS[digits];
  return scripted === 'succeeds' ? { outcome: 'succeeds' } : { outcome: 'declined', message: DECLINES[scripted] };
}
