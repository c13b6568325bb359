/**
 * A TikTok caption read as a recipe. Captions are recipe text in a hurry: one long line, emojis as
 * bullets ("🧄 2 cloves garlic"), hashtags, "Recipe below 👇", "Ingredients: 2 eggs, 1 cup flour,
 * ...", numbered steps run together ("1. Boil 2. Drain"). The caption is turned into ordinary
 * recipe lines (emojis become line breaks, keycap digits step numbers, inline numbered steps one
 * per line, hashtags tags; a line the writer started with a bullet, an emoji bullet or a number is
 * separated and never joined to the one before) and read by the recipe-text reader without its
 * title search. The name
 * is the caption's first sentence when it reads like a dish's name ("Garlic butter salmon"), else
 * '' ("You NEED to try this" is not a dish). A caption with no ingredients gives a recipe with none:
 * the caller fails the import and invites a paste.
 */
import { RECIPE_LIMITS } from '@sous/contract/recipe';
import type { ImportedRecipe } from '@sous/contract/recipe-import';
import { readHeading } from './headings';
import { hasLeadingAmount, isIngredientLike, isStepLike, startsWithCookingVerb } from './line-shape';
import { addTag, headerTags, readMetaLine, splitMetaTail, type Meta } from './meta';
import { readRecipeText } from './parse-recipe-text';
import { cutAtSeparators, LEADING_POINTER } from './separators';
import { wordCount, type SourceLine } from './text-lines';

/** Captions are short; a longer one is read this far. */
const CAPTION_MAX = 5000;

/** Hashtags that say nothing about the dish. */
const NOISE_TAGS = new Set([
  'fyp', 'fy', 'fypシ', 'foryou', 'foryoupage', 'fypage', 'viral', 'viralvideo', 'trending', 'trend', 'explore', 'explorepage',
  'recipe', 'recipes', 'easyrecipe', 'easyrecipes', 'recipeideas', 'recipeoftheday', 'viralrecipe', 'tiktokfood', 'foodtiktok',
  'foodtok', 'tiktok', 'tiktokrecipe', 'tiktokrecipes', 'food', 'foodie', 'foodporn', 'foodlover', 'foodblogger', 'cooking',
  'cookingtiktok', 'cookwithme', 'cook', 'homecooking', 'homemade', 'yummy', 'delicious', 'tasty', 'instafood', 'reels', 'reel',
  'learnontiktok', 'xyzbca', 'foryourpage', 'fypp', 'goviral', 'blowthisup', 'chef', 'chefsoftiktok', 'kitchen', 'kitchenhacks',
  'easy', 'quick', 'quickrecipes', 'quickrecipe', 'simplerecipe', 'asmr', 'asmrfood', 'satisfying', 'duet', 'stitch', 'ad', 'sponsored',
]);

/** Hashtags of diets and cuisines written as one word, as Sous writes them. */
const KNOWN_TAGS: Readonly<Record<string, string>> = {
  glutenfree: 'Gluten-Free',
  dairyfree: 'Dairy-Free',
  nutfree: 'Nut-Free',
  eggfree: 'Egg-Free',
  sugarfree: 'Sugar-Free',
  lowcarb: 'Low-Carb',
  lowfat: 'Low-Fat',
  plantbased: 'Plant-Based',
  glutenfreerecipes: 'Gluten-Free',
  veganrecipes: 'Vegan',
  vegetarianrecipes: 'Vegetarian',
  ketorecipes: 'Keto',
  middleeastern: 'Middle Eastern',
  mealprep: 'Meal Prep',
  onepot: 'One Pot',
  airfryer: 'Air Fryer',
  airfryerrecipes: 'Air Fryer',
  highprotein: 'High Protein',
  dinnerideas: 'Dinner',
  easydinner: 'Dinner',
  dinner: 'Dinner',
  lunchideas: 'Lunch',
  breakfastideas: 'Breakfast',
  dessertideas: 'Dessert',
  snackideas: 'Snack',
  comfortfood: 'Comfort Food',
  healthyrecipes: 'Healthy',
  healthy: 'Healthy',
};

