import { z } from 'zod/mini';
import { IMPORT_TYPES, recipeContentSchema, tiktokVideoSchema } from './recipe';

/** Import limits: the spec's constants (spec 3 §5, §9) and the server's own caps. */
export const IMPORT = {
  /** Pages of one recipe card import, each at most `maxBytes`. */
  maxFiles: 10,
  maxBytes: 10 * 1024 * 1024,
  /** Larger images are refused from their header, before any decoding (pixel bombs). */
  maxPixels: 40_000_000,
  filenameMax: 200,
  /** Pasted recipe text, and the text the parser reads from any source. */
  textMax: 20_000,
  urlMax: 2000,
  /** A web page is read up to this many bytes within this time, else refused. */
  webPageMaxBytes: 3 * 1024 * 1024,
  webPageTimeoutMs: 10_000,
  /** One page's OCR gives up after this long. */
  ocrPageTimeoutMs: 60_000,
  /** Imports one user may start per window (OCR is the most expensive thing Sous does). */
  importsPerWindow: 30,
  importWindowSeconds: 3600,
  pollIntervalMs: 3000,
  /** The cosmetic progress (spec 3 §4): a stage every 15 s through 0..3, then creeping to 95%. */
  progressStageMs: 15_000,
  progressStages: 4,
  progressCapPercent: 95,
  reviewRedirectMs: 2000,
  listDefaultLimit: 10,
  listMaxLimit: 50,
  /** A TikTok link must contain this (spec 3 §5). */
  tiktokHost: 'tiktok.com',
  defaultRecipeName: 'Imported Recipe',
} as const;

/** JPEG or PNG (spec 3 §5: image/jpg is what some browsers call JPEG). */
export const IMPORT_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

// Where an import came from and the TikTok video behind it live with the recipe (recipe.ts), which
// carries them too, so the recipe schema does not pull this whole file into every page.
export { IMPORT_TYPES, tiktokVideoSchema, type ImportType, type TikTokVideo } from './recipe';

/**
 * An import's life: UPLOADING until every page has arrived (photos only), PROCESSING while the
 * job reads it, then COMPLETE with `recipeData` or FAILED with `statusMessage`. INITIALIZING and
 * ERROR are made by the browser only (spec 3 §3).
 */
