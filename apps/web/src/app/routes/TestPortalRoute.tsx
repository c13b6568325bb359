import { TestPortalPage } from '../../features/billing/pages/TestPortalPage';

/** Route module for `/billing/portal` (the local test-mode provider's billing portal). */
export const Component = TestPortalPage;
