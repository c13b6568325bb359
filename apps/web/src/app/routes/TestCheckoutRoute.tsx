import { useParams } from 'react-router';
import { TestCheckoutPage } from '../../features/billing/pages/TestCheckoutPage';

/** Route module for `/billing/checkout/:sessionId` (the local test-mode provider's checkout). */
export function Component() {
  const { sessionId = '' } = useParams();
  // A new session id is a new checkout: nothing typed into the last one carries over.
  return <TestCheckoutPage key={sessionId} sessionId={sessionId} />;
}
