import { PRICES } from '@sous/contract/billing';

/** Dollars as the pricing and checkout screens show them: $3.99. */
export const dollars = (amount: number): string => `$${amount.toFixed(2)}`;

/** The billing screens' texts (spec 1 §2 Pricing, Subscription success, Profile; §4; §8). */
export const billingStrings = {
  pricingTitle: 'Plans',
  pricingLead: 'Start free. Upgrade when Sous becomes part of your week.',
  billingPeriod: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  yearlyBadge: PRICES.yearlyBadge,
  yearlySaving: `Save ${dollars(PRICES.yearlySaving)} with yearly billing`,
  perMonth: ' / month',
  perYear: ' / year',
  freePlan: 'Free',
  premiumPlan: 'Premium',
  startFree: 'Start for free',
  goToDashboard: 'Go to Dashboard',
  subscribe: 'Subscribe Now',
  processing: 'Processing...',
  currentPlan: 'Current Plan',
  renew: 'Renew Subscription',
  alreadyPremium: "You're already Premium!",
  upgrade: 'Upgrade to Premium',
  getStarted: 'Get started for free',
  checkoutFailed: 'Failed to start checkout process. Please try again.',
  testimonialsTitle: 'Cooks like Sous',
  faqTitle: 'Questions',
  closingTitle: 'Ready when you are',

  successTitle: 'Subscription Successful!',
  successLead: 'Welcome to Sous Premium. Here is everything that is now yours:',
  successConfirmed: 'Premium is active on your account.',
  successPending: 'We are confirming your payment. Premium shows on your account as soon as it is confirmed.',
  countdown: (seconds: number) => `Taking you to your dashboard in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  goToDashboardNow: 'Go to Dashboard Now',

  subscriptionTitle: 'Subscription',
  premiumActive: 'Premium Active',
  freeTrial: 'Free Trial',
  freeTier: 'Free Tier',
  premiumMember: 'Premium Member',
  cancelsOn: (date: string) => `Cancels on ${date}`,
  renewsOn: (date: string) => `Renews on ${date}`,
  trialEndsOn: (date: string) => `Your free trial ends on ${date}`,
  freeTierLead: 'Two AI recipes a day. Premium makes it unlimited and saves your food preferences.',
  upgradeLink: 'Upgrade to Premium',
  cancelSubscription: 'Cancel Subscription',
  cancelling: 'Cancelling...',
  cancelConfirmTitle: 'Cancel your subscription?',
  cancelConfirm: (date: string | null) =>
    date ? `You keep Premium until ${date}. After that your account goes back to the free tier.` : 'Your account goes back to the free tier at the end of the period.',
  cancelConfirmYes: 'Cancel Subscription',
  cancelConfirmNo: 'Keep Premium',
  reactivate: 'Reactivate Subscription',
  reactivating: 'Reactivating...',
  manageBilling: 'Manage Billing',
  opening: 'Opening...',
  cancelled: 'Your subscription will end at the end of the period.',
  reactivated: 'Your subscription is active again.',
  portalFailed: 'Failed to open subscription management. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  reactivateFailed: 'Failed to reactivate subscription. Please try again.',
  shareTitle: 'Share Premium Access',
  shareLead: 'Share your Premium with the people you cook for.',

  testMode: 'TEST MODE',
  testModeLead: 'No real payment is taken. Use the card 4242 4242 4242 4242 with any future date and any CVC.',
  moreTestCards: 'More test cards',
  testCardOutcomes: {
    succeeds: 'Payment succeeds',
    declined: 'Card declined',
    insufficientFunds: 'Insufficient funds',
    expired: 'Expired card',
    incorrectCvc: 'Incorrect security code',
  },
  payFailed: 'We could not complete the payment. Please try again.',
  checkoutTitle: 'Checkout',
  checkoutLoading: 'Loading checkout...',
  checkoutNotFound: 'We could not find this checkout.',
  checkoutLoadFailed: 'We could not load this checkout. Please try again.',
  tryAgain: 'Try Again',
  payWithCard: 'Pay with card',
  checkoutNotFoundLead: 'It may belong to another account. Start again from the plans.',
  checkoutClosedLead: 'Start a new one from the plans, or see your subscription on your account.',
  backToPlans: 'Back to Plans',
  myAccount: 'My Account',
  subscribeTo: (plan: string) => `Subscribe to ${plan}`,
  trialFree: (days: number) => `${days} days free`,
  thenPrice: (price: string, interval: string) => `Then ${price} per ${interval}`,
  pricePer: (price: string, interval: string) => `${price} per ${interval}`,
  noChargeToday: 'Nothing is charged today. Cancel any time before the trial ends.',
  email: 'Email',
  cardDetails: 'Card information',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM / YY)',
  cvc: 'CVC',
  nameOnCard: 'Name on card',
  startTrial: 'Start trial',
  pay: (price: string) => `Pay ${price}`,
  backToSous: 'Back to Sous',

  portalTitle: 'Billing',
  portalLead: 'Your Sous subscription',
  plan: 'Plan',
  status: 'Status',
  returnToSous: 'Return to Sous',
  noSubscription: 'You have no subscription yet.',
  portalLoadFailed: 'Failed to get subscription information',
  cancelAtEnd: 'Cancel subscription',
  resume: 'Resume subscription',
  statusNames: { active: 'Active', trialing: 'Trial', canceled: 'Canceled', past_due: 'Past due', unpaid: 'Unpaid', incomplete: 'Incomplete' } as Record<string, string>,
} as const;

/** The tiers as marketed (spec 1 §1). */
export const FREE_FEATURES = ['2 AI-generated recipes per day', 'Basic dietary options', 'Simple grocery lists', 'Access to community recipes'];
export const PREMIUM_FEATURES = [
  'Unlimited AI recipes',
  'Advanced dietary personalization',
  'Smart grocery lists with store sections',
  'Store-specific product recommendations',
  'Complete weekly meal plans',
  'Recipe history and favorites',
  'Nutritional analytics',
];

export const TESTIMONIALS = [
  { quote: 'I type what is in the fridge and dinner is sorted. The grocery list by aisle saves me twenty minutes a trip.', who: 'Dana, Chicago' },
  { quote: 'My son has a peanut allergy. Sous keeps every recipe safe and tells me when it swapped something.', who: 'Luis, Monterrey' },
  { quote: 'Scanning my receipt to fill the pantry feels like magic. Worth it for that alone.', who: 'Priya, Toronto' },
];

export const FAQ = [
  { q: 'Can I cancel any time?', a: 'Yes. Cancel from your profile and keep Premium until the end of the period you paid for.' },
  { q: 'Is there a free trial?', a: `Your first subscription starts with ${PRICES.trialDays} days free. Cancel before it ends and you pay nothing.` },
  { q: 'What do I get for free?', a: 'Two AI recipes a day, a saved collection, simple grocery lists and the community recipes.' },
  { q: 'Is my payment information safe?', a: 'Payments are handled by our card payment provider; Sous never sees your full card number.' },
  { q: 'Do recipes respect my allergies?', a: 'Every recipe is checked against the allergies and diets you choose before you see it. Always read labels too.' },
];

/** Long dates as the billing screens write them: March 5, 2026. */
export function longDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
