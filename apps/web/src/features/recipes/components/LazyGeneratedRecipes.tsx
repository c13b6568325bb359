import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/Spinner';

// The results (cards, pictures, save buttons) load only once there are recipes to show: the
// generator pages are first loads, and they start empty.
const GeneratedRecipes = lazy(() => import('./GeneratedRecipes').then((module) => ({ default: module.GeneratedRecipes })));

/** `GeneratedRecipes`, loaded on first use. */
export function LazyGeneratedRecipes(props: ComponentProps<typeof GeneratedRecipes>) {
  return (
    <Suspense fallback={<Spinner />}>
      <GeneratedRecipes {...props} />
    </Suspense>
  );
}
