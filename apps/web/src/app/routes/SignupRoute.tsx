import { SignupPage } from '../../features/auth/pages/SignupPage';

/** Route module for `/signup`. */
export const Component = SignupPage;
