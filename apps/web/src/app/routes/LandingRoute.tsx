import { LandingPage } from '../../features/marketing/pages/LandingPage';
import { useRouteHandle } from './route-handle';

/** Route module for `/tiktok`, `/x` and `/instagram`: the network comes from the route's handle. */
export function Component() {
  const { network = 'tiktok' } = useRouteHandle();
  return <LandingPage network={network} />;
}
