/**
 * A schema.org Recipe written as microdata: the first element with itemscope and an itemtype
 * ending in "/Recipe", and the itemprop elements inside it (name, recipeIngredient or the older
 * ingredients, recipeInstructions, recipeYield, prepTime, cookTime, totalTime, description,
 * recipeCategory, recipeCuisine, keywords, suitableForDiet). A property's value is its content,
 * datetime or value attribute when it has one, else the element's text. Properties of items
 * nested inside the recipe (its author's name, a review's rating) are not the recipe's.
 *
 * One walk of the tokenizer with a stack of open elements; unclosed elements (a <li> without
 * </li>) are closed when an ancestor closes, as browsers do.
 */
import { VOID_ELEMENTS, walkHtml } from './html-tokens';
import { BLOCK_ELEMENTS } from './html-text';
import { dietTag, type RecipeFields } from './recipe-fields';

type Field = 'name' | 'description' | 'yield' | 'prepTime' | 'cookTime' | 'totalTime' | 'ingredients' | 'instructions' | 'tags';

const PROPS: Readonly<Record<string, Field>> = {
  name: 'name',
  description: 'description',
  recipeYield: 'yield',
  yield: 'yield',
  prepTime: 'prepTime',
  cookTime: 'cookTime',
  totalTime: 'totalTime',
  recipeIngredient: 'ingredients',
  ingredients: 'ingredients',
  recipeInstructions: 'instructions',
  recipeCategory: 'tags',
  recipeCuisine: 'tags',
  keywords: 'tags',
  suitableForDiet: 'tags',
};

interface Capture {
  fields: Field[];
  diet: boolean;
  parts: string[];
}

interface Open {
  name: string;
  recipe: boolean;
  scope: boolean;
  capture?: Capture;
}

/** Elements a sibling of the same kind closes, and the containers that stop the search. */
const SELF_CLOSING_SIBLINGS: Readonly<Record<string, ReadonlySet<string>>> = {
  li: new Set(['ul', 'ol', 'menu']),
  dt: new Set(['dl']),
  dd: new Set(['dl']),
  option: new Set(['select', 'datalist']),
  tr: new Set(['table', 'tbody', 'thead', 'tfoot']),
  td: new Set(['tr', 'table']),
  th: new Set(['tr', 'table']),
  p: new Set(['div', 'section', 'article', 'main', 'body', 'li', 'td', 'blockquote']),
};

/** Index of the open element that opening `name` closes implicitly ("<li>" closes an open li), or -1. */
function impliedClose(stack: readonly { name: string }[], name: string): number {
  const containers = SELF_CLOSING_SIBLINGS[name === 'dd' ? 'dt' : name];
  if (!containers) return -1;
  for (let k = stack.length - 1; k >= 0 && k >= stack.length - 16; k--) {
    const open = stack[k]?.name ?? '';
    if (open === name || (name === 'dd' && open === 'dt') || (name === 'dt' && open === 'dd')) return k;
    if (containers.has(open)) return -1;
  }
  return -1;
}

/** Values read per list field at most: more than any recipe needs. */
const VALUES_MAX = 300;

export function microdataRecipe(html: string, lower: string = html.toLowerCase()): RecipeFields | undefined {
  if (!lower.includes('schema.org/recipe')) return undefined;
  const fields: RecipeFields = { name: '', description: '', yield: '', prepTime: '', cookTime: '', totalTime: '', ingredients: [], instructions: [], tags: [] };
  const stack: Open[] = [];
  const captures: Capture[] = [];
  // Changed inside the walk's callback, so kept in an object the type checker does not narrow.
  const state = { inRecipe: false, nestedScopes: 0, found: false };

  const store = (capture: Capture, value: string) => {
    for (const field of capture.fields) {
      if (field === 'ingredients' || field === 'instructions' || field === 'tags') {
        if (fields[field].length < VALUES_MAX) fields[field].push(capture.diet ? dietTag(value) : value);
      } else if (fields[field] === '') {
        fields[field] = value;
      }
    }
  };
  const close = (entry: Open) => {
    if (entry.scope) state.nestedScopes -= 1;
    if (entry.capture) {
      const at = captures.lastIndexOf(entry.capture);
      if (at >= 0) captures.splice(at, 1);
      store(entry.capture, entry.capture.parts.join(''));
    }
  };

  /** Pops open elements down to (and with) index `at`, closing each. False when the recipe closed. */
  const popTo = (at: number): boolean => {
    while (stack.length > at) {
      const entry = stack.pop();
      if (!entry) break;
      close(entry);
      if (entry.recipe) return false;
    }
    return true;
  };

  walkHtml(html, (token) => {
    if (token.kind === 'open') {
      const { attrs } = token;
      // "<li>a<li>b": a new item closes the open one, as browsers do.
      const implied = impliedClose(stack, token.name);
      if (implied >= 0 && !popTo(implied)) return false;
      const container = !token.selfClosing && !VOID_ELEMENTS.has(token.name);
      const entry: Open = { name: token.name, recipe: false, scope: false };
      if (BLOCK_ELEMENTS.has(token.name)) for (const capture of captures) capture.parts.push('\n');
      const isRecipe = 'itemscope' in attrs && (attrs.itemtype ?? '').split(/\s+/).some((type) => /schema\.org\/recipe$/i.test(type));
      if (!state.inRecipe) {
        if (isRecipe && container) {
          state.inRecipe = true;
          state.found = true;
          entry.recipe = true;
        }
      } else {
        const props = state.nestedScopes === 0 ? (attrs.itemprop ?? '').split(/\s+/).filter((prop) => PROPS[prop] !== undefined) : [];
        if (props.length > 0) {
          const capture: Capture = { fields: props.map((prop) => PROPS[prop] as Field), diet: props.includes('suitableForDiet'), parts: [] };
          const value = attrs.content ?? attrs.datetime ?? (token.name === 'data' || token.name === 'meter' ? attrs.value : undefined);
          if (value !== undefined) store(capture, value);
          else if (container) {
            entry.capture = capture;
            captures.push(capture);
          }
        }
        if ('itemscope' in attrs && container) {
          entry.scope = true;
          state.nestedScopes += 1;
        }
      }
      if (container) stack.push(entry);
    } else if (token.kind === 'close') {
      if (BLOCK_ELEMENTS.has(token.name)) for (const capture of captures) capture.parts.push('\n');
      let at = -1;
      for (let k = stack.length - 1; k >= 0 && k >= stack.length - 64; k--) {
        if (stack[k]?.name === token.name) {
          at = k;
          break;
        }
      }
      if (at < 0) return undefined;
      // The recipe's element closed: everything of it has been read.
      if (!popTo(at)) return false;
    } else if (!token.raw) {
      for (const capture of captures) capture.parts.push(token.text);
    }
    return undefined;
  }, lower);
  // A page that ends inside the recipe: what was captured still counts.
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry) close(entry);
  }
  return state.found ? fields : undefined;
}
