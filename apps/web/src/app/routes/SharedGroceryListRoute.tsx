import { useParams } from 'react-router';
import { SharedGroceryListPage } from '../../features/grocery/pages/SharedGroceryListPage';

/** Route module for `/grocery-list/shared/:token`: a list's read-only link (no sign-in). */
export function Component() {
  const { token = '' } = useParams();
  return <SharedGroceryListPage key={token} token={token} />;
}
