/**
 * The first schema.org Recipe in a page's JSON-LD (`<script type="application/ld+json">`): the
 * block may hold one object, an array, or an `@graph`, and the Recipe may sit inside another node
 * (`mainEntity`); `@type` may be a string or an array ("Recipe", "schema:Recipe", a URL).
 * recipeInstructions may be a string, strings, HowToStep objects, or HowToSections of steps
 * (section names are dropped like any sub-heading); recipeYield a string, number or array.
 * Blocks are found by searching for "<script" alone; a block that is not valid JSON is skipped.
 */
import { scriptBlocks } from './html-tokens';
import { dietTag, type RecipeFields } from './recipe-fields';

/** Nodes looked at in one page's JSON-LD, and how deep: enough for any real page. */
const NODES_MAX = 20_000;
const DEPTH_MAX = 12;

/** The first Recipe node's fields, or undefined. */
export function jsonLdRecipe(html: string, lower?: string): RecipeFields | undefined {
  for (const block of scriptBlocks(html, lower)) {
    if (!(block.attrs.type ?? '').toLowerCase().includes('ld+json')) continue;
    const found = recipeNode(parseJson(block.content));
    if (found) return fieldsOf(found);
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    // Some sites wrap the block in a CDATA section or an HTML comment.
    return JSON.parse(text.trim().replace(/^(?:<!\[CDATA\[|<!--)/, '').replace(/(?:\]\]>|-->)$/, ''));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecipeType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /(?:^|[/:])recipe$/i.test(t.trim()));
}

/** The first Recipe object anywhere in the parsed JSON, breadth first, within the node and depth limits. */
function recipeNode(root: unknown): Record<string, unknown> | undefined {
  const queue: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let i = 0; i < queue.length && i < NODES_MAX; i++) {
    const entry = queue[i];
    if (!entry) break;
    const { value, depth } = entry;
    if (depth > DEPTH_MAX) continue;
    if (Array.isArray(value)) {
      for (const item of value) queue.push({ value: item, depth: depth + 1 });
    } else if (isRecord(value)) {
      if (isRecipeType(value['@type'])) return value;
      for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) queue.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A string field: a string, a number, or the first of an array of them. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    // recipeYield: ["4", "4 servings"]: the fuller one.
    const texts = value.map(text).filter((t) => t !== '');
    return texts.find((t) => /\D/.test(t)) ?? texts[0] ?? '';
  }
  if (isRecord(value)) return text(value.name ?? value.text ?? value['@value']);
  return '';
}

/** A list field: strings, or one string, or objects with names. */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  const one = text(value);
  return one === '' ? [] : [one];
}

/** Steps of recipeInstructions in order: HowToSection and ItemList flattened, HowToStep by its text. */
function steps(value: unknown, out: string[], depth = 0): string[] {
  if (depth > DEPTH_MAX || out.length > 500) return out;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) steps(item, out, depth + 1);
  else if (isRecord(value)) {
    const list = value.itemListElement;
    if (list !== undefined) steps(list, out, depth + 1);
    else {
      const step = text(value.text) || text(value.name) || text(value.description);
      if (step !== '') out.push(step);
    }
  }
  return out;
}

function fieldsOf(node: Record<string, unknown>): RecipeFields {
  const instructions = steps(node.recipeInstructions, []);
  return {
    name: text(node.name) || text(node.headline),
    description: text(node.description),
    yield: text(node.recipeYield ?? node.yield),
    prepTime: text(node.prepTime),
    cookTime: text(node.cookTime),
    totalTime: text(node.totalTime),
    ingredients: texts(node.recipeIngredient ?? node.ingredients),
    instructions,
    tags: [...texts(node.recipeCategory), ...texts(node.recipeCuisine), ...texts(node.suitableForDiet).map(dietTag), ...texts(node.keywords)],
  };
}