export const IMPORT_STATUSES = ['UPLOADING', 'PROCESSING', 'COMPLETE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The import texts (spec 3 §5, §8) and the ones the server adds where the spec is silent. */
export const IMPORT_MESSAGES = {
  invalidType: (name: string) => `File "${name}" is not a valid image type. Please select JPEG or PNG files.`,
  tooLarge: (name: string) => `File "${name}" exceeds the maximum size of 10MB.`,
  noFiles: 'Please choose at least one photo of the recipe.',
  tooManyFiles: `You can import at most ${IMPORT.maxFiles} photos at once.`,
  tiktokRequired: 'Please enter a TikTok URL',
  tiktokInvalid: 'Please enter a valid TikTok URL',
  tiktokNoVideo: 'Please enter a link to one TikTok video (…/video/1234567890).',
  /** vm.tiktok.com and vt.tiktok.com links: only TikTok knows which video they lead to. */
  tiktokShortLink: 'Please open this short link and paste the full TikTok video address (…/video/1234567890).',
  attestRequired: 'Please confirm you have the right to import this recipe.',
  urlRequired: 'Please enter the address of a recipe page',
  urlInvalid: 'Please enter a valid web address (https://…)',
  textRequired: 'Please paste the recipe text',
  textTooLong: `Recipe text can be at most ${IMPORT.textMax.toLocaleString('en-US')} characters.`,
  tooManyImports: "You've started too many imports recently. Please wait a while and try again.",
  notFound: 'Import not found',
  notComplete: 'This import is not complete yet.',
  /** Statuses while it works. */
  waitingForPages: 'Waiting for the photos to upload',
  processing: 'Reading your recipe',
  readingPage: (page: number, pages: number) => `Reading page ${page} of ${pages}`,
  complete: 'Recipe imported',
  /** Why an import FAILED (shown to its owner). */
  failed: {
    pagesMissing: 'Some photos never finished uploading. Please try again.',
    notAnImage: 'One of the files is not a JPEG or PNG image.',
    tooManyPixels: 'One of the photos is too large to read: at most 40 megapixels.',
    unreadable: 'We could not read any text in these photos. Try a sharper, well-lit photo taken straight on.',
    noRecipe: 'We could not find a recipe in this text. Check that it lists ingredients and steps.',
    tiktokNoRecipe:
      'This video\'s caption does not hold a recipe. Copy the recipe from the video and use "Paste recipe text" instead.',
    tiktokUnavailable: 'We could not reach this TikTok video. Check the link, or paste the recipe text instead.',
    webUnavailable: 'We could not load this page. Check the address, or paste the recipe text instead.',
    webNoRecipe: 'We could not find a recipe on this page. Copy the recipe and use "Paste recipe text" instead.',
    timedOut: 'Reading the recipe took too long. Please try again.',
    generic: 'The import failed. Please try again.',
  },
} as const;

/** One page to upload: what the browser knows of it. `size` is checked at once when sent. */
export const importFileSchema = z.object({
  contentType: z.string().check(z.maxLength(100)),
  filename: z.string().check(z.maxLength(1000)),
  size: z.optional(z.int().check(z.minimum(1))),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** `POST /api/recipe-import/presign-multiple` (spec 3 §7). */
export const presignMultipleBody = z.object({
  files: z.array(importFileSchema),
  isMultiPage: z.optional(z.boolean()),
});
export type PresignMultipleBody = z.infer<typeof presignMultipleBody>;

/** `POST /api/recipe-import/presign`: one page (spec 3 §7; not used by the screens). */
export const presignOneBody = importFileSchema;

/**
 * Where to PUT each page, parallel to the files: with a `Content-Type` header equal to the file's
 * type, at most `maxBytes`, before `expiresAt`. The import starts when every page has arrived, or
 * on `POST /api/recipe-import/{importId}/start`.
 */
export const presignMultipleResponse = z.object({
  importId: z.string(),
  uploadUrls: z.array(z.string()),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
export type PresignMultipleResponse = z.infer<typeof presignMultipleResponse>;

export const presignOneResponse = z.object({ importId: z.string(), uploadUrl: z.string(), maxBytes: z.number(), expiresAt: z.string() });

/**
 * `POST /api/import/tiktok` (spec 3 §7): attestRights must be true. Both are optional here so a
 * missing one answers the spec's own message (`tiktokRequired`, `attestRequired`).
 */
export const tiktokImportBody = z.object({
  tiktokUrl: z.optional(z.string().check(z.maxLength(IMPORT.urlMax))),
  attestRights: z.optional(z.boolean()),
});
export const tiktokImportResponse = z.object({ videoId: z.string(), importId: z.string() });

/** `POST /api/recipe-import/web` (beyond the spec): a recipe page's address. */
export const webImportBody = z.object({
  url: z.string().check(z.maxLength(IMPORT.urlMax)),
  attestRights: z.optional(z.boolean()),
});
/**
 * `POST /api/recipe-import/text` (beyond the spec): pasted recipe text, read at once; the answer
 * is the import's status, COMPLETE or FAILED. Longer than `IMPORT.textMax` answers 400 with
 * `IMPORT_MESSAGES.textTooLong` (checked by the server, so the message is that one).
 */
export const textImportBody = z.object({ text: z.string() });
export const importStartedResponse = z.object({ importId: z.string() });


/**
 * The recipe as the parser read it, for the review screen to edit. Looser than a recipe: any list
 * may be empty and the name blank (the review screen fills 'Imported Recipe' and asks for the rest).
 */
export const importedRecipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  servings: z.int(),
  prepTime: z.string(),
  cookTime: z.string(),
  ingredients: z.array(z.object({ quantity: z.string(), unit: z.string(), name: z.string() })),
  instructions: z.array(z.string()),
  tags: z.array(z.string()),
  /** The page or video it came from, for credit. */
  sourceUrl: z.nullable(z.string()),
  tiktokVideo: z.optional(tiktokVideoSchema),
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

/**
 * `GET /api/recipe-import/status/{importId}` and `GET /api/recipe-import/status?videoId=` (spec 3
 * §3). `recipeId` is set once the recipe is saved; `previewUrl` is the first page (photos) or
 * the video's thumbnail (TikTok); `username` the TikTok author.
 */
export const importStatusSchema = z.object({
  importId: z.string(),
  userId: z.string(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUSES),
  statusMessage: z.nullable(z.string()),
  createdAt: z.string(),
  url: z.nullable(z.string()),
  username: z.nullable(z.string()),
  videoId: z.nullable(z.string()),
  imageId: z.nullable(z.string()),
  previewUrl: z.nullable(z.string()),
  recipeId: z.nullable(z.string()),
  recipeData: z.nullable(importedRecipeSchema),
});
export type ImportStatusResponse = z.infer<typeof importStatusSchema>;

/** `GET /api/recipe-import?limit=` (default 10): the caller's newest imports. */
export const importListQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(IMPORT.listMaxLimit)), IMPORT.listDefaultLimit),
});
export const importListResponse = z.object({ imports: z.array(importStatusSchema) });

/**
 * `POST /api/recipe-import/{importId}/recipe`: the reviewed recipe, saved to the collection with
 * its source (spec 3 §4 Review; the spec does not show how an imported recipe is created). Saving
 * the same import again updates the recipe it made instead of making a second one.
 */
export const saveImportedRecipeBody = z.extend(recipeContentSchema, {
  cuisine: z._default(recipeContentSchema.shape.cuisine, ''),
  /** Left out, the server works it out from the ingredient lines it recognises. */
  nutritionFacts: z.optional(recipeContentSchema.shape.nutritionFacts),
});
export type SaveImportedRecipeBody = z.infer<typeof saveImportedRecipeBody>;
