import { PhotoImportPage } from '../../features/recipe-import/pages/PhotoImportPage';

/** Route module for `/import/photo-card`: photos of a recipe card, uploaded and read. */
export function Component() {
  return <PhotoImportPage />;
}
