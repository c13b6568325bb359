/**
 * What receipts write instead of food names, as data a cook can read and extend: the short forms
 * tills print ("BNLS SKNLS CHKN BRST"), brand and package words that say nothing of the food, the
 * words kept beside a food in its name ("organic", "gala"), foods the catalog does not hold (cereal,
 * juice), and the household goods and fees a pantry has no place for. Keys are lower case without
 * accents; a key of two or three words wins over its first word ("whl wht" before "wht").
 */
import type { InventoryCategory } from '@sous/contract/inventory';

/** Short forms and foreign words, to the words a cook writes. Longest key first when they overlap. */
export const RECEIPT_ABBREVIATIONS: Readonly<Record<string, string>> = {
  // Words that qualify a food
  org: 'organic', orgnc: 'organic', og: 'organic', organ: 'organic',
  bnls: 'boneless', bnlss: 'boneless', bls: 'boneless', sknls: 'skinless', sknlss: 'skinless', skls: 'skinless',
  grn: 'green', yel: 'yellow', ylw: 'yellow', yllw: 'yellow', wht: 'white', blk: 'black', brn: 'brown',
  lg: 'large', lge: 'large', lrg: 'large', xl: 'extra large', xlg: 'extra large', jmb: 'jumbo', med: 'medium', md: 'medium', sm: 'small',
  whl: 'whole', 'whl wht': 'whole wheat', 'wh wht': 'whole wheat', 'wh milk': 'whole milk', 'gr bf': 'ground beef', 'gr beef': 'ground beef', 'gr trky': 'ground turkey', 'gr turkey': 'ground turkey', 'whl grn': 'whole grain', ww: 'whole wheat',
  grnd: 'ground', grd: 'ground', shrd: 'shredded', shred: 'shredded', shr: 'shredded', sl: 'sliced', slcd: 'sliced', dcd: 'diced', crshd: 'crushed',
  frz: 'frozen', frzn: 'frozen', frsh: 'fresh', swt: 'sweet', unsltd: 'unsalted', unslt: 'unsalted', sltd: 'salted',
  hvy: 'heavy', whp: 'whipping', 'lg grain': 'long grain', 'lng grn': 'long grain', bby: 'baby', ev: 'extra virgin', xtra: 'extra',
  // Meat and fish
  chkn: 'chicken', chk: 'chicken', ckn: 'chicken', chkhn: 'chicken', chix: 'chicken', brst: 'breast', brsts: 'breasts', bst: 'breast',
  thgh: 'thigh', thghs: 'thighs', drmstk: 'drumstick', wng: 'wings', wngs: 'wings',
  bf: 'beef', prk: 'pork', chp: 'chop', chps: 'chops', tndrln: 'tenderloin', trky: 'turkey', tky: 'turkey',
  bcn: 'bacon', saus: 'sausage', sausg: 'sausage', slmn: 'salmon', salm: 'salmon', flt: 'fillet', filt: 'fillet', fil: 'fillet', shrmp: 'shrimp',
  // Produce ("pot roast" and "pot pie" keep their pot)
  'pot roast': 'pot roast', 'pot pie': 'pot pie', bnna: 'banana', bnnas: 'bananas', bnns: 'bananas', banan: 'banana', bana: 'banana',
  tom: 'tomato', toms: 'tomatoes', tmto: 'tomato', tmtos: 'tomatoes',
  pot: 'potato', pots: 'potatoes', potat: 'potato', pto: 'potato', russ: 'russet', 'swt pot': 'sweet potatoes',
  avoc: 'avocado', avo: 'avocado', avcd: 'avocado', avcdo: 'avocado', avoca: 'avocado',
  strwb: 'strawberry', strwbry: 'strawberry', strwbr: 'strawberry', strawb: 'strawberry', stwbry: 'strawberry',
  blubry: 'blueberry', bluebry: 'blueberry', blueb: 'blueberry', blbry: 'blueberry', rasp: 'raspberry', rspbry: 'raspberry', blkbry: 'blackberry',
  lmn: 'lemon', lmns: 'lemons', lme: 'lime', lms: 'limes', appl: 'apple', apl: 'apple', orng: 'orange', ornge: 'orange', grps: 'grapes', grp: 'grape',
  onn: 'onion', onio: 'onion', onin: 'onion', grlc: 'garlic', garl: 'garlic', gngr: 'ginger', crt: 'carrot', crrt: 'carrot', crrts: 'carrots', carr: 'carrot',
  cel: 'celery', clry: 'celery', cuc: 'cucumber', cuke: 'cucumber', cukes: 'cucumbers', zuc: 'zucchini', zucc: 'zucchini', brocc: 'broccoli', broc: 'broccoli',
  caul: 'cauliflower', cauli: 'cauliflower', lett: 'lettuce', lttce: 'lettuce', rom: 'romaine', spin: 'spinach', spnch: 'spinach', spnh: 'spinach',
  mush: 'mushroom', mshrm: 'mushroom', mushrm: 'mushroom', mshrms: 'mushrooms', pep: 'pepper', pepr: 'pepper', ppr: 'pepper', pprs: 'peppers',
  jal: 'jalapeno', jalap: 'jalapeno', cilan: 'cilantro', cil: 'cilantro', prsly: 'parsley', pars: 'parsley', bsl: 'basil', wtrmln: 'watermelon',
  pnapl: 'pineapple', pinapl: 'pineapple', mngo: 'mango', bns: 'beans', 'grn bns': 'green beans', aspar: 'asparagus', asprgs: 'asparagus',
  // Dairy and eggs
  mlk: 'milk', skm: 'skim', btr: 'butter', bttr: 'butter', buttr: 'butter',
  chs: 'cheese', chse: 'cheese', chz: 'cheese', chdr: 'cheddar', ched: 'cheddar', chedr: 'cheddar', mozz: 'mozzarella', moz: 'mozzarella', parm: 'parmesan',
  crm: 'cream', 'crm chs': 'cream cheese', 'sr crm': 'sour cream', 'ic crm': 'ice cream', ygrt: 'yogurt', yog: 'yogurt', yogt: 'yogurt', ygt: 'yogurt', grk: 'greek', var: 'variety', vrty: 'variety',
  // Bread, grains, baking
  brd: 'bread', bred: 'bread', sdwch: 'sandwich', sndwch: 'sandwich', sdough: 'sourdough', bgl: 'bagel', bgls: 'bagels', tort: 'tortilla', tortl: 'tortilla',
  flr: 'flour', 'ap flr': 'all-purpose flour', 'ap': 'all-purpose', 'eng muff': 'english muffin', muff: 'muffin', rce: 'rice', jsmn: 'jasmine', bsmti: 'basmati',
  'old fash': 'old fashioned', fash: 'fashioned', spag: 'spaghetti', spagh: 'spaghetti', spghti: 'spaghetti', pnne: 'penne', mac: 'macaroni', elbw: 'elbow', oatml: 'oatmeal', cer: 'cereal', crl: 'cereal',
  sug: 'sugar', sugr: 'sugar', gran: 'granulated', pwd: 'powdered', pwdr: 'powdered', pnko: 'panko',
  // Pantry
  pnut: 'peanut', pnt: 'peanut', pb: 'peanut butter', almd: 'almond', almnd: 'almond', evoo: 'extra virgin olive oil', olv: 'olive', veg: 'vegetable', cnla: 'canola',
  hny: 'honey', syr: 'syrup', mpl: 'maple', ktchp: 'ketchup', mstrd: 'mustard', mayo: 'mayonnaise', sce: 'sauce', sauc: 'sauce', pste: 'paste', brth: 'broth', stck: 'stock',
  chkpea: 'chickpeas', chkpeas: 'chickpeas', cocnt: 'coconut', ccnut: 'coconut', slt: 'salt', cinn: 'cinnamon', cinnmn: 'cinnamon', orgno: 'oregano', cumn: 'cumin', pprka: 'paprika',
  // Drinks
  oj: 'orange juice', aj: 'apple juice', jce: 'juice', juic: 'juice', cof: 'coffee', coff: 'coffee', wtr: 'water', sprklng: 'sparkling', spkl: 'sparkling',
  // Household (so they are recognised and left out)
  twl: 'towels', twls: 'towels', tp: 'toilet paper', tiss: 'tissue', batt: 'batteries', btry: 'batteries', det: 'detergent', dtrgnt: 'detergent', dsh: 'dish', lndry: 'laundry',
  // German, as discounters print it
  bananen: 'bananas', milch: 'milk', vollmilch: 'whole milk', frischmilch: 'fresh milk', eier: 'eggs', kase: 'cheese', kaese: 'cheese', gouda: 'gouda cheese',
  brot: 'bread', vollkornbrot: 'whole wheat bread', brotchen: 'bread rolls', broetchen: 'bread rolls', tomaten: 'tomatoes', kartoffeln: 'potatoes', zwiebeln: 'onions',
  apfel: 'apples', aepfel: 'apples', mohren: 'carrots', moehren: 'carrots', karotten: 'carrots', gurke: 'cucumber', zitronen: 'lemons', knoblauch: 'garlic',
  mehl: 'flour', weizenmehl: 'flour', zucker: 'sugar', reis: 'rice', nudeln: 'pasta', joghurt: 'yogurt', sahne: 'cream', schlagsahne: 'whipping cream',
  hahnchenbrust: 'chicken breast', haehnchenbrust: 'chicken breast', hackfleisch: 'ground beef', lachs: 'salmon', lachsfilet: 'salmon fillet', salz: 'salt', pfeffer: 'black pepper',
  olivenol: 'olive oil', olivenoel: 'olive oil', haferflocken: 'rolled oats', erdbeeren: 'strawberries', trauben: 'grapes', champignons: 'mushrooms', wasser: 'water', bier: 'beer',
  kaffee: 'coffee', spinat: 'spinach', bio: 'organic', 'extra vergine': 'extra virgin',
  // Brand names that are a food's name
  'cadbury dairy milk': 'milk chocolate',
};

