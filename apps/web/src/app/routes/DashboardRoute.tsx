import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';

/** Route module for `/dashboard`. */
export const Component = DashboardPage;
