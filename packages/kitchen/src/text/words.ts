/**
 * Word-level text helpers shared by the catalog lookup, the checker and the prompt reader.
 * Matching works on lower-case, accent-free, singular words so "Jalapeños", "jalapeno" and
 * "JALAPENO" meet.
 */

/** Lower case, accents removed, typographic quotes straightened, "&" spelled out. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/&/g, ' and ');
}

/**
 * Splits text into words: letters and digits, with apostrophes inside words kept ("za'atar")
 * and possessive "'s" dropped ("goat's" -> "goat"). Hyphens separate words, so "peanut-free"
 * reads as "peanut free".
 */
export function words(text: string): string[] {
  const matches = normalizeText(text).match(/[a-z0-9]+(?:'[a-z]+)*/g) ?? [];
  return matches.map((word) => word.replace(/'s$/, ''));
}

/** Words that end in "s" but are not plurals. */
const NOT_PLURAL = new Set([
  'asparagus',
  'bass',
  'brussels',
  'citrus',
  'couscous',
  'grass',
  'hibiscus',
  'hummus',
  'molasses',
  'octopus',
  'swiss',
  'this',
  'less',
  'glass',
  'cress',
  'watercress',
  'lemongrass',
  'gas',
  'yes',
  'plus',
  'mas',
  'tapas',
  'series',
  'species',
  'bus',
  'pancreas',
  'its',
  'us',
  'is',
  'was',
  'has',
  'does',
  'as',
  'always',
  'various',
  'delicious',
]);

/** Irregular plurals a cook writes. */
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  dice: 'die',
  anchovies: 'anchovy',
  chilies: 'chili',
  chillies: 'chilli',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  avocados: 'avocado',
  dishes: 'dish',
  radishes: 'radish',
  peaches: 'peach',
  sandwiches: 'sandwich',
  lunches: 'lunch',
  brunches: 'brunch',
  pinches: 'pinch',
  inches: 'inch',
  dashes: 'dash',
  boxes: 'box',
  squashes: 'squash',
  radicchios: 'radicchio',
  tortillas: 'tortilla',
  cheeses: 'cheese',
  sauces: 'sauce',
  spices: 'spice',
  slices: 'slice',
  pieces: 'piece',
  juices: 'juice',
  olives: 'olive',
  chives: 'chive',
  cloves: 'clove',
  prawns: 'prawn',
  sprouts: 'sprout',
  wedges: 'wedge',
  oranges: 'orange',
  sausages: 'sausage',
  cabbages: 'cabbage',
  sponges: 'sponge',
  ounces: 'ounce',
  pounds: 'pound',
  fries: 'fry',
  frittatas: 'frittata',
  quesadillas: 'quesadilla',
  enchiladas: 'enchilada',
  bananas: 'banana',
  pastas: 'pasta',
  pizzas: 'pizza',
  curries: 'curry',
  berries: 'berry',
  cherries: 'cherry',
};

/**
 * Singular of one lower-case word by the rules English recipes need. Words that only look
 * plural ("asparagus", "hummus", "molasses") are left alone.
 */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || NOT_PLURAL.has(word)) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Normalised singular words: the form every matcher compares. */
export function singularWords(text: string): string[] {
  return words(text).map(singular);
}

/** The singular-word key of a phrase, e.g. "Cherry Tomatoes" -> "cherry tomato". */
export function phraseKey(text: string): string {
  return singularWords(text).join(' ');
}
