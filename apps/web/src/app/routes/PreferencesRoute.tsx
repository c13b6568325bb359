import { PreferencesPage } from '../../features/preferences/pages/PreferencesPage';

/** Route module for `/preferences`. */
export const Component = PreferencesPage;
