/**
 * Test oracles that share nothing with the checker and the composer: an allergen word scan of
 * everything a cook reads, and a scan of the steps against the ingredient lines. Used by tests and
 * benches to judge recipes independently; never by the product itself.
 */
import type { Allergen } from '@sous/contract/preferences';
import type { RecipeContent } from '@sous/contract/recipe';

/** Words that mean an allergen is in the dish, as a cook would spot them. */
const ALLERGEN_WORDS: Record<Allergen, RegExp> = {
  Peanuts: /\b(peanuts?|groundnuts?|satay|arachis)\b/,
  'Tree Nuts': /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|macadamias?|pine nuts?|brazil nuts?|marzipan|praline|nutella|frangipane)\b/,
  Dairy: /\b(milk|butter|buttermilk|cheese|cream|yogh?urt|ghee|parmesan|mozzarella|cheddar|feta|ricotta|paneer|gruyere|pecorino|mascarpone|custard|whey)\b/,
  Eggs: /\b(eggs?|yolks?|mayonnaise|mayo|meringue|aioli)\b/,
  Fish: /\b(fish|anchov(y|ies)|salmon|tuna|cod|tilapia|halibut|trout|sardines?|mackerel|bonito|dashi|worcestershire)\b/,
  Shellfish: /\b(shrimps?|prawns?|crabs?|lobsters?|mussels?|clams?|scallops?|oysters?|squid|octopus|crayfish|fish sauce)\b/,
  Wheat: /\b(flour|bread|breadcrumbs|panko|pasta|spaghetti|fettuccine|linguine|penne|lasagna|noodles|couscous|bulgur|croutons|tortillas?|pita|naan|baguette|soy sauce|seitan|udon|semolina|pastry)\b/,
  Soy: /\b(soy|soya|tofu|tempeh|edamame|miso|tamari|shoyu)\b/,
  Sesame: /\b(sesame|tahini|za'?atar|halva)\b/,
  Gluten: /\b(flour|bread|breadcrumbs|panko|pasta|spaghetti|fettuccine|linguine|penne|lasagna|couscous|bulgur|barley|rye|croutons|pita|naan|baguette|soy sauce|seitan|udon|semolina|pastry|beer)\b/,
};
/** Words before an allergen word that make it safe: "gluten-free pasta", "vegan butter", "coconut milk". */
const SAFE_BEFORE = /(gluten[- ]free|dairy[- ]free|egg[- ]free|vegan|plant[- ]based|coconut|oat|almond|soy|rice|nut[- ]free|sunflower|peanut[- ]free|corn|without|no|instead of|of the|gf)\s+$/;
/** Foods whose names contain an allergen word but are not it. */
const NOT_ALLERGEN = /\b(eggplants?|butternut|cream of tartar|(?:thick|smooth) as cream|cream from the top of the coconut milk|coconut cream|coconut milk|almond milk|oat milk|soy milk|rice noodles|glass noodles|rice flour|chickpea flour|almond flour|buckwheat flour|corn tortillas?|gluten-free [a-z ]+|peanut butter cups)\b/g;

/** Sentences the composer writes about what it changed ("Made with X instead of Y"): they name the allergen on purpose. */
const NOTE_SENTENCE = /[^.]*(instead of|without the|can't be made|doesn't know it yet|takes on|doesn't fit)[^.]*\./g;

/** The allergen words found in what a cook reads: title, description (less the change notes), ingredients and steps. */
export function allergenWords(recipe: RecipeContent, allergies: readonly Allergen[]): string[] {
  const texts = [
    recipe.name,
    recipe.description.replace(NOTE_SENTENCE, ' '),
    ...recipe.ingredients.map((i) => i.name),
    ...recipe.instructions,
  ].map((t) => t.toLowerCase().replace(NOT_ALLERGEN, ' '));
  // A word the ingredient lines only use in a safe form ("gluten-free flour blend") is a
  // back-reference when a step says it plainly ("fold in the flour").
  const rawLines = recipe.ingredients.map((i) => i.name.toLowerCase()).join(' | ');
  const cleanLines = texts.slice(2, 2 + recipe.ingredients.length).join(' | ');
  const found: string[] = [];
  for (const allergen of allergies) {
    for (const [index, text] of texts.entries()) {
      for (const match of text.matchAll(new RegExp(ALLERGEN_WORDS[allergen].source, 'g'))) {
        const before = text.slice(0, match.index);
        const after = text.slice(match.index + match[0].length);
        // "peanut-free", "sesame-free": the word says it is not there.
        if (/^[- ]free\b/.test(after)) continue;
        const isLine = index >= 2 && index < 2 + recipe.ingredients.length;
        if (!isLine && rawLines.includes(match[0]) && !new RegExp(`\\b${match[0]}\\b`).test(cleanLines)) continue;
        if (!SAFE_BEFORE.test(before)) found.push(`${allergen}: ${match[0]}`);
      }
    }
  }
  return found;
}

const STOP = new Set(['fresh', 'ground', 'dried', 'whole', 'large', 'small', 'medium', 'extra', 'virgin', 'boneless', 'skinless', 'low', 'sodium', 'free', 'to', 'taste', 'and', 'of', 'the', 'a', 'for', 'serve', 'optional', 'each', 'about', 'oz', 'g']);
const singular = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('oes') ? w.slice(0, -2) : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
const wordsOf = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).map(singular);

