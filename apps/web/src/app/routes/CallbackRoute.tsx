import { CallbackPage } from '../../features/auth/pages/CallbackPage';

/** Route module for `/callback`. */
export const Component = CallbackPage;
