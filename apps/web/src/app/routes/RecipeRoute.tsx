import { useParams } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/FullScreenSpinner';
import { RecipePage } from '../../features/recipes/pages/RecipePage';
import { useSession } from '../../lib/session/session';
import { NotFoundPage } from './NotFoundPage';

/**
 * Route module for `/recipes/:recipeId`: the owner's recipe page. Visitors and other people get
 * the 404 page (the server answers 404 for another person's recipe); public recipes will show
 * here once sharing exists.
 */
export function Component() {
  const { recipeId = '' } = useParams();
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'anonymous') return <NotFoundPage />;
  return <RecipePage recipeId={recipeId} notFound={<NotFoundPage />} />;
}
