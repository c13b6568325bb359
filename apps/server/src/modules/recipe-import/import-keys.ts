/**
 * Where one import's files live: its pages as uploaded (until they are read) and its preview, in
 * a folder of its own, so the import's files go with it in one prefix deletion. Keys are made
 * here only; the browser never names a path.
 */
export const importFolder = (importId: string) => `imports/${importId}/`;

export const pagesFolder = (importId: string) => `${importFolder(importId)}pages/`;

export const previewKey = (importId: string) => `${importFolder(importId)}preview.webp`;
