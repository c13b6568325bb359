import { PricingPage } from '../../features/billing/pages/PricingPage';

/** Route module for `/pricing`. */
export const Component = PricingPage;
