import { recipeFilesPrefix } from '../recipes/recipes.service';
import type { RenditionName } from './image-processing';

/**
 * Where one media item's files live: under its recipe's folder (recipes/<recipeId>/, which goes
 * with the recipe), in a folder of its own named by its id. Keys are fixed per item, so a second
 * processing run writes the same objects rather than new ones.
 */
export const mediaFolder = (item: { recipeId: string; id: string }) => `${recipeFilesPrefix(item.recipeId)}media/${item.id}/`;

export const renditionKey = (item: { recipeId: string; id: string }, name: RenditionName) => `${mediaFolder(item)}${name}.webp`;

export const tiktokThumbnailKey = (item: { recipeId: string; id: string }) => `${mediaFolder(item)}thumbnail.webp`;
