import { OnboardingPage } from '../../features/account/pages/OnboardingPage';

/** Route module for `/onboarding`. */
export const Component = OnboardingPage;
