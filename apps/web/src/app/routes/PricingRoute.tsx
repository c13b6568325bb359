import { PricingPage } from '../../features/marketing/pages/PricingPage';

/** Route module for `/pricing`. */
export const Component = PricingPage;