/** "Recipe below 👇", "Full recipe in comments", "Follow for more": furniture, not recipe. */
const FURNITURE = /^(?:(?:full |the |whole )?recipe (?:below|in (?:the )?(?:comments?|caption|bio)|on (?:my )?(?:blog|website|site))|(?:save|bookmark) (?:this|it)(?: for later)?|follow (?:me )?for more|link in (?:my )?bio|comment .{0,40} for the recipe|(?:see|check) (?:the )?comments?)\b/i;

/** First words of a sentence about the video or the viewer, not a dish's name. */
const NOT_A_NAME = /^(?:i|i'm|im|i've|ive|you|your|you're|we|we're|my|our|this|these|that|pov|when|if|how|why|what|who|ok|okay|omg|guys|here's|heres|here|let's|lets|made|making|try|trying|tried|day|part|replying|reply|wait|so|just|no|yes|best|the best way|do|did|does|can|should|would|have|has|it's|its|there|not|new|trust|hear)\b/i;

const EMOJI = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]|[\u{1F1E6}-\u{1F1FF}])+/gu;
/** The same, to split on inside a replacement over EMOJI (a global pattern keeps its place). */
const EMOJI_RUN = new RegExp(EMOJI.source, 'u');
const KEYCAP = /([0-9])\u{FE0F}?\u{20E3}/gu;
const HASHTAG = /#([\p{L}\p{N}_]{1,60})/gu;

export function parseTikTokCaption(caption: string): ImportedRecipe {
  const source = typeof caption === 'string' ? caption.slice(0, CAPTION_MAX) : '';
  const meta: Meta = { tags: [] };
  for (const match of source.matchAll(HASHTAG)) addHashtag(meta, match[1] ?? '');

  const lines = captionLines(source);
  const firstIndex = lines.findIndex((line) => line.text !== '');
  const firstLine = lines[firstIndex];
  let first = firstLine?.text ?? '';
  // "Lemon chicken serves 4 ready in 35 min": the name, then metadata on a line of its own.
  const opening = /^[^.!?:|]{1,100}/u.exec(first)?.[0] ?? '';
  const split = splitMetaTail(opening, { tags: [] });
  if (split && firstLine) {
    const at = opening.length - split.tail.length;
    lines.splice(firstIndex, 1, { ...firstLine, text: split.head }, { text: first.slice(at), separated: false });
    first = split.head;
  }
  const sentence = /^[^.!?:|]{1,100}[.!?:|]*/u.exec(first)?.[0] ?? '';
  const name = dishName(sentence, first);
  if (name && firstLine) lines[firstIndex] = { ...firstLine, text: first.slice(sentence.length).trim() };
  const recipe = readRecipeText(lines, { title: false });
  const tags: Meta = { tags: [] };
  for (const tag of [...(name ? headerTags(name) : []), ...recipe.tags, ...meta.tags]) addTag(tags, tag);
  return { ...recipe, name: name.slice(0, RECIPE_LIMITS.nameMax).trim(), tags: tags.tags };
}

/**
 * Where the caption's writer cut it (an emoji bullet, a keycap, a step number): a line break with
 * this mark after it, so the line it starts is separated from the one before. The mark is a
 * control character, taken out of the caption first, that never reaches the reader.
 */
const CUT = '\u001e';

/**
 * The caption as recipe lines: hashtags and mentions out, emojis as line breaks, run-together
 * steps one per line. A line the writer started with a mark (an emoji used as a bullet, a step
 * number) is separated from the line before; a break at a decorative emoji inside a sentence
 * ("Fry the garlic 🧄 until golden") is an ordinary one, and the reader may join the two.
 */
