import { LegalPage } from '../../features/marketing/pages/LegalPage';

/** Route module for `/legal`. */
export const Component = LegalPage;
