import { SubscriptionSuccessPage } from '../../features/billing/pages/SubscriptionSuccessPage';

/** Route module for `/subscription/success`. */
export const Component = SubscriptionSuccessPage;