function captionLines(caption: string): SourceLine[] {
  const text = caption
    .replaceAll(CUT, ' ')
    .replace(HASHTAG, ' ')
    .replace(/(?:\b(?:recipe )?(?:from|by|via|inspired by|credit|cr)\s?:?\s?)?@[\w.]{1,40}/giu, ' ')
    .replace(KEYCAP, `\n${CUT}$1. `)
    .replace(EMOJI, emojiBreak)
    // "Steps: 1. Boil the pasta 2. Fry the garlic": each number a new line.
    .replace(/(^|[\s:])((?:step\s?)?\d{1,2}[.)]\s)(?=\p{L})/giu, (whole, before: string, marker: string, offset: number, all: string) =>
      offset === 0 || all.charAt(offset) === '\n' ? whole : `${before}\n${CUT}${marker}`,
    )
    // One sentence a line, so "Boil the pasta. Fry the garlic." is two steps (not after "tbsp." or "oz.").
    .replace(/(?<!\b(?:tbsp|tsp|tbs|oz|lb|lbs|min|mins|hr|hrs|approx|pkg|no|vs|st|dr|mr|mrs|ms|c|g|t))([.!?])\s+(?=\p{Lu})/giu, '$1\n')
    // "…, honey, berries Mix it all in a jar": a capitalised cooking verb after a lower-case word starts a step.
    .replace(/(?<=\s\p{Ll}[\p{L}']{0,30}) (?=\p{Lu}\p{Ll}{1,12} \p{Ll})/gu, (space: string, offset: number, all: string) =>
      startsWithCookingVerb(all.slice(offset + 1, offset + 60)) ? '\n' : space,
    )
    // "Instructions:" or "Method -" in the middle of a line starts a section.
    .replace(/\s(ingredients|instructions|directions|method|steps|how to make it|you need|what you need|shopping list)\s?([:\-–])/giu, '\n$1$2')
    // "Ingredients 👇" (the emoji now a line break) ends the line it stands on: a heading of its own.
    .replace(/ (ingredients|you need|what you need|shopping list) ?(?=\n)/giu, '\n$1');
  return text
    .split('\n')
    .map((raw) => ({ text: raw.replaceAll(CUT, '').replace(/\s+/g, ' ').trim(), separated: raw.startsWith(CUT) }))
    .filter((line) => !FURNITURE.test(line.text))
    .flatMap((line) => cutLine(line))
    .flatMap((line) => (hasLeadingAmount(line.text) ? splitRunOnList(line.text).split('\n').map((text, i) => ({ text, separated: i === 0 && line.separated })) : [line]));
}

/** "Sesame noodles • 200g noodles • 4 cloves garlic": a line cut at its bullets (separators.ts). */
function cutLine(line: SourceLine): SourceLine[] {
  const pieces = cutAtSeparators(line.text);
  if (!pieces) return [line];
  const led = LEADING_POINTER.test(line.text);
  return pieces.filter((text) => !FURNITURE.test(text)).map((text, i) => ({ text, separated: i > 0 || line.separated || led }));
}

/** Emojis a caption writes as headings' pointers, never as bullets: "Ingredients 👇", "Recipe below ⬇️". */
const DOWN_POINTER = /^(?:\u{1F447}|\u2B07|\u{1F53D})/u;

/**
 * What an emoji in a caption stands for. At a line's start, or before an amount or a capital
 * ("serves 2 🍋 4 salmon fillets", "done ✅ Serve hot"), a pointing or ticking one anywhere, and one
 * between two ingredients ("4 cloves garlic 🥜 sesame seeds", "1 baguette 🧈 softened butter", but
 * not "2 cloves garlic 🧄 minced"): a bullet, the writer's cut.
 * Else (a decorative one, "Fry the garlic 🧄 until golden") a plain line break.
 */
function emojiBreak(emoji: string, offset: number, all: string): string {
  // The piece before: since the line's start or the emoji before this one (each a break of its own).
  const lineStart = all.lastIndexOf('\n', offset - 1) + 1;
  const before = (all.slice(Math.max(lineStart, offset - 400), offset).split(EMOJI_RUN).at(-1) ?? '').replaceAll(CUT, '').trim();
  const after = all.slice(offset + emoji.length, offset + emoji.length + 80).replace(/^[ \t]+/, '');
  if (DOWN_POINTER.test(emoji) || after === '' || after.startsWith('\n') || after.startsWith('#')) return '\n';
  if (before === '' || LEADING_POINTER.test(emoji) || /^[\d½¼¾⅓⅔⅛\p{Lu}]/u.test(after)) return `\n${CUT}`;
  if (/^\p{Ll}/u.test(after) && isIngredientLike(before)) {
    // The piece after, up to the next break, sentence or capitalised word (the method often follows).
    const next = /^[^\n.!?]*?(?=$|\n|[.!?]|\s\p{Lu})/u.exec(after.split(EMOJI_RUN)[0] ?? '')?.[0].trim() ?? '';
    if (isIngredientLike(next)) return `\n${CUT}`;
  }
  return '\n';
}

/** Words before an amount that belong to it. */
const AMOUNT_JOINERS = new Set(['x', 'of', 'or', 'to', 'and', 'plus', 'about', 'approx', 'around', 'roughly', 'scant', 'heaped', 'generous']);

/** Words that open a step but also run inside an ingredient ("tomatoes in juice", "breasts cut into strips"). */
const OPENERS = new Set(['cut', 'chop', 'dice', 'slice', 'mince', 'grate', 'peel', 'crush', 'trim', 'shred', 'halve', 'in', 'into', 'using', 'once', 'when', 'while', 'after', 'then', 'finally', 'first', 'next', 'now', 'if', 'keep', 'working', 'stirring', 'carefully', 'gently', 'slowly', 'quickly', 'lightly', 'generously', 'evenly', 'store', 'wait', 'begin', 'continue', 'check', 'meanwhile']);

/** Words after a number that make it a time, a size or a count of something else, not an ingredient's amount. */
const NOT_AMOUNT_WORDS = new Set(['min', 'mins', 'minute', 'minutes', 'hr', 'hrs', 'hour', 'hours', 'sec', 'secs', 'seconds', 'c', 'f', 'degrees', 'inch', 'inches', 'cm', 'mm', 'times', 'more', 'each', 'side', 'sides', 'days', 'people', 'servings', 'x', 'or', 'to']);

/**
 * A caption's ingredient list written without commas, running on into the method: "2 nests
 * noodles 2 tbsp peanut butter 1 tsp honey mix sauce, toss with noodles". A new item starts at an
 * amount (a number and a word that is no time or size, or "juice of", "pinch of") after a word; the method at a cooking verb
 * after a word, with two words or more after it, and no item starts after that. Each position is
 * judged by the few words after it.
 */
function splitRunOnList(line: string): string {
  if (line.length > 1000) return line;
  let method = false;
  return line.replace(/(?<=\p{L}) (?=[\d½¼¾⅓⅔⅛][\d/.½¼¾⅓⅔⅛]{0,5}(?:(?: or | to |-)\d{1,3})? ?(\p{L}+)|(\p{Ll}+) \p{L}+[,;]? \p{L}|((?:a )?(?:juice|zest|pinch|handful|splash|dash|knob|bunch) of ))/gu, (space: string, word: string | undefined, verb: string | undefined, measure: string | undefined, offset: number, all: string) => {
    if (method) return space;
    // Not inside one amount: "2 x 400g tins", "1 or 2 tbsp", "juice of 1 lemon".
    const before = (/\p{L}+$/u.exec(all.slice(Math.max(0, offset - 12), offset))?.[0] ?? '').toLowerCase();
    if (measure !== undefined) return AMOUNT_JOINERS.has(before) ? space : '\n';
    if (word !== undefined) return !AMOUNT_JOINERS.has(before) && !NOT_AMOUNT_WORDS.has(word.toLowerCase()) ? '\n' : space;
    if (verb !== undefined && !OPENERS.has(verb) && startsWithCookingVerb(all.slice(offset + 1, offset + 60))) {
      method = true;
      return '\n';
    }
    return space;
  });
}

function addHashtag(meta: Meta, tag: string): void {
  const key = tag.toLowerCase().replace(/_/g, '');
  if (NOISE_TAGS.has(key) || /^\d+$/.test(key)) return;
  const known = KNOWN_TAGS[key] ?? headerTags(key)[0];
  if (known) {
    addTag(meta, known);
    return;
  }
  // "#OnePotPasta" -> "One Pot Pasta"; "#pasta" -> "Pasta".
  addTag(meta, tag.replace(/_/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

/**
 * The caption's first sentence when it reads like a dish's name: a few words, not about the viewer
 * or the video, not an amount, a step, metadata or a heading. Else ''.
 */
function dishName(sentence: string, line: string): string {
  // "Honey garlic salmon Recipe:": the label after the name is not part of it.
  const name = sentence.replace(/[.!?:|,;\-–—\s]+$/u, '').replace(/\s(?:recipe|ingredients)$/iu, '').trim();
  const words = wordCount(name);
  if (words === 0 || words > 8 || /\?/.test(sentence)) return '';
  if (NOT_A_NAME.test(name) || readHeading(line) || readMetaLine(name, { tags: [] })) return '';
  if (hasLeadingAmount(name) || startsWithCookingVerb(name) || isStepLike(name)) return '';
  return name;
}