/** Varieties that name their food alone: "ORG HONEYCRISP" is apples, "HASS" avocados. */
export const VARIETIES: Readonly<Record<string, string>> = {
  honeycrisp: 'apple', gala: 'apple', fuji: 'apple', braeburn: 'apple', envy: 'apple', jazz: 'apple', smith: 'apple', cosmic: 'apple', lady: 'apple',
  navel: 'orange', valencia: 'orange', hass: 'avocado', roma: 'tomato', heirloom: 'tomato', campari: 'tomato', russet: 'potato', yukon: 'potato',
  fingerling: 'potato', vidalia: 'onion', bartlett: 'pear', bosc: 'pear', anjou: 'pear', greek: 'yogurt',
};

/**
 * Brands and shop names that carry food words or sit inside a name ("simply orange", "eggland's
 * best"). Unknown brand words ("dannon", "ks") need no entry: words the catalog does not know are
 * left out of the name anyway.
 */
export const RECEIPT_BRANDS: readonly string[] = [
  'simply orange', "eggland's best", 'egglands best', 'great value', 'simple truth', 'private selection', 'pvt sel', 'kirkland signature', 'kirkland',
  'market pantry', 'good and gather', 'good gather', 'best foods', "nature's own", 'natures own', 'land o lakes', 'happy egg', 'organic valley', 'horizon organic',
  "trader joe's", 'trader joes', 'whole foods', '365 everyday value', 'everyday value', "member's mark", 'o organics', 'signature select', 'king arthur', 'gold medal',
  "bob's red mill", 'uncle bens', "uncle ben's", 'la vie', 'green giant', 'sweet baby rays', 'butterball', 'daves killer', "dave's killer",
  'pepperidge farm', 'fresh express', 'foster farms', 'perdue farms', 'hillshire farm', 'farm rich', 'blue diamond', 'silk', 'fairlife',
];

