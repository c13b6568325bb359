import { ImportOptionsPage } from '../../features/recipe-import/pages/ImportOptionsPage';

/** Route module for `/import`: the import options and the newest imports. */
export function Component() {
  return <ImportOptionsPage />;
}
