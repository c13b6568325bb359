import { HomePage } from '../../features/marketing/pages/HomePage';

/** Route module for `/`. */
export const Component = HomePage;