/**
 * Words that only say how the food is packed, sold or priced ("family pack", "loose", "each"):
 * dropped from the name.
 */
export const PACKAGE_WORDS: readonly string[] = [
  'family pack', 'value pack', 'fam pk', 'val pk', 'club pack', 'jumbo pack', 'pack', 'pk', 'pkg', 'pck', 'bag', 'bg', 'box', 'bx', 'btl', 'bottle', 'jar', 'can', 'cn', 'tub',
  'ctn', 'carton', 'loose', 'each', 'ea', 'per', 'lb', 'lbs', 'kg', 'net', 'wt', 'plu', 'sale', 'bogo', 'special', 'deal', 'item', 'stk', 'stuck', 'st', 'lose', 'gewicht', 'size',
];

/**
 * Words kept in a food's name though the catalog does not spell foods with them: how it was
 * grown, its variety, grade or colour. "ORG GALA APPLES" is "Organic gala apples", matched as apples.
 */
export const NAME_MODIFIERS: ReadonlySet<string> = new Set([
  'organic', 'fresh', 'large', 'extra', 'jumbo', 'medium', 'small', 'whole', 'boneless', 'skinless', 'lean', 'unsalted', 'salted', 'baby', 'sweet', 'ripe',
  'frozen', 'free', 'range', 'cage', 'grass', 'fed', 'pasture', 'raised', 'wild', 'caught', 'local', 'seedless', 'skim', 'nonfat', 'lowfat', 'reduced',
  'gala', 'fuji', 'honeycrisp', 'granny', 'smith', 'pink', 'lady', 'braeburn', 'envy', 'jazz', 'cosmic', 'crisp', 'navel', 'cara', 'valencia', 'bartlett',
  'bosc', 'anjou', 'roma', 'heirloom', 'vine', 'hothouse', 'campari', 'russet', 'yukon', 'gold', 'fingerling', 'vidalia', 'hass', 'persian', 'english',
  'yellow', 'red', 'white', 'green', 'brown', 'black', 'golden', 'purple', 'sharp', 'mild', 'aged', 'shredded', 'sliced', 'grated', 'crumbled', 'ground',
  'diced', 'crushed', 'chopped', 'greek', 'plain', 'natural', 'pure', 'raw', 'roasted', 'smoked', 'thick', 'thin', 'cut', 'long', 'grain', 'wheat',
  'rotisserie', 'mature', 'gouda', 'havarti', 'colby', 'muenster', 'asiago', 'fontina', 'edam', 'jarlsberg', 'manchego',
  'whipping', 'heavy', 'light', 'dark', 'virgin', 'sparkling', 'still', 'spring', 'mineral', '2%', '1%',
]);

