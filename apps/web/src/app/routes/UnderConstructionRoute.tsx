import { useRouteHandle } from './route-handle';
import { UnderConstructionPage } from './UnderConstructionPage';

/** Route module for screens later issues build: shows the title from the route's handle. */
export function Component() {
  const { title = 'Coming soon' } = useRouteHandle();
  return <UnderConstructionPage title={title} />;
}