/** The ingredient lines no step uses: none of the line's name words appears in any step. */
export function unusedIngredients(recipe: RecipeContent): string[] {
  const stepWords = new Set(recipe.instructions.flatMap(wordsOf));
  return recipe.ingredients
    .filter((i) => !/, to taste$/.test(i.name) || !/salt|pepper/.test(i.name))
    .filter((i) => {
      const name = (i.name.split(/[,(]/)[0] ?? i.name).trim();
      const words = wordsOf(name).filter((w) => !STOP.has(w));
      return words.length > 0 && !words.some((w) => stepWords.has(w));
    })
    .map((i) => i.name);
}

/** Foods a step cooks with that no ingredient line lists (a short list of foods cooks would notice). */
const STEP_FOODS = ['spinach', 'mushroom', 'onion', 'garlic', 'ginger', 'carrot', 'celery', 'potato', 'tomato', 'cheese', 'butter', 'cream', 'egg', 'chicken', 'beef', 'pork', 'lamb', 'shrimp', 'tofu', 'rice', 'noodle', 'pasta', 'bean', 'lentil', 'chickpea', 'peanut', 'cilantro', 'basil', 'parsley', 'lemon', 'lime', 'sugar', 'flour', 'honey', 'bacon', 'yogurt', 'milk', 'wine', 'broccoli', 'pepper'];

/** Words a step may use for a kind of food a line names more exactly ("the cheese" for pecorino). */
const KINDS: Record<string, RegExp> = {
  cheese: /parmesan|pecorino|gruyere|mozzarella|cheddar|feta|ricotta|paneer|halloumi|provolone|brie|mascarpone|jack|queso|swiss|gouda|cheese/,
  beef: /steak|chuck|brisket|beef|oxtail/,
  pasta: /spaghetti|penne|fettuccine|linguine|rigatoni|tagliatelle|macaroni|lasagna|pasta|bucatini|orzo|ziti|fusilli/,
  noodle: /noodle|udon|soba|ramen|vermicelli/,
  rice: /rice/,
  pork: /pork|bacon|pancetta|ham|chorizo|sausage/,
  bean: /bean|chickpea/,
  pepper: /pepper|chile|jalape/,
  onion: /onion|shallot|leek/,
  chicken: /chicken/,
  egg: /egg/,
};

export function unlistedFoods(recipe: RecipeContent): string[] {
  const listed = new Set(recipe.ingredients.flatMap((i) => wordsOf(i.name)));
  const lines = recipe.ingredients.map((i) => i.name.toLowerCase()).join(' | ');
  for (const [word, pattern] of Object.entries(KINDS)) if (pattern.test(lines)) listed.add(word);
  const found = new Set<string>();
  for (const step of recipe.instructions) {
    // "the rest of the oil", "in the pasta water", "bell pepper" vs "black pepper": read food words only.
    const cleaned = step.toLowerCase().replace(/\b(pasta|cooking|ice|hot|cold|boiling) water\b/g, '').replace(/cream from the top of the coconut milk/g, '');
    for (const w of wordsOf(cleaned)) {
      if (STEP_FOODS.includes(w) && !listed.has(w)) found.add(w);
    }
  }
  return [...found];
}
