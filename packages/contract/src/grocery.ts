import { z } from 'zod/mini';
import { INVENTORY_UNITS } from './inventory';

/** Grocery list limits: the spec's constants (spec 3 §9) and the server's own caps. */
export const GROCERY = {
  /** Recipes one list may be made from. */
  recipesMax: 50,
  categoriesMax: 30,
  /** Items in one category, and in the whole list. */
  categoryItemsMax: 200,
  itemsMax: 500,
  nameMax: 120,
  categoryNameMax: 60,
  itemNameMax: 120,
  unitMax: 20,
  /** Largest amount of one item; more is a typing slip, not a shopping list. */
  quantityMax: 10_000,
  pollIntervalMs: 3000,
  dashboardLists: 2,
  /** The one section of a free list (premium lists are grouped by store aisle). */
  simpleSection: 'Shopping List',
} as const;

/** The store aisles of a premium list, in the order a shopper walks them. */
export const STORE_AISLES = [
  'Produce',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Bakery',
  'Pantry',
  'Spices & Seasonings',
  'Frozen',
  'Beverages',
  'Other',
] as const;
export type StoreAisle = (typeof STORE_AISLES)[number];

/** The grocery texts (spec 3 §5, §8) and the ones the server adds where the spec is silent. */
export const GROCERY_MESSAGES = {
  blankName: 'Please enter a name for your grocery list.',
  noRecipes: 'Please select at least one recipe before generating a grocery list.',
  tooManyRecipes: `A grocery list can be made from at most ${GROCERY.recipesMax} recipes.`,
  notFound: 'Grocery list not found',
  requestNotFound: 'Grocery list request not found',
  recipeNotFound: 'One of the selected recipes was not found.',
  generationFailed: 'Failed to generate grocery list. Please try again.',
  started: 'Grocery list generation started',
  completed: 'Grocery list ready',
  working: 'Merging ingredients by store section...',
  tooManyItems: `A grocery list holds at most ${GROCERY.itemsMax} items.`,
  shareNotFound: 'This grocery list is no longer shared.',
  itemNotOnList: 'One of the items is not on this list.',
  addedToPantry: (count: number) => (count === 1 ? 'Added 1 item to your pantry' : `Added ${count} items to your pantry`),
  nothingToStock: 'These items are in your pantry already.',
} as const;

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A recipe a list was made from. */
export const groceryRecipeRefSchema = z.object({ id: trimmed(1, 100), name: z.string().check(z.trim(), z.maxLength(200)) });
export type GroceryRecipeRef = z.infer<typeof groceryRecipeRefSchema>;

/**
 * One thing to buy. `quantity` is null for "to taste" and hand-written items without an amount.
 * `suggestion` ("1 dozen", "1 lb bag") and `foodId` are written by the list's generation;
 * `id` may be left out for a new item and the server gives it one.
 */
export const groceryItemSchema = z.object({
  id: z.optional(trimmed(1, 100)),
  name: trimmed(1, GROCERY.itemNameMax),
  quantity: z.nullable(z.number().check(z.positive(), z.maximum(GROCERY.quantityMax))),
  unit: z.string().check(z.trim(), z.maxLength(GROCERY.unitMax)),
  checked: z.boolean(),
  suggestion: z.optional(z.string().check(z.maxLength(60))),
  foodId: z.optional(z.string().check(z.maxLength(80))),
  /** Put in the pantry from this list once already, so a second press adds nothing twice. */
  stocked: z.optional(z.boolean()),
});
export type GroceryItemInput = z.infer<typeof groceryItemSchema>;
export type GroceryItem = GroceryItemInput & { id: string };

/** A section of a list ("Produce") with its items. */
export const groceryCategorySchema = z.object({
  name: trimmed(1, GROCERY.categoryNameMax),
  items: z.array(groceryItemSchema).check(z.maxLength(GROCERY.categoryItemsMax)),
});
export type GroceryCategoryInput = z.infer<typeof groceryCategorySchema>;
export interface GroceryCategory {
  name: string;
  items: GroceryItem[];
}

const listName = z.string().check(z.trim(), z.maxLength(GROCERY.nameMax));
const categories = z.array(groceryCategorySchema).check(z.maxLength(GROCERY.categoriesMax));

