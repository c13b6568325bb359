import { LoginPage } from '../../features/auth/pages/LoginPage';

/** Route module for `/login`. */
export const Component = LoginPage;
