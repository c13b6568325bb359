import { ProfilePage } from '../../features/account/pages/ProfilePage';

/** Route module for `/profile`. */
export const Component = ProfilePage;