/** Capitalised wherever they stand in a name. */
export const PROPER_WORDS: ReadonlySet<string> = new Set([
  'greek', 'english', 'italian', 'french', 'swiss', 'dijon', 'parmesan', 'monterey', 'mexican', 'thai', 'spanish', 'kalamata', 'vidalia', 'yukon',
  'granny', 'smith', 'cara', 'valencia', 'bartlett', 'bosc', 'anjou', 'roma', 'persian', 'hass', 'brussels', 'gouda', 'parmigiano', 'reggiano', 'jack', 'fuji', 'gala',
]);

/**
 * Foods the catalog does not hold, by the word that names them, with their pantry category: a
 * receipt line naming one is kept ("Apple juice", "Granola") even though no catalog food matches.
 * The last such word in a name decides ("chicken noodle soup" is soup).
 */
export const GENERIC_FOODS: Readonly<Record<string, InventoryCategory>> = {
  cereal: 'Grains & Bread', granola: 'Grains & Bread', muesli: 'Grains & Bread', muffin: 'Grains & Bread', roll: 'Grains & Bread', bun: 'Grains & Bread',
  loaf: 'Grains & Bread', pancake: 'Grains & Bread', waffle: 'Grains & Bread', biscuit: 'Grains & Bread', cracker: 'Grains & Bread', noodle: 'Grains & Bread',
  grits: 'Grains & Bread', oat: 'Grains & Bread', pretzel: 'Other', chip: 'Other', popcorn: 'Other', cookie: 'Other', cake: 'Other', pie: 'Other', donut: 'Other',
  candy: 'Other', chocolate: 'Other', snack: 'Other', juice: 'Other', soda: 'Other', cola: 'Other', lemonade: 'Other', tea: 'Other', kombucha: 'Other',
  seltzer: 'Other', drink: 'Other', wine: 'Other', beer: 'Other', cider: 'Other', soup: 'Other', hummus: 'Other', guacamole: 'Other', dip: 'Other',
  dressing: 'Other', sauce: 'Other', salsa: 'Other', jelly: 'Other', syrup: 'Other', pizza: 'Other', burrito: 'Other', nugget: 'Other', meatball: 'Other',
  chicken: 'Other', beef: 'Other', pork: 'Other', turkey: 'Other', fish: 'Other', sausage: 'Other', jerky: 'Other', nut: 'Other', tuna: 'Other',
  seasoning: 'Spices & Seasonings', spice: 'Spices & Seasonings', rub: 'Spices & Seasonings',
  creamer: 'Dairy', kefir: 'Dairy', cheese: 'Dairy', yogurt: 'Dairy', milk: 'Dairy', cream: 'Dairy', pudding: 'Dairy', egg: 'Dairy',
  melon: 'Produce', cantaloupe: 'Produce', honeydew: 'Produce', grapefruit: 'Produce', clementine: 'Produce', mandarin: 'Produce', tangerine: 'Produce',
  plum: 'Produce', apricot: 'Produce', papaya: 'Produce', nectarine: 'Produce', salad: 'Produce', greens: 'Produce', lettuce: 'Produce', squash: 'Produce',
  berry: 'Produce', apple: 'Produce', pepper: 'Produce', onion: 'Produce', potato: 'Produce', tomato: 'Produce', herb: 'Produce',
};