/**
 * What the owner's pantry holds of an item, read when the list is (never stored with it): the
 * amount of its pantry item, and whether that covers the list's amount. The item stays on the list.
 */
export const pantryCoverSchema = z.object({ quantity: z.number(), unit: z.enum(INVENTORY_UNITS), covers: z.boolean() });
export type PantryCover = z.infer<typeof pantryCoverSchema>;

/** A grocery list (spec 3 §3): `items` holds its categories, as the spec names them. */
export const groceryListSchema = z.object({
  listId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recipes: z.array(groceryRecipeRefSchema),
  items: z.array(
    z.object({ name: z.string(), items: z.array(z.extend(groceryItemSchema, { id: z.string(), pantry: z.optional(z.nullable(pantryCoverSchema)) })) }),
  ),
  /** Grouped by store aisle with purchase suggestions (premium). */
  bySection: z.boolean(),
  /** The read-only link's token while the list is shared. */
  shareToken: z.nullable(z.string()),
});
export type GroceryList = z.infer<typeof groceryListSchema>;

/** `GET /api/grocery-lists`: the caller's lists, newest first, without their items. */
export const groceryListSummarySchema = z.object({
  listId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  recipes: z.array(groceryRecipeRefSchema),
  itemCount: z.number(),
  checkedCount: z.number(),
});
export type GroceryListSummary = z.infer<typeof groceryListSummarySchema>;
export const groceryListsResponse = z.object({ lists: z.array(groceryListSummarySchema) });

/** `POST /api/grocery-lists` with `generateAsync: true`: make the list from saved recipes in a job. */
export const generateGroceryListBody = z.object({
  name: listName,
  recipes: z.array(groceryRecipeRefSchema).check(z.maxLength(1000)),
  generateAsync: z.literal(true),
});
/** `POST /api/grocery-lists` without it: a list written by hand (often empty). */
export const createGroceryListBody = z.object({
  name: listName,
  recipes: z.optional(z.array(groceryRecipeRefSchema).check(z.maxLength(GROCERY.recipesMax))),
  items: z.optional(categories),
});
export const postGroceryListBody = z.union([generateGroceryListBody, createGroceryListBody]);
export type PostGroceryListBody = z.infer<typeof postGroceryListBody>;
export type GenerateGroceryListBody = z.infer<typeof generateGroceryListBody>;
export type CreateGroceryListBody = z.infer<typeof createGroceryListBody>;

export const groceryGenerationStarted = z.object({ requestId: z.string(), message: z.string() });

/** `GET /api/grocery-lists/status/{requestId}`. */
export const GROCERY_REQUEST_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export const groceryRequestStatusSchema = z.object({
  requestId: z.string(),
  status: z.enum(GROCERY_REQUEST_STATUSES),
  message: z.string(),
  listId: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type GroceryRequestStatus = z.infer<typeof groceryRequestStatusSchema>;

/** `PUT /api/grocery-lists/{id}`: the whole list as the screen holds it. */
export const updateGroceryListBody = z.object({ name: listName, items: categories });
export type UpdateGroceryListBody = z.infer<typeof updateGroceryListBody>;

/** `POST /api/grocery-lists/{id}/pantry`: put these items of the list (bought) in the pantry. */
export const stockPantryBody = z.object({ itemIds: z.array(trimmed(1, 100)).check(z.minLength(1), z.maxLength(GROCERY.itemsMax)) });
export type StockPantryBody = z.infer<typeof stockPantryBody>;
/** How many items went into the pantry (those stocked before are not added twice), and the list after. */
export const stockPantryResponse = z.object({ added: z.number(), list: groceryListSchema });
export type StockPantryResponse = z.infer<typeof stockPantryResponse>;

/** `POST /api/grocery-lists/{id}/share`: the read-only link's token. */
export const groceryShareResponse = z.object({ shareToken: z.string() });

/** `GET /api/grocery-lists/shared/{token}`: what a person with the link sees. */
export const sharedGroceryListSchema = z.pick(groceryListSchema, { name: true, updatedAt: true, recipes: true, items: true, bySection: true });
export type SharedGroceryList = z.infer<typeof sharedGroceryListSchema>;
