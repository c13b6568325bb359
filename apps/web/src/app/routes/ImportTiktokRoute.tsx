import { TikTokImportPage } from '../../features/recipe-import/pages/TikTokImportPage';

/** Route module for `/import/tiktok`: a TikTok link, read into a recipe. */
export function Component() {
  return <TikTokImportPage />;
}
