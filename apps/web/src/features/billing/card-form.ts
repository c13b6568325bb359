import { TEST_CARD_MESSAGES, type TestCard } from '@sous/contract/billing';
import { ErrorCode } from '@sous/contract/errors';
import { ApiError } from '../../lib/api-client';

/** The fields of the test checkout's card form. */
export type CardField = keyof TestCard;

/** The form's values as typed (already formatted). */
export type CardValues = Record<CardField, string>;

export const emptyCard: CardValues = { cardNumber: '', expiry: '', cvc: '', name: '' };

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Card number in groups of four, as printed on the card: '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return digitsOf(input, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as 'MM / YY'; the separator appears once the year is being typed, so deleting never fights it. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** CVC: three or four digits. */
export function formatCvc(input: string): string {
  return digitsOf(input, 4);
}

/** The Luhn checksum every card number carries: catches a mistyped digit before the server is asked. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The browser's check before paying: is every field complete? Whether the card works (expired,
 * declined, a date in the past) is the server's to say. Returns the message per field that is not.
 */
export function cardProblems(values: CardValues): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const number = digitsOf(values.cardNumber, 19);
  if (number.length < 13 || !passesLuhn(number)) problems.cardNumber = TEST_CARD_MESSAGES.invalidNumber;
  if (digitsOf(values.expiry, 4).length < 4) problems.expiry = TEST_CARD_MESSAGES.incompleteExpiry;
  if (digitsOf(values.cvc, 4).length < 3) problems.cvc = TEST_CARD_MESSAGES.incompleteCvc;
  if (!values.name.trim()) problems.name = TEST_CARD_MESSAGES.nameRequired;
  return problems;
}

/** The body the server reads: digits only for the number, 'MM/YY' for the expiry. */
export function cardBody(values: CardValues): TestCard {
  const expiry = digitsOf(values.expiry, 4);
  return { cardNumber: digitsOf(values.cardNumber, 19), expiry: `${expiry.slice(0, 2)}/${expiry.slice(2)}`, cvc: digitsOf(values.cvc, 4), name: values.name.trim() };
}

const FIELD_OF_MESSAGE: Record<string, CardField> = {
  [TEST_CARD_MESSAGES.invalidNumber]: 'cardNumber',
  [TEST_CARD_MESSAGES.incompleteExpiry]: 'expiry',
  [TEST_CARD_MESSAGES.pastExpiry]: 'expiry',
  [TEST_CARD_MESSAGES.incompleteCvc]: 'cvc',
  [TEST_CARD_MESSAGES.nameRequired]: 'name',
};

/**
 * Where the server's refusal belongs: under the field it names, or over the whole form (a declined
 * card, a closed checkout, no connection). A server failure (5xx) shows `fallback`, never its internals.
 */
export function placeServerError(error: unknown, fallback: string): { field: CardField | 'form'; message: string } {
  if (!(error instanceof ApiError) || error.status >= 500) return { field: 'form', message: fallback };
  const field = error.code === ErrorCode.ValidationFailed ? FIELD_OF_MESSAGE[error.message] : undefined;
  return { field: field ?? 'form', message: error.message };
}