/**
 * Household goods, fees and deposits: a line naming one is not a pantry item even when a food
 * word sits in it ("lemon dish soap"). Words or phrases, singular.
 */
export const NON_FOOD: readonly string[] = [
  'paper towel', 'towel', 'toilet paper', 'toilet', 'tissue', 'napkin', 'detergent', 'laundry', 'soap', 'dish soap', 'dishwasher', 'bleach', 'cleaner',
  'cleaning', 'disinfectant', 'wipe', 'sponge', 'foil', 'aluminum foil', 'plastic wrap', 'cling film', 'ziploc', 'trash', 'garbage', 'bin bag', 'bag fee',
  'carrier bag', 'paper bag', 'plastic bag', 'reusable bag', 'shopping bag', 'battery', 'light bulb', 'lightbulb', 'charcoal', 'lighter', 'candle',
  'shampoo', 'conditioner', 'toothpaste', 'toothbrush', 'deodorant', 'lotion', 'razor', 'diaper', 'litter', 'kibble', 'vitamin',
  'medicine', 'ibuprofen', 'bandage', 'floss', 'magazine', 'lottery', 'stamp', 'deposit', 'dep', 'crv', 'pfand', 'redemption', 'redemp', 'fee', 'charge', 'tote', 'parchment',
  'paper cup', 'plastic cup', 'paper plate', 'plastic fork', 'air freshener', 'softener', 'tampon', 'cotton', 'glove', 'bouquet', 'dog food', 'dog treat',
  'cat food', 'cat litter', 'pet food', 'potting',
];
