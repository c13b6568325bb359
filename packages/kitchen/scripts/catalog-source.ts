/**
 * Hand-written source of Sous's food catalog. `build-catalog.ts` joins each entry with USDA SR28
 * (nutrients per 100 g, household weights) and writes `src/catalog/foods.json`.
 *
 * Each entry names the SR28 food it takes figures from (`ndb`) and a fragment of that food's
 * description (`expect`) that the build script checks, so a wrong number fails the build. A few
 * foods SR28 lacks borrow a close relative's figures; `proxy` says which and why.
 */
import type { Allergen } from '@sous/contract/preferences';
import type { DietFlag, FoodKind, StoreSection } from '../src/catalog/food-types';

export interface FoodSource {
  /** Display name, singular, lower case: what a recipe line calls it. */
  name: string;
  /** SR28 NDB number, five digits. */
  ndb: string;
  /** Fragment of SR28's Long_Desc for `ndb` (case-insensitive); the build fails when it is missing. */
  expect: string;
  section: StoreSection;
  kind: FoodKind;
  aliases?: string[];
  /** Plural of `name` when the English rule (add s/es, y -> ies) is wrong. */
  plural?: string;
  allergens?: Allergen[];
  flags?: DietFlag[];
  /** Grams of one piece (an egg, an onion, a tortilla), or a fragment of the SR28 measure to take it from. */
  piece?: number | string;
  /** What one piece is called when not the food itself ("clove", "fillet", "stalk"). */
  pieceName?: string;
  /** Grams per cup when SR28 has none or its cup is the wrong form (e.g. chopped vs whole). */
  cup?: number;
  /** Why a food borrows another food's SR28 figures. */
  proxy?: string;
}

const S = {
  produce: 'Produce',
  meat: 'Meat & Seafood',
  dairy: 'Dairy & Eggs',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices & Seasonings',
  frozen: 'Frozen',
  drinks: 'Beverages',
  intl: 'International',
  sauces: 'Condiments & Sauces',
  baking: 'Baking',
  canned: 'Canned Goods',
  grains: 'Grains & Pasta',
  nuts: 'Nuts & Seeds',
  oils: 'Oils & Vinegars',
} as const satisfies Record<string, StoreSection>;

const f = (
  name: string,
  ndb: string,
  expect: string,
  section: StoreSection,
  kind: FoodKind,
  options: Omit<FoodSource, 'name' | 'ndb' | 'expect' | 'section' | 'kind'> = {},
): FoodSource => ({ name, ndb, expect, section, kind, ...options });

const GLUTEN_WHEAT: Allergen[] = ['Wheat', 'Gluten'];

export const FOOD_SOURCES: FoodSource[] = [
  // ── Poultry ──────────────────────────────────────────────────────────────
  f('chicken breast', '05062', 'breast, skinless, boneless, meat only, raw', S.meat, 'protein', {
    aliases: ['boneless skinless chicken breast', 'chicken breast fillet', 'chicken fillet'],
    flags: ['poultry'],
    piece: 225,
  }),
  f('chicken thigh', '05096', 'dark meat, thigh, meat only, raw', S.meat, 'protein', {
    aliases: ['boneless skinless chicken thigh', 'boneless chicken thigh'],
    flags: ['poultry'],
    piece: 115,
  }),
  f('chicken drumstick', '05071', 'drumstick, meat only, raw', S.meat, 'protein', { flags: ['poultry'], piece: 122 }),
  f('chicken wing', '05100', 'wing, meat and skin, raw', S.meat, 'protein', { flags: ['poultry'], piece: 'piece' }),
  f('ground chicken', '05332', 'Chicken, ground, raw', S.meat, 'protein', { aliases: ['minced chicken'], flags: ['poultry'] }),
  f('ground turkey', '05665', 'Ground turkey, 93% lean', S.meat, 'protein', {
    aliases: ['minced turkey', 'lean ground turkey'],
    flags: ['poultry'],
  }),
  f('turkey breast', '05219', 'Turkey, breast, from whole bird, non-enhanced, meat only, raw', S.meat, 'protein', {
    flags: ['poultry'],
  }),
  f('duck breast', '05145', 'Duck, wild, breast, meat only, raw', S.meat, 'protein', { flags: ['poultry'], piece: 170 }),
  f('chicken liver', '05027', 'Chicken, liver, all classes, raw', S.meat, 'protein', { flags: ['poultry'], piece: 44 }),

  // ── Meat ─────────────────────────────────────────────────────────────────
  f('ground beef', '23567', 'Beef, ground, 85% lean meat / 15% fat, raw', S.meat, 'protein', {
    aliases: ['minced beef', 'beef mince', 'hamburger meat'],
    flags: ['meat'],
  }),
  f('lean ground beef', '23562', 'Beef, ground, 90% lean meat / 10% fat, raw', S.meat, 'protein', {
    aliases: ['extra-lean ground beef'],
    flags: ['meat'],
  }),
  f('flank steak', '23656', 'Beef, flank, steak, separable lean only', S.meat, 'protein', { flags: ['meat'], piece: 'steak' }),
  f('sirloin steak', '23611', 'Beef, top sirloin, steak, separable lean only', S.meat, 'protein', {
    aliases: ['top sirloin', 'beef sirloin', 'steak'],
    flags: ['meat'],
    piece: 225,
  }),
  f('ribeye steak', '23175', 'Beef, rib eye steak, boneless, lip off, separable lean only', S.meat, 'protein', {
    aliases: ['rib eye', 'ribeye'],
    flags: ['meat'],
    piece: 280,
  }),
  f('beef chuck', '23093', 'Beef, chuck for stew, separable lean and fat, all grades, raw', S.meat, 'protein', {
    aliases: ['stewing beef', 'beef stew meat', 'chuck roast', 'braising steak'],
    flags: ['meat'],
  }),
  f('oxtail', '13147', 'Beef, rib, shortribs, separable lean and fat, choice, raw', S.meat, 'protein', {
    aliases: ['oxtails', 'beef oxtail', 'ox tail'],
    flags: ['meat'],
    proxy: 'SR28 has no oxtail; bony, fatty beef short ribs are the nearest braising cut',
  }),
  f('pork tenderloin', '10060', 'Pork, fresh, loin, tenderloin, separable lean only, raw', S.meat, 'protein', {
    aliases: ['pork fillet'],
    flags: ['meat'],
    piece: 450,
  }),
  f('pork chop', '10066', 'Pork, fresh, loin, top loin (chops), boneless, separable lean only, raw', S.meat, 'protein', {
    aliases: ['boneless pork chop', 'pork loin chop', 'pork loin'],
    flags: ['meat'],
    piece: 'chop',
  }),
  f('pork shoulder', '10084', 'Pork, fresh, shoulder, (Boston butt), blade (steaks), separable lean only, raw', S.meat, 'protein', {
    aliases: ['pork butt', 'boston butt'],
    flags: ['meat'],
  }),
  f('ground pork', '10219', 'Pork, fresh, ground, raw', S.meat, 'protein', { aliases: ['minced pork', 'pork mince'], flags: ['meat'] }),
  f('pork belly', '10005', 'Pork, fresh, belly, raw', S.meat, 'protein', { aliases: ['samgyeopsal', 'fresh pork belly'], flags: ['meat'] }),
  f('bacon', '10123', 'Pork, cured, bacon, unprepared', S.meat, 'protein', {
    aliases: ['streaky bacon', 'bacon rasher'],
    plural: 'bacon',
    flags: ['meat', 'highSodium', 'processed'],
    piece: 'slice raw',
    pieceName: 'slice',
  }),
  f('pancetta', '10123', 'Pork, cured, bacon, unprepared', S.meat, 'protein', {
    flags: ['meat', 'highSodium', 'processed'],
    proxy: 'SR28 has no pancetta; cured pork belly like bacon',
  }),
  f('ham', '10182', 'Pork, cured, ham, boneless, extra lean and regular, unheated', S.meat, 'protein', {
    aliases: ['cooked ham', 'deli ham'],
    flags: ['meat', 'highSodium', 'processed'],
    pieceName: 'slice',
    piece: 28,
  }),
  f('prosciutto', '10182', 'Pork, cured, ham, boneless', S.meat, 'protein', {
    aliases: ['parma ham', 'serrano ham', 'jamon serrano'],
    plural: 'prosciutto',
    flags: ['meat', 'highSodium', 'processed'],
    pieceName: 'slice',
    piece: 14,
    proxy: 'SR28 has no prosciutto; cured ham',
  }),
  f('chorizo', '07019', 'Chorizo, pork and beef', S.meat, 'protein', {
    aliases: ['spanish chorizo', 'mexican chorizo', 'chorizo sausage'],
    flags: ['meat', 'highSodium', 'processed'],
    piece: 60,
    pieceName: 'link',
  }),
  f('blood sausage', '07005', 'Blood sausage', S.meat, 'protein', {
    aliases: ['morcilla', 'black pudding', 'boudin noir'],
    flags: ['meat', 'highSodium', 'processed'],
    piece: 100,
    pieceName: 'link',
  }),
  f('italian sausage', '07036', 'Sausage, Italian, pork, raw', S.meat, 'protein', {
    aliases: ['pork sausage', 'sausage', 'sweet italian sausage'],
    flags: ['meat', 'highSodium', 'processed'],
    piece: 91,
    pieceName: 'link',
  }),
  f('andouille sausage', '07075', 'Sausage, smoked link sausage, pork and beef', S.meat, 'protein', {
    aliases: ['andouille', 'smoked sausage', 'cajun sausage'],
    flags: ['meat', 'highSodium', 'processed'],
    piece: 68,
    pieceName: 'link',
    proxy: 'SR28 has no andouille; smoked pork and beef link sausage',
  }),
  f('corned beef', '13347', 'Beef, cured, corned beef, brisket, cooked', S.meat, 'protein', {
    aliases: ['corned beef brisket', 'salt beef'],
    plural: 'corned beef',
    flags: ['meat', 'highSodium', 'processed'],
  }),
  f('salami', '07072', 'Salami, dry or hard, pork, beef', S.meat, 'protein', {
    flags: ['meat', 'highSodium', 'processed'],
    piece: 9.8,
    pieceName: 'slice',
  }),
  f('pepperoni', '07057', 'Pepperoni, pork, beef', S.meat, 'protein', {
    flags: ['meat', 'highSodium', 'processed'],
    piece: 2,
    pieceName: 'slice',
  }),
  f('spam', '07908', 'Luncheon meat, pork with ham, minced, canned', S.canned, 'protein', {
    aliases: ['luncheon meat', 'canned ham', 'spam luncheon meat'],
    plural: 'spam',
    flags: ['meat', 'highSodium', 'processed'],
    piece: 340,
    pieceName: 'can',
  }),
  f('hot dog', '07022', 'Frankfurter, beef, unheated', S.meat, 'protein', {
    aliases: ['frankfurter', 'frank', 'wiener', 'sausage link'],
    flags: ['meat', 'highSodium', 'processed'],
    piece: 45,
  }),
  f('lamb leg', '17013', 'Lamb, domestic, leg, whole (shank and sirloin), separable lean only', S.meat, 'protein', {
    aliases: ['leg of lamb', 'lamb'],
    flags: ['meat'],
  }),
  f('lamb shoulder', '17035', 'Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat', S.meat, 'protein', {
    flags: ['meat'],
  }),
  f('beef short ribs', '23128', 'Beef, chuck, short ribs, boneless, separable lean and fat', S.meat, 'protein', {
    aliases: ['short ribs', 'galbi', 'flanken ribs', 'bone-in short ribs'],
    plural: 'beef short ribs',
    flags: ['meat'],
  }),
  f('ground lamb', '17224', 'Lamb, ground, raw', S.meat, 'protein', { aliases: ['minced lamb', 'lamb mince'], flags: ['meat'] }),
  f('goat', '17168', 'Goat, raw', S.meat, 'protein', { aliases: ['goat meat', 'bone-in goat', 'goat stew meat'], plural: 'goat', flags: ['meat'] }),
  f('rabbit', '17177', 'Game meat, rabbit, domesticated, composite of cuts, raw', S.meat, 'protein', { aliases: ['rabbit pieces', 'whole rabbit'], plural: 'rabbit', flags: ['meat'] }),
  f('duck leg', '05141', 'Duck, domesticated, meat only, raw', S.meat, 'protein', {
    aliases: ['duck legs', 'confit duck leg', 'duck confit'],
    flags: ['meat'],
    piece: 150,
    proxy: 'SR28 has no duck leg; domesticated duck meat',
  }),
  f('beef stock', '06170', 'Soup, stock, beef, home-prepared', S.canned, 'liquid', {
    aliases: ['beef broth', 'beef bone broth'],
    flags: ['meat'],
  }),

  // ── Fish and shellfish ───────────────────────────────────────────────────
  f('salmon fillet', '15236', 'Fish, salmon, Atlantic, farmed, raw', S.meat, 'protein', {
    aliases: ['salmon', 'skin-on salmon fillet', 'salmon steak'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('salt cod', '15018', 'Fish, cod, Atlantic, dried and salted', S.meat, 'protein', {
    aliases: ['saltfish', 'salt fish', 'bacalao', 'bacalhau', 'dried salted cod'],
    plural: 'salt cod',
    flags: ['fish', 'highSodium'],
    allergens: ['Fish'],
  }),
  f('cod fillet', '15015', 'Fish, cod, Atlantic, raw', S.meat, 'protein', {
    aliases: ['cod', 'white fish', 'whitefish fillet'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('haddock fillet', '15033', 'Fish, haddock, raw', S.meat, 'protein', {
    aliases: ['haddock'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('halibut fillet', '15036', 'Fish, halibut, Atlantic and Pacific, raw', S.meat, 'protein', {
    aliases: ['halibut'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('catfish fillet', '15234', 'Fish, catfish, channel, farmed, raw', S.meat, 'protein', {
    aliases: ['catfish', 'catfish steak'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('tilapia fillet', '15261', 'Fish, tilapia, raw', S.meat, 'protein', {
    aliases: ['tilapia'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 'fillet',
    pieceName: 'fillet',
  }),
  f('sea bass fillet', '15091', 'Fish, sea bass, mixed species, raw', S.meat, 'protein', {
    aliases: ['sea bass', 'branzino', 'sea bream'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 'fillet',
    pieceName: 'fillet',
  }),
  f('snapper fillet', '15101', 'Fish, snapper, mixed species, raw', S.meat, 'protein', {
    aliases: ['red snapper', 'snapper'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'fillet',
  }),
  f('trout fillet', '15240', 'Fish, trout, rainbow, farmed, raw', S.meat, 'protein', {
    aliases: ['trout', 'rainbow trout'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 'fillet',
    pieceName: 'fillet',
  }),
  f('mackerel fillet', '15046', 'Fish, mackerel, Atlantic, raw', S.meat, 'protein', {
    aliases: ['mackerel'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 'fillet',
    pieceName: 'fillet',
  }),
  f('swordfish steak', '15110', 'Fish, swordfish, raw', S.meat, 'protein', {
    aliases: ['swordfish'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'steak',
  }),
  f('tuna steak', '15127', 'Fish, tuna, fresh, yellowfin, raw', S.meat, 'protein', {
    aliases: ['ahi tuna', 'yellowfin tuna', 'fresh tuna'],
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 170,
    pieceName: 'steak',
  }),
  f('canned tuna', '15121', 'Fish, tuna, light, canned in water, drained solids', S.canned, 'protein', {
    aliases: ['tuna', 'tinned tuna', 'tuna in water'],
    plural: 'canned tuna',
    flags: ['fish'],
    allergens: ['Fish'],
    piece: 'can',
    pieceName: 'can',
  }),
  f('sardine', '15088', 'Fish, sardine, Atlantic, canned in oil', S.canned, 'protein', {
    aliases: ['canned sardine', 'tinned sardine'],
    flags: ['fish', 'highSodium'],
    allergens: ['Fish'],
  }),
  f('anchovy fillet', '15002', 'Fish, anchovy, european, canned in oil', S.canned, 'condiment', {
    aliases: ['anchovy', 'anchovies'],
    plural: 'anchovy fillets',
    flags: ['fish', 'highSodium'],
    allergens: ['Fish'],
    piece: 4,
  }),
  f('smoked salmon', '15179', 'Fish, salmon, chinook, smoked, (lox), regular', S.meat, 'protein', {
    aliases: ['lox', 'gravlax'],
    plural: 'smoked salmon',
    flags: ['fish', 'highSodium'],
    allergens: ['Fish'],
  }),
  f('shrimp', '15149', 'Crustaceans, shrimp, mixed species, raw', S.meat, 'protein', {
    aliases: ['prawn', 'king prawn', 'tiger prawn', 'jumbo shrimp', 'large shrimp', 'peeled shrimp'],
    plural: 'shrimp',
    flags: ['shellfish'],
    allergens: ['Shellfish'],
    piece: 7,
  }),
  f('scallop', '15172', 'Mollusks, scallop, mixed species, raw', S.meat, 'protein', {
    aliases: ['sea scallop', 'bay scallop'],
    flags: ['shellfish'],
    allergens: ['Shellfish'],
    piece: 15,
  }),
  f('mussel', '15164', 'Mollusks, mussel, blue, raw', S.meat, 'protein', {
    flags: ['shellfish'],
    allergens: ['Shellfish'],
    piece: 'medium',
  }),
  f('clam', '15157', 'Mollusks, clam, mixed species, raw', S.meat, 'protein', {
    aliases: ['littleneck clam'],
    flags: ['shellfish'],
    allergens: ['Shellfish'],
    piece: 'medium',
  }),
  f('squid', '15175', 'Mollusks, squid, mixed species, raw', S.meat, 'protein', {
    aliases: ['calamari', 'squid rings'],
    plural: 'squid',
    flags: ['shellfish'],
    allergens: ['Shellfish'],
  }),
  f('octopus', '15166', 'Mollusks, octopus, common, raw', S.meat, 'protein', {
    plural: 'octopus',
    flags: ['shellfish'],
    allergens: ['Shellfish'],
  }),
  f('crab meat', '15139', 'Crustaceans, crab, blue, raw', S.meat, 'protein', {
    aliases: ['crab', 'lump crab meat', 'crabmeat'],
    plural: 'crab meat',
    flags: ['shellfish'],
    allergens: ['Shellfish'],
  }),
  f('lobster', '15147', 'Crustaceans, lobster, northern, raw', S.meat, 'protein', {
    aliases: ['lobster tail', 'lobster meat'],
    flags: ['shellfish'],
    allergens: ['Shellfish'],
    piece: 150,
  }),

  // ── Eggs and dairy ───────────────────────────────────────────────────────
  f('egg', '01123', 'Egg, whole, raw, fresh', S.dairy, 'protein', {
    aliases: ['large egg', 'whole egg', 'free-range egg'],
    flags: ['egg'],
    allergens: ['Eggs'],
    piece: 'large',
  }),
  f('egg white', '01124', 'Egg, white, raw, fresh', S.dairy, 'protein', {
    flags: ['egg'],
    allergens: ['Eggs'],
    piece: 'large',
  }),
  f('egg yolk', '01125', 'Egg, yolk, raw, fresh', S.dairy, 'protein', {
    aliases: ['yolk', 'large egg yolk'],
    flags: ['egg'],
    allergens: ['Eggs'],
    piece: 'large',
  }),
  f('butter', '01145', 'Butter, without salt', S.dairy, 'fat', {
    aliases: ['unsalted butter', 'salted butter'],
    plural: 'butter',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('ghee', '01003', 'Butter oil, anhydrous', S.dairy, 'fat', {
    aliases: ['clarified butter'],
    plural: 'ghee',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('milk', '01077', 'Milk, whole, 3.25% milkfat', S.dairy, 'dairy', {
    aliases: ['whole milk', 'dairy milk'],
    plural: 'milk',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('low-fat milk', '01079', 'Milk, reduced fat, fluid, 2% milkfat', S.dairy, 'dairy', {
    aliases: ['2% milk', 'semi-skimmed milk', 'reduced-fat milk'],
    plural: 'low-fat milk',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('buttermilk', '01088', 'Milk, buttermilk, fluid, cultured, lowfat', S.dairy, 'dairy', {
    plural: 'buttermilk',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('heavy cream', '01053', 'Cream, fluid, heavy whipping', S.dairy, 'dairy', {
    aliases: ['double cream', 'whipping cream', 'heavy whipping cream', 'cream'],
    plural: 'heavy cream',
    cup: 238,
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('half-and-half', '01049', 'Cream, fluid, half and half', S.dairy, 'dairy', {
    aliases: ['half and half', 'single cream', 'light cream'],
    plural: 'half-and-half',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('sour cream', '01056', 'Cream, sour, cultured', S.dairy, 'dairy', {
    aliases: ['soured cream', 'creme fraiche', 'crème fraîche'],
    plural: 'sour cream',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('plain yogurt', '01116', 'Yogurt, plain, whole milk', S.dairy, 'dairy', {
    aliases: ['yogurt', 'yoghurt', 'natural yogurt', 'whole-milk yogurt'],
    plural: 'plain yogurt',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('greek yogurt', '01256', 'Yogurt, Greek, plain, nonfat', S.dairy, 'dairy', {
    aliases: ['greek yoghurt', 'nonfat greek yogurt', 'strained yogurt', 'labneh'],
    plural: 'greek yogurt',
    cup: 245,
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('cream cheese', '01017', 'Cheese, cream', S.dairy, 'cheese', {
    plural: 'cream cheese',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('mascarpone', '01017', 'Cheese, cream', S.dairy, 'cheese', {
    plural: 'mascarpone',
    flags: ['dairy'],
    allergens: ['Dairy'],
    proxy: 'SR28 has no mascarpone; the nearest fresh cream cheese',
  }),
  f('cheddar', '01009', 'Cheese, cheddar', S.dairy, 'cheese', {
    aliases: ['cheddar cheese', 'sharp cheddar', 'mature cheddar', 'shredded cheese', 'grated cheese', 'cheese'],
    plural: 'cheddar',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('mozzarella', '01026', 'Cheese, mozzarella, whole milk', S.dairy, 'cheese', {
    aliases: ['mozzarella cheese', 'fresh mozzarella', 'burrata'],
    plural: 'mozzarella',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('parmesan', '01032', 'Cheese, parmesan, grated', S.dairy, 'cheese', {
    aliases: ['parmesan cheese', 'parmigiano-reggiano', 'parmigiano reggiano', 'grana padano', 'grated parmesan'],
    plural: 'parmesan',
    flags: ['dairy', 'highSodium'],
    allergens: ['Dairy'],
  }),
  f('pecorino romano', '01038', 'Cheese, romano', S.dairy, 'cheese', {
    aliases: ['pecorino', 'romano cheese'],
    plural: 'pecorino romano',
    flags: ['dairy', 'highSodium'],
    allergens: ['Dairy'],
  }),
  f('feta', '01019', 'Cheese, feta', S.dairy, 'cheese', {
    aliases: ['feta cheese', 'crumbled feta'],
    plural: 'feta',
    flags: ['dairy', 'highSodium'],
    allergens: ['Dairy'],
  }),
  f('ricotta', '01036', 'Cheese, ricotta, whole milk', S.dairy, 'cheese', {
    aliases: ['ricotta cheese'],
    plural: 'ricotta',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('goat cheese', '01159', 'Cheese, goat, soft type', S.dairy, 'cheese', {
    aliases: ['chevre', 'chèvre', "goat's cheese"],
    plural: 'goat cheese',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('gruyere', '01023', 'Cheese, gruyere', S.dairy, 'cheese', {
    aliases: ['gruyère', 'gruyere cheese', 'comte', 'emmental'],
    plural: 'gruyere',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('swiss cheese', '01040', 'Cheese, swiss', S.dairy, 'cheese', { plural: 'swiss cheese', flags: ['dairy'], allergens: ['Dairy'] }),
  f('monterey jack', '01025', 'Cheese, monterey', S.dairy, 'cheese', {
    aliases: ['monterey jack cheese', 'jack cheese', 'pepper jack'],
    plural: 'monterey jack',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('queso fresco', '01228', 'Cheese, fresh, queso fresco', S.dairy, 'cheese', {
    aliases: ['cotija', 'cotija cheese', 'queso blanco'],
    plural: 'queso fresco',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('paneer', '01229', 'Cheese, white, queso blanco', S.dairy, 'cheese', {
    aliases: ['panir', 'indian cottage cheese'],
    plural: 'paneer',
    flags: ['dairy'],
    allergens: ['Dairy'],
    proxy: 'SR28 has no paneer; queso blanco is the same fresh acid-set cheese',
  }),
  f('halloumi', '01229', 'Cheese, white, queso blanco', S.dairy, 'cheese', {
    plural: 'halloumi',
    flags: ['dairy', 'highSodium'],
    allergens: ['Dairy'],
    proxy: 'SR28 has no halloumi; queso blanco is a similar firm grilling cheese',
  }),
  f('blue cheese', '01004', 'Cheese, blue', S.dairy, 'cheese', {
    aliases: ['gorgonzola', 'roquefort', 'stilton'],
    plural: 'blue cheese',
    flags: ['dairy', 'highSodium'],
    allergens: ['Dairy'],
  }),
  f('provolone', '01035', 'Cheese, provolone', S.dairy, 'cheese', {
    aliases: ['provolone cheese'],
    plural: 'provolone',
    flags: ['dairy'],
    allergens: ['Dairy'],
    piece: 28,
    pieceName: 'slice',
  }),
  f('brie', '01006', 'Cheese, brie', S.dairy, 'cheese', { aliases: ['camembert'], plural: 'brie', flags: ['dairy'], allergens: ['Dairy'] }),
  f('cottage cheese', '01012', 'Cheese, cottage, creamed', S.dairy, 'cheese', {
    plural: 'cottage cheese',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('part-skim mozzarella', '01029', 'Cheese, mozzarella, part skim milk, low moisture', S.dairy, 'cheese', {
    aliases: ['low-moisture mozzarella', 'light mozzarella'],
    plural: 'part-skim mozzarella',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('evaporated milk', '01096', 'Milk, canned, evaporated', S.canned, 'dairy', {
    plural: 'evaporated milk',
    flags: ['dairy'],
    allergens: ['Dairy'],
  }),
  f('sweetened condensed milk', '01095', 'Milk, canned, condensed, sweetened', S.canned, 'sweetener', {
    aliases: ['condensed milk'],
    plural: 'sweetened condensed milk',
    flags: ['dairy', 'refinedSugar'],
    allergens: ['Dairy'],
  }),
  f('vanilla ice cream', '19095', 'Ice creams, vanilla', S.frozen, 'dairy', {
    aliases: ['ice cream'],
    plural: 'vanilla ice cream',
    cup: 132,
    flags: ['dairy', 'refinedSugar'],
    allergens: ['Dairy'],
  }),

  // ── Plant proteins and legumes ───────────────────────────────────────────
  f('soft tofu', '16127', 'Tofu, soft, prepared with calcium sulfate and magnesium chloride', S.intl, 'protein', {
    aliases: ['silken tofu', 'sundubu', 'extra-soft tofu', 'soon tofu'],
    plural: 'soft tofu',
    flags: ['legume'],
    allergens: ['Soy'],
    piece: 340,
    pieceName: 'tube',
  }),
  f('firm tofu', '16426', 'Tofu, raw, firm, prepared with calcium sulfate', S.intl, 'protein', {
    aliases: ['tofu', 'extra-firm tofu', 'bean curd'],
    plural: 'firm tofu',
    flags: ['legume'],
    allergens: ['Soy'],
    piece: 400,
    pieceName: 'block',
  }),
  f('tempeh', '16114', 'Tempeh', S.intl, 'protein', { plural: 'tempeh', flags: ['legume'], allergens: ['Soy'] }),
  f('edamame', '11211', 'Edamame, frozen, unprepared', S.frozen, 'protein', {
    aliases: ['shelled edamame', 'soybeans'],
    plural: 'edamame',
    flags: ['legume'],
    allergens: ['Soy'],
  }),
  f('seitan', '48052', 'Vital wheat gluten', S.intl, 'protein', {
    aliases: ['wheat meat', 'vital wheat gluten'],
    plural: 'seitan',
    flags: ['grain'],
    allergens: GLUTEN_WHEAT,
    proxy: 'SR28 has no prepared seitan; it is made from vital wheat gluten',
  }),
  f('chickpeas', '16359', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained, rinsed', S.canned, 'protein', {
    aliases: ['chickpea', 'garbanzo beans', 'garbanzo bean', 'canned chickpeas'],
    plural: 'chickpeas',
    flags: ['legume'],
    piece: 'can drained',
    pieceName: 'can',
  }),
  // Falafel needs soaked raw chickpeas; canned ones turn the mixture to paste.
  f('dried chickpeas', '16056', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', S.grains, 'protein', {
    aliases: ['dry chickpeas', 'dried garbanzo beans'],
    plural: 'dried chickpeas',
    flags: ['legume'],
  }),
  f('dried white beans', '16049', 'Beans, white, mature seeds, raw', S.grains, 'protein', {
    aliases: ['dry white beans', 'fabes', 'dried butter beans', 'dried cannellini beans'],
    plural: 'dried white beans',
    flags: ['legume'],
  }),
  f('pigeon peas', '16102', 'Pigeon peas (red gram), mature seeds, cooked, boiled, without salt', S.canned, 'protein', {
    aliases: ['gungo peas', 'gandules', 'green pigeon peas', 'canned pigeon peas'],
    plural: 'pigeon peas',
    flags: ['legume'],
    proxy: 'SR28 has no canned pigeon peas; boiled, unsalted',
  }),
  f('black beans', '16018', 'Beans, black turtle, mature seeds, canned', S.canned, 'protein', {
    aliases: ['black bean', 'canned black beans', 'black turtle beans'],
    plural: 'black beans',
    flags: ['legume'],
    piece: 255,
    pieceName: 'can',
  }),
  f('refried beans', '16171', 'Refried beans, canned, vegetarian', S.canned, 'protein', {
    aliases: ['frijoles refritos', 'refried pinto beans'],
    plural: 'refried beans',
    flags: ['legume'],
  }),
  f('hominy', '20030', 'Hominy, canned, white', S.canned, 'starch', { aliases: ['white hominy', 'pozole corn', 'posole corn'], plural: 'hominy', flags: ['grain'] }),
  f('kidney beans', '16335', 'Beans, kidney, red, mature seeds, canned, drained solids', S.canned, 'protein', {
    aliases: ['red kidney beans', 'kidney bean'],
    plural: 'kidney beans',
    flags: ['legume'],
    piece: 255,
    pieceName: 'can',
  }),
  f('pinto beans', '16345', 'Beans, pinto, mature seeds, canned, drained solids', S.canned, 'protein', {
    aliases: ['pinto bean'],
    plural: 'pinto beans',
    flags: ['legume'],
    piece: 'can',
    pieceName: 'can',
  }),
  f('cannellini beans', '16051', 'Beans, white, mature seeds, canned', S.canned, 'protein', {
    aliases: ['white beans', 'cannellini', 'great northern beans', 'butter beans', 'navy beans'],
    plural: 'cannellini beans',
    flags: ['legume'],
    piece: 255,
    pieceName: 'can',
  }),
  f('brown lentils', '16069', 'Lentils, raw', S.grains, 'protein', {
    aliases: ['lentils', 'green lentils', 'dried lentils', 'puy lentils', 'black lentils'],
    plural: 'brown lentils',
    flags: ['legume'],
  }),
  f('red lentils', '16069', 'Lentils, raw', S.grains, 'protein', {
    aliases: ['split red lentils', 'masoor dal'],
    plural: 'red lentils',
    flags: ['legume'],
    proxy: 'SR28 lists lentils without colour; red lentils share the figures',
  }),
  f('yellow split peas', '16085', 'Peas, split, mature seeds, raw', S.grains, 'protein', {
    aliases: ['split peas', 'chana dal', 'toor dal'],
    plural: 'yellow split peas',
    flags: ['legume'],
  }),
  f('green split peas', '16085', 'Peas, split, mature seeds, raw', S.grains, 'protein', {
    aliases: ['dried green split peas'],
    plural: 'green split peas',
    flags: ['legume'],
  }),

  // ── Aromatics and vegetables ─────────────────────────────────────────────
  f('yellow onion', '11282', 'Onions, raw', S.produce, 'aromatic', {
    aliases: ['onion', 'brown onion', 'white onion', 'spanish onion'],
    piece: 'medium',
  }),
  f('red onion', '11282', 'Onions, raw', S.produce, 'aromatic', {
    aliases: ['purple onion'],
    piece: 'medium',
    proxy: 'SR28 lists raw onions without colour',
  }),
  f('sweet onion', '11294', 'Onions, sweet, raw', S.produce, 'aromatic', { aliases: ['vidalia onion'], piece: 148 }),
  f('shallot', '11677', 'Shallots, raw', S.produce, 'aromatic', { piece: 40, cup: 160 }),
  f('garlic', '11215', 'Garlic, raw', S.produce, 'aromatic', {
    aliases: ['garlic clove', 'clove of garlic', 'cloves garlic', 'garlic cloves'],
    plural: 'garlic',
    piece: 'clove',
    pieceName: 'clove',
  }),
  f('green onion', '11291', 'Onions, spring or scallions', S.produce, 'aromatic', {
    aliases: ['scallion', 'spring onion', 'green onions'],
    piece: 'medium',
  }),
  f('leek', '11246', 'Leeks, (bulb and lower leaf-portion), raw', S.produce, 'aromatic', { piece: 'leek' }),
  f('ginger', '11216', 'Ginger root, raw', S.produce, 'aromatic', {
    aliases: ['fresh ginger', 'ginger root', 'root ginger'],
    plural: 'ginger',
    cup: 96,
  }),
  f('lemongrass', '11972', 'Lemon grass (citronella), raw', S.produce, 'aromatic', {
    aliases: ['lemon grass', 'lemongrass stalk'],
    plural: 'lemongrass',
    piece: 20,
    pieceName: 'stalk',
  }),
  f('carrot', '11124', 'Carrots, raw', S.produce, 'vegetable', { aliases: ['baby carrots'], piece: 61 }),
  f('celery', '11143', 'Celery, raw', S.produce, 'aromatic', {
    aliases: ['celery stalk', 'celery rib', 'stick of celery'],
    plural: 'celery',
    piece: 40,
    pieceName: 'stalk',
  }),
  f('red bell pepper', '11821', 'Peppers, sweet, red, raw', S.produce, 'vegetable', {
    aliases: ['red pepper', 'bell pepper', 'capsicum', 'sweet pepper', 'red capsicum'],
    piece: 119,
  }),
  f('green bell pepper', '11333', 'Peppers, sweet, green, raw', S.produce, 'vegetable', {
    aliases: ['green pepper', 'green capsicum'],
    piece: 119,
  }),
  f('yellow bell pepper', '11951', 'Peppers, sweet, yellow, raw', S.produce, 'vegetable', {
    aliases: ['yellow pepper', 'orange bell pepper'],
    piece: 150,
  }),
  f('jalapeño', '11979', 'Peppers, jalapeno, raw', S.produce, 'aromatic', {
    aliases: ['jalapeno', 'jalapeno pepper', 'jalapeño pepper'],
    piece: 'pepper',
  }),
  f('serrano chile', '11977', 'Peppers, serrano, raw', S.produce, 'aromatic', { aliases: ['serrano', 'serrano pepper'], piece: 'pepper' }),
  f('poblano chile', '11670', 'Peppers, hot chili, green, raw', S.produce, 'vegetable', {
    aliases: ['poblano', 'poblano pepper', 'poblanos'],
    // A poblano is much bigger than SR28's small green chile.
    piece: 130,
    proxy: 'SR28 has no poblano; a mild fresh green chile',
  }),
  f('dried ancho chile', '11978', 'Peppers, ancho, dried', S.intl, 'aromatic', { aliases: ['ancho chile', 'ancho', 'ancho chili', 'dried ancho'], piece: 'pepper' }),
  f('dried guajillo chile', '11982', 'Peppers, pasilla, dried', S.intl, 'aromatic', {
    aliases: ['guajillo chile', 'guajillo', 'guajillo chili', 'dried guajillo'],
    piece: 'pepper',
    proxy: 'SR28 has no guajillo; pasilla is a similar dried red chile',
  }),
  f('tomatillo', '11954', 'Tomatillos, raw', S.produce, 'vegetable', { aliases: ['tomatillos', 'tomate verde'], piece: 'medium' }),
  f('red chile', '11819', 'Peppers, hot chili, red, raw', S.produce, 'aromatic', {
    aliases: ['red chili', 'red chilli', 'fresh red chile', 'thai chile', "bird's eye chile", 'bird’s eye chili', 'fresno chile'],
    piece: 15,
  }),
  f('green chile', '11670', 'Peppers, hot chili, green, raw', S.produce, 'aromatic', {
    aliases: ['green chili', 'green chilli', 'anaheim pepper', 'hatch chile'],
    piece: 45,
  }),
  f('scotch bonnet', '11819', 'Peppers, hot chili, red, raw', S.produce, 'aromatic', {
    aliases: ['scotch bonnet pepper', 'habanero', 'habanero pepper'],
    piece: 10,
    proxy: 'SR28 has no scotch bonnet; a fresh hot chile',
  }),
  f('tomato', '11529', 'Tomatoes, red, ripe, raw', S.produce, 'vegetable', {
    aliases: ['ripe tomato', 'plum tomato', 'roma tomato', 'vine tomato', 'beefsteak tomato'],
    plural: 'tomatoes',
    piece: 123,
    cup: 180,
  }),
  f('cherry tomatoes', '11529', 'Tomatoes, red, ripe, raw', S.produce, 'vegetable', {
    aliases: ['cherry tomato', 'grape tomatoes', 'grape tomato'],
    plural: 'cherry tomatoes',
    piece: 'cherry',
    cup: 149,
  }),
  f('potato', '11354', 'Potatoes, white, flesh and skin, raw', S.produce, 'starch', {
    aliases: ['white potato', 'yukon gold potato', 'waxy potato', 'new potato', 'baby potatoes'],
    plural: 'potatoes',
    flags: ['potato'],
    piece: 'medium',
    cup: 150,
  }),
  f('russet potato', '11353', 'Potatoes, russet, flesh and skin, raw', S.produce, 'starch', {
    aliases: ['baking potato', 'floury potato', 'maris piper'],
    plural: 'russet potatoes',
    flags: ['potato'],
    piece: 'medium',
    cup: 150,
  }),
  f('red potato', '11355', 'Potatoes, red, flesh and skin, raw', S.produce, 'starch', {
    plural: 'red potatoes',
    flags: ['potato'],
    piece: 'medium',
    cup: 150,
  }),
  f('sweet potato', '11507', 'Sweet potato, raw, unprepared', S.produce, 'starch', {
    aliases: ['yam', 'kumara'],
    plural: 'sweet potatoes',
    piece: 'sweetpotato, 5" long',
  }),
  f('zucchini', '11477', 'Squash, summer, zucchini, includes skin, raw', S.produce, 'vegetable', {
    aliases: ['courgette'],
    plural: 'zucchini',
    piece: 'medium',
  }),
  f('yellow squash', '11641', 'Squash, summer, all varieties, raw', S.produce, 'vegetable', {
    aliases: ['summer squash'],
    piece: 'medium',
  }),
  f('eggplant', '11209', 'Eggplant, raw', S.produce, 'vegetable', {
    aliases: ['aubergine', 'japanese eggplant'],
    piece: 'eggplant, unpeeled',
  }),
  f('butternut squash', '11485', 'Squash, winter, butternut, raw', S.produce, 'vegetable', { piece: 900 }),
  f('pumpkin', '11422', 'Pumpkin, raw', S.produce, 'vegetable', { aliases: ['kabocha squash', 'calabaza'] }),
  f('acorn squash', '11482', 'Squash, winter, acorn, raw', S.produce, 'vegetable', { piece: 'squash' }),
  f('spaghetti squash', '11492', 'Squash, winter, spaghetti, raw', S.produce, 'vegetable', { piece: 1000 }),
  f('broccoli', '11090', 'Broccoli, raw', S.produce, 'vegetable', {
    aliases: ['broccoli florets', 'broccolini', 'tenderstem broccoli'],
    plural: 'broccoli',
    piece: 300,
    pieceName: 'head',
  }),
  f('cauliflower', '11135', 'Cauliflower, raw', S.produce, 'vegetable', {
    aliases: ['cauliflower florets', 'cauliflower rice', 'riced cauliflower'],
    plural: 'cauliflower',
    piece: 'head medium',
    pieceName: 'head',
  }),
  f('green cabbage', '11109', 'Cabbage, raw', S.produce, 'vegetable', {
    aliases: ['cabbage', 'white cabbage', 'savoy cabbage'],
    plural: 'green cabbage',
    cup: 70,
  }),
  f('red cabbage', '11112', 'Cabbage, red, raw', S.produce, 'vegetable', { aliases: ['purple cabbage'], plural: 'red cabbage', cup: 70 }),
  f('napa cabbage', '11119', 'Cabbage, chinese (pe-tsai), raw', S.produce, 'vegetable', {
    aliases: ['chinese cabbage', 'napa'],
    plural: 'napa cabbage',
  }),
  f('bok choy', '11116', 'Cabbage, chinese (pak-choi), raw', S.produce, 'vegetable', {
    aliases: ['pak choi', 'baby bok choy', 'pak choy'],
    plural: 'bok choy',
    piece: 120,
    pieceName: 'head',
  }),
  f('brussels sprouts', '11098', 'Brussels sprouts, raw', S.produce, 'vegetable', {
    aliases: ['brussels sprout', 'brussel sprouts'],
    plural: 'brussels sprouts',
    piece: 'sprout',
  }),
  f('kale', '11233', 'Kale, raw', S.produce, 'vegetable', {
    aliases: ['curly kale', 'lacinato kale', 'cavolo nero', 'tuscan kale'],
    plural: 'kale',
  }),
  f('spinach', '11457', 'Spinach, raw', S.produce, 'vegetable', {
    aliases: ['baby spinach', 'fresh spinach', 'spinach leaves'],
    plural: 'spinach',
  }),
  f('swiss chard', '11147', 'Chard, swiss, raw', S.produce, 'vegetable', { aliases: ['chard', 'rainbow chard'], plural: 'swiss chard' }),
  f('collard greens', '11161', 'Collards, raw', S.produce, 'vegetable', { aliases: ['collards'], plural: 'collard greens' }),
  f('taro leaves', '11520', 'Taro leaves, raw', S.produce, 'vegetable', { aliases: ['dasheen leaves', 'dasheen bush', 'callaloo leaves'], plural: 'taro leaves' }),
  f('arugula', '11959', 'Arugula, raw', S.produce, 'vegetable', {
    aliases: ['rocket', 'baby arugula', 'wild rocket'],
    plural: 'arugula',
    cup: 20,
  }),
  f('romaine lettuce', '11251', 'Lettuce, cos or romaine, raw', S.produce, 'vegetable', {
    aliases: ['romaine', 'cos lettuce', 'little gem', 'lettuce'],
    plural: 'romaine lettuce',
    piece: 'head',
    pieceName: 'head',
  }),
  f('mixed salad greens', '11253', 'Lettuce, green leaf, raw', S.produce, 'vegetable', {
    aliases: ['mixed greens', 'salad greens', 'spring mix', 'green leaf lettuce', 'butter lettuce'],
    plural: 'mixed salad greens',
  }),
  f('iceberg lettuce', '11252', 'Lettuce, iceberg', S.produce, 'vegetable', { plural: 'iceberg lettuce', piece: 'head, medium' }),
  f('watercress', '11591', 'Watercress, raw', S.produce, 'vegetable', { plural: 'watercress' }),
  f('radicchio', '11952', 'Radicchio, raw', S.produce, 'vegetable', { plural: 'radicchio' }),
  f('cucumber', '11205', 'Cucumber, with peel, raw', S.produce, 'vegetable', {
    aliases: ['english cucumber', 'persian cucumber'],
    piece: 'cucumber',
    cup: 104,
  }),
  f('white mushrooms', '11260', 'Mushrooms, white, raw', S.produce, 'vegetable', {
    aliases: ['mushroom', 'mushrooms', 'button mushrooms', 'button mushroom'],
    plural: 'white mushrooms',
    piece: 'medium',
  }),
  f('cremini mushrooms', '11266', 'Mushrooms, brown, italian, or crimini, raw', S.produce, 'vegetable', {
    aliases: ['cremini', 'crimini mushrooms', 'chestnut mushrooms', 'baby bella mushrooms', 'brown mushrooms'],
    plural: 'cremini mushrooms',
    piece: 'piece whole',
  }),
  f('shiitake mushrooms', '11238', 'Mushrooms, shiitake, raw', S.produce, 'vegetable', {
    aliases: ['shiitake', 'shiitake mushroom'],
    plural: 'shiitake mushrooms',
    piece: 'piece whole',
    cup: 70,
  }),
  f('portobello mushrooms', '11265', 'Mushrooms, portabella, raw', S.produce, 'vegetable', {
    aliases: ['portobello', 'portabella mushroom', 'portobello mushroom'],
    plural: 'portobello mushrooms',
    piece: 'piece whole',
  }),
  f('oyster mushrooms', '11987', 'Mushrooms, oyster, raw', S.produce, 'vegetable', {
    aliases: ['oyster mushroom'],
    plural: 'oyster mushrooms',
  }),
  f('green beans', '11052', 'Beans, snap, green, raw', S.produce, 'vegetable', {
    aliases: ['string beans', 'haricots verts', 'french beans', 'green bean'],
    plural: 'green beans',
  }),
  f('asparagus', '11011', 'Asparagus, raw', S.produce, 'vegetable', {
    aliases: ['asparagus spears'],
    plural: 'asparagus',
    piece: 'spear, medium',
    pieceName: 'spear',
  }),
  f('frozen peas', '11312', 'Peas, green, frozen, unprepared', S.frozen, 'vegetable', {
    aliases: ['peas', 'green peas', 'garden peas', 'petits pois'],
    plural: 'frozen peas',
    flags: ['legume'],
  }),
  f('snow peas', '11300', 'Peas, edible-podded, raw', S.produce, 'vegetable', {
    aliases: ['sugar snap peas', 'snap peas', 'mangetout'],
    plural: 'snow peas',
    cup: 63,
  }),
  f('corn kernels', '11178', 'Corn, sweet, yellow, frozen, kernels cut off cob, unprepared', S.frozen, 'vegetable', {
    aliases: ['sweetcorn', 'sweet corn', 'frozen corn', 'corn'],
    plural: 'corn kernels',
    flags: ['grain'],
  }),
  f('corn on the cob', '11167', 'Corn, sweet, yellow, raw', S.produce, 'vegetable', {
    aliases: ['ear of corn', 'corn cob'],
    plural: 'ears of corn',
    flags: ['grain'],
    piece: 'ear, medium',
    pieceName: 'ear',
  }),
  f('beet', '11080', 'Beets, raw', S.produce, 'vegetable', { aliases: ['beetroot'], piece: 'beet' }),
  f('radish', '11429', 'Radishes, raw', S.produce, 'vegetable', { aliases: ['radishes'], plural: 'radishes', piece: 'medium' }),
  f('daikon', '11430', 'Radishes, oriental, raw', S.produce, 'vegetable', { aliases: ['daikon radish', 'mooli'], plural: 'daikon' }),
  f('parsnip', '11298', 'Parsnips, raw', S.produce, 'vegetable', { piece: 130 }),
  f('turnip', '11564', 'Turnips, raw', S.produce, 'vegetable', { aliases: ['swede', 'rutabaga'], piece: 'medium' }),
  f('celery root', '11141', 'Celeriac, raw', S.produce, 'vegetable', { aliases: ['celeriac'], plural: 'celery root', piece: 700 }),
  f('fennel bulb', '11957', 'Fennel, bulb, raw', S.produce, 'vegetable', { aliases: ['fennel'], piece: 'bulb' }),
  f('artichoke hearts', '11008', 'Artichokes, (globe or french), cooked, boiled, drained', S.canned, 'vegetable', {
    aliases: ['artichoke heart', 'marinated artichokes', 'artichokes'],
    plural: 'artichoke hearts',
    cup: 168,
  }),
  f('okra', '11278', 'Okra, raw', S.produce, 'vegetable', { aliases: ['bhindi', 'lady fingers'], plural: 'okra' }),
  f('ackee', '09037', 'Avocados, raw, all commercial varieties', S.canned, 'vegetable', {
    aliases: ['akee', 'canned ackee'],
    plural: 'ackee',
    proxy: 'SR28 has no ackee; avocado is the nearest rich, fatty fruit (about 150 kcal and 15 g fat per 100 g)',
  }),
  f('bean sprouts', '11043', 'Mung beans, mature seeds, sprouted, raw', S.produce, 'vegetable', {
    aliases: ['mung bean sprouts', 'beansprouts'],
    plural: 'bean sprouts',
  }),
  f('avocado', '09037', 'Avocados, raw, all commercial varieties', S.produce, 'fat', {
    aliases: ['hass avocado', 'ripe avocado'],
    piece: 'avocado, NS',
  }),
  f('cassava', '11134', 'Cassava, raw', S.produce, 'starch', { aliases: ['yuca', 'manioc'], plural: 'cassava' }),
  f('plantain', '09277', 'Plantains, raw', S.produce, 'starch', { aliases: ['green plantain', 'ripe plantain'], piece: 'medium' }),
  f('water chestnuts', '11590', 'Waterchestnuts, chinese, canned', S.canned, 'vegetable', {
    aliases: ['water chestnut'],
    plural: 'water chestnuts',
  }),
  f('bamboo shoots', '11028', 'Bamboo shoots, canned, drained solids', S.canned, 'vegetable', {
    aliases: ['bamboo shoot'],
    plural: 'bamboo shoots',
  }),

  // ── Canned and jarred vegetables, pickles ───────────────────────────────
  f('canned diced tomatoes', '11531', 'Tomatoes, red, ripe, canned, packed in tomato juice', S.canned, 'vegetable', {
    aliases: ['diced tomatoes', 'chopped tomatoes', 'tinned tomatoes', 'canned tomatoes', 'whole peeled tomatoes'],
    plural: 'canned diced tomatoes',
    piece: 400,
    pieceName: 'can',
  }),
  f('crushed tomatoes', '11693', 'Tomatoes, crushed, canned', S.canned, 'vegetable', {
    aliases: ['passata', 'tomato puree', 'tomato purée'],
    plural: 'crushed tomatoes',
    piece: 794,
    pieceName: 'can',
  }),
  f('tomato paste', '11887', 'Tomato products, canned, paste, with salt added', S.canned, 'condiment', {
    aliases: ['tomato concentrate', 'double-concentrated tomato paste'],
    plural: 'tomato paste',
  }),
  f('tomato sauce', '11549', 'Tomato products, canned, sauce', S.canned, 'sauce', { plural: 'tomato sauce' }),
  f('marinara sauce', '06931', 'Sauce, pasta, spaghetti/marinara, ready-to-serve', S.canned, 'sauce', {
    aliases: ['pasta sauce', 'marinara', 'spaghetti sauce'],
    plural: 'marinara sauce',
    cup: 264,
  }),
  f('sun-dried tomatoes', '11956', 'Tomatoes, sun-dried, packed in oil, drained', S.canned, 'vegetable', {
    aliases: ['sun-dried tomato', 'sundried tomatoes'],
    plural: 'sun-dried tomatoes',
  }),
  f('canned pumpkin', '11424', 'Pumpkin, canned, without salt', S.canned, 'vegetable', {
    aliases: ['pumpkin puree', 'pumpkin purée'],
    plural: 'canned pumpkin',
  }),
  f('roasted red peppers', '11943', 'Pimento, canned', S.canned, 'vegetable', {
    aliases: ['jarred roasted peppers', 'pimento', 'pimiento', 'piquillo peppers'],
    plural: 'roasted red peppers',
  }),
  f('black olives', '09193', 'Olives, ripe, canned (small-extra large)', S.canned, 'condiment', {
    aliases: ['kalamata olives', 'olives', 'pitted olives', 'nicoise olives'],
    plural: 'black olives',
    flags: ['highSodium'],
    piece: 'large',
  }),
  f('green olives', '09195', 'Olives, pickled, canned or bottled, green', S.canned, 'condiment', {
    aliases: ['castelvetrano olives', 'manzanilla olives'],
    plural: 'green olives',
    flags: ['highSodium'],
    piece: 'olive',
  }),
  f('capers', '02054', 'Capers, canned', S.sauces, 'condiment', {
    aliases: ['caper', 'nonpareil capers'],
    plural: 'capers',
    flags: ['highSodium'],
  }),
  f('dill pickles', '11937', 'Pickles, cucumber, dill or kosher dill', S.sauces, 'condiment', {
    aliases: ['pickle', 'pickles', 'gherkins', 'cornichons'],
    plural: 'dill pickles',
    flags: ['highSodium'],
    piece: 65,
  }),
  f('grape leaves', '11975', 'Grape leaves, canned', S.canned, 'vegetable', {
    aliases: ['vine leaves', 'jarred grape leaves', 'brined grape leaves'],
    plural: 'grape leaves',
    flags: ['highSodium'],
    piece: 4,
    pieceName: 'leaf',
  }),
  f('sauerkraut', '11439', 'Sauerkraut, canned, solids and liquids', S.canned, 'condiment', {
    plural: 'sauerkraut',
    flags: ['highSodium'],
  }),
  f('kimchi', '11439', 'Sauerkraut, canned', S.intl, 'condiment', {
    aliases: ['napa cabbage kimchi'],
    plural: 'kimchi',
    flags: ['fish', 'shellfish', 'highSodium'],
    allergens: ['Fish', 'Shellfish'],
    proxy: 'SR28 has no kimchi; another salted fermented cabbage. Traditional kimchi has fish sauce and salted shrimp',
  }),
  f('vegan kimchi', '11439', 'Sauerkraut, canned', S.intl, 'condiment', {
    plural: 'vegan kimchi',
    flags: ['highSodium'],
    proxy: 'SR28 has no kimchi; another salted fermented cabbage',
  }),

  // ── Fruit ────────────────────────────────────────────────────────────────
  f('lemon', '09150', 'Lemons, raw, without peel', S.produce, 'acid', { piece: 'fruit (2-1/8" dia)' }),
  f('lemon juice', '09152', 'Lemon juice, raw', S.produce, 'acid', {
    aliases: ['fresh lemon juice', 'juice of lemon'],
    plural: 'lemon juice',
  }),
  f('lemon zest', '09156', 'Lemon peel, raw', S.produce, 'acid', { aliases: ['grated lemon zest', 'lemon peel'], plural: 'lemon zest' }),
  f('lime', '09159', 'Limes, raw', S.produce, 'acid', { piece: 'fruit' }),
  f('lime juice', '09160', 'Lime juice, raw', S.produce, 'acid', { aliases: ['fresh lime juice'], plural: 'lime juice' }),
  f('orange', '09200', 'Oranges, raw, all commercial varieties', S.produce, 'fruit', { aliases: ['navel orange'], piece: 'fruit' }),
  f('orange juice', '09206', 'Orange juice, raw', S.drinks, 'liquid', { aliases: ['fresh orange juice'], plural: 'orange juice' }),
  f('orange zest', '09216', 'Orange peel, raw', S.produce, 'acid', { aliases: ['orange peel'], plural: 'orange zest' }),
  f('apple', '09003', 'Apples, raw, with skin', S.produce, 'fruit', {
    aliases: ['granny smith apple', 'honeycrisp apple', 'cooking apple', 'bramley apple'],
    piece: 'medium',
  }),
  f('pear', '09252', 'Pears, raw', S.produce, 'fruit', { aliases: ['bartlett pear', 'conference pear'], piece: 'medium' }),
  f('banana', '09040', 'Bananas, raw', S.produce, 'fruit', { aliases: ['ripe banana'], piece: 118 }),
  f('blueberries', '09050', 'Blueberries, raw', S.produce, 'fruit', { aliases: ['blueberry', 'wild blueberries'], plural: 'blueberries' }),
  f('strawberries', '09316', 'Strawberries, raw', S.produce, 'fruit', {
    aliases: ['strawberry'],
    plural: 'strawberries',
    cup: 152,
    piece: 12,
  }),
  f('raspberries', '09302', 'Raspberries, raw', S.produce, 'fruit', { aliases: ['raspberry'], plural: 'raspberries' }),
  f('blackberries', '09042', 'Blackberries, raw', S.produce, 'fruit', { aliases: ['blackberry'], plural: 'blackberries' }),
  f('green papaya', '09226', 'Papayas, raw', S.produce, 'fruit', {
    aliases: ['unripe papaya'],
    plural: 'green papayas',
    piece: 'small',
    proxy: 'SR28 has only ripe papaya; green papaya is the same fruit picked unripe',
  }),
  f('mango', '09176', 'Mangos, raw', S.produce, 'fruit', { plural: 'mangoes', piece: 'fruit without refuse' }),
  f('pineapple', '09266', 'Pineapple, raw, all varieties', S.produce, 'fruit', { aliases: ['pineapple chunks'], plural: 'pineapple' }),
  f('peach', '09236', 'Peaches, raw', S.produce, 'fruit', { aliases: ['nectarine'], plural: 'peaches', piece: 'medium' }),
  f('cherries', '09070', 'Cherries, sweet, raw', S.produce, 'fruit', { aliases: ['cherry', 'sweet cherries'], plural: 'cherries', cup: 154 }),
  f('grapes', '09132', 'Grapes, red or green', S.produce, 'fruit', { aliases: ['grape', 'red grapes'], plural: 'grapes' }),
  f('kiwi', '09148', 'Kiwifruit, green, raw', S.produce, 'fruit', { aliases: ['kiwifruit'], piece: 'fruit' }),
  f('fig', '09089', 'Figs, raw', S.produce, 'fruit', { aliases: ['fresh fig'], piece: 'medium' }),
  f('rhubarb', '09307', 'Rhubarb, raw', S.produce, 'fruit', { plural: 'rhubarb', piece: 'stalk', pieceName: 'stalk' }),
  f('pomegranate seeds', '09286', 'Pomegranates, raw', S.produce, 'fruit', {
    aliases: ['pomegranate arils', 'pomegranate'],
    plural: 'pomegranate seeds',
    cup: 174,
  }),
  f('watermelon', '09326', 'Watermelon, raw', S.produce, 'fruit', { plural: 'watermelon' }),
  f('raisins', '09298', 'Raisins, seedless', S.pantry, 'fruit', {
    aliases: ['raisin', 'sultanas', 'golden raisins', 'currants'],
    plural: 'raisins',
    flags: ['fruitSugar'],
  }),
  f('dried cranberries', '09079', 'Cranberries, dried, sweetened', S.pantry, 'fruit', {
    aliases: ['craisins'],
    plural: 'dried cranberries',
    flags: ['refinedSugar'],
    cup: 120,
  }),
  f('medjool dates', '09421', 'Dates, medjool', S.pantry, 'fruit', {
    aliases: ['dates', 'date', 'pitted dates'],
    plural: 'medjool dates',
    flags: ['fruitSugar'],
    piece: 'date, pitted',
    cup: 147,
  }),
  f('dried apricots', '09032', 'Apricots, dried, sulfured, uncooked', S.pantry, 'fruit', {
    aliases: ['dried apricot'],
    plural: 'dried apricots',
    flags: ['fruitSugar'],
    piece: 'half',
  }),
  f('tamarind paste', '09322', 'Tamarinds, raw', S.intl, 'acid', {
    aliases: ['tamarind', 'tamarind concentrate', 'tamarind pulp'],
    plural: 'tamarind paste',
  }),

  // ── Fresh herbs ──────────────────────────────────────────────────────────
  f('fresh basil', '02044', 'Basil, fresh', S.produce, 'herb', {
    aliases: ['basil', 'basil leaves', 'thai basil', 'sweet basil'],
    plural: 'fresh basil',
    cup: 24,
  }),
  f('fresh cilantro', '11165', 'Coriander (cilantro) leaves, raw', S.produce, 'herb', {
    aliases: ['cilantro', 'coriander leaves', 'fresh coriander', 'cilantro leaves'],
    plural: 'fresh cilantro',
    cup: 16,
  }),
  f('fresh parsley', '11297', 'Parsley, fresh', S.produce, 'herb', {
    aliases: ['parsley', 'flat-leaf parsley', 'italian parsley', 'curly parsley'],
    plural: 'fresh parsley',
  }),
  f('fresh mint', '02065', 'Spearmint, fresh', S.produce, 'herb', {
    aliases: ['mint', 'mint leaves', 'spearmint'],
    plural: 'fresh mint',
    cup: 45,
  }),
  f('fresh dill', '02045', 'Dill weed, fresh', S.produce, 'herb', { aliases: ['dill'], plural: 'fresh dill' }),
  f('fresh rosemary', '02063', 'Rosemary, fresh', S.produce, 'herb', {
    aliases: ['rosemary', 'rosemary sprig'],
    plural: 'fresh rosemary',
    piece: 1,
    pieceName: 'sprig',
  }),
  f('fresh thyme', '02049', 'Thyme, fresh', S.produce, 'herb', {
    aliases: ['thyme', 'thyme sprig', 'thyme leaves'],
    plural: 'fresh thyme',
    piece: 0.5,
    pieceName: 'sprig',
  }),
  f('chives', '11156', 'Chives, raw', S.produce, 'herb', { aliases: ['chive', 'fresh chives'], plural: 'chives' }),
  f('fresh sage', '02038', 'Spices, sage, ground', S.produce, 'herb', {
    aliases: ['sage', 'sage leaves'],
    plural: 'fresh sage',
    proxy: 'SR28 has only ground sage; the leaves are used in gram amounts',
    piece: 0.5,
    pieceName: 'leaf',
  }),
  f('bay leaf', '02004', 'Spices, bay leaf', S.spices, 'herb', {
    aliases: ['bay leaves', 'dried bay leaf'],
    plural: 'bay leaves',
    piece: 0.2,
  }),
  f('kaffir lime leaves', '09156', 'Lemon peel, raw', S.intl, 'herb', {
    aliases: ['makrut lime leaves', 'lime leaves'],
    plural: 'kaffir lime leaves',
    piece: 0.3,
    proxy: 'SR28 has no lime leaves; citrus peel, used in fractions of a gram',
  }),

  // ── Spices and seasonings ────────────────────────────────────────────────
  f('salt', '02047', 'Salt, table', S.spices, 'spice', {
    aliases: ['kosher salt', 'sea salt', 'table salt', 'flaky salt', 'fine salt'],
    plural: 'salt',
    flags: ['highSodium'],
  }),
  f('black pepper', '02030', 'Spices, pepper, black', S.spices, 'spice', {
    aliases: ['ground black pepper', 'freshly ground black pepper', 'pepper', 'peppercorns'],
    plural: 'black pepper',
  }),
  f('white pepper', '02032', 'Spices, pepper, white', S.spices, 'spice', { plural: 'white pepper' }),
  f('ground cumin', '02014', 'Spices, cumin seed', S.spices, 'spice', {
    aliases: ['cumin'],
    plural: 'ground cumin',
  }),
  // Whole seeds sizzle in the oil of a tadka; a different line from ground cumin (same SR28 food).
  f('cumin seeds', '02014', 'Spices, cumin seed', S.spices, 'spice', {
    aliases: ['cumin seed', 'whole cumin', 'jeera'],
    plural: 'cumin seeds',
  }),
  f('ground coriander', '02013', 'Spices, coriander seed', S.spices, 'spice', {
    aliases: ['coriander seeds', 'coriander seed'],
    plural: 'ground coriander',
  }),
  f('paprika', '02028', 'Spices, paprika', S.spices, 'spice', { aliases: ['sweet paprika'], plural: 'paprika' }),
  f('smoked paprika', '02028', 'Spices, paprika', S.spices, 'spice', {
    aliases: ['pimenton', 'pimentón', 'spanish smoked paprika'],
    plural: 'smoked paprika',
  }),
  f('chili powder', '02009', 'Spices, chili powder', S.spices, 'spice', {
    aliases: ['chile powder', 'ancho chile powder', 'chipotle powder', 'kashmiri chili powder'],
    plural: 'chili powder',
  }),
  f('cayenne pepper', '02031', 'Spices, pepper, red or cayenne', S.spices, 'spice', { aliases: ['cayenne'], plural: 'cayenne pepper' }),
  f('red pepper flakes', '02031', 'Spices, pepper, red or cayenne', S.spices, 'spice', {
    aliases: ['crushed red pepper', 'chili flakes', 'chilli flakes', 'aleppo pepper', 'gochugaru', 'korean chili flakes'],
    plural: 'red pepper flakes',
  }),
  f('ground turmeric', '02043', 'Spices, turmeric, ground', S.spices, 'spice', { aliases: ['turmeric'], plural: 'ground turmeric' }),
  f('curry powder', '02015', 'Spices, curry powder', S.spices, 'spice', { aliases: ['madras curry powder'], plural: 'curry powder' }),
  f('garam masala', '02015', 'Spices, curry powder', S.spices, 'spice', {
    plural: 'garam masala',
    proxy: 'SR28 has no garam masala; a similar ground spice blend',
  }),
  f('ground cinnamon', '02010', 'Spices, cinnamon, ground', S.spices, 'spice', {
    aliases: ['cinnamon', 'cinnamon stick'],
    plural: 'ground cinnamon',
  }),
  f('ground nutmeg', '02025', 'Spices, nutmeg, ground', S.spices, 'spice', {
    aliases: ['nutmeg', 'freshly grated nutmeg'],
    plural: 'ground nutmeg',
  }),
  f('ground cloves', '02011', 'Spices, cloves, ground', S.spices, 'spice', { aliases: ['whole cloves'], plural: 'ground cloves' }),
  f('ground cardamom', '02006', 'Spices, cardamom', S.spices, 'spice', {
    aliases: ['cardamom', 'cardamom pods', 'green cardamom'],
    plural: 'ground cardamom',
  }),
  f('ground ginger', '02021', 'Spices, ginger, ground', S.spices, 'spice', { aliases: ['dried ginger'], plural: 'ground ginger' }),
  f('garlic powder', '02020', 'Spices, garlic powder', S.spices, 'spice', { aliases: ['granulated garlic'], plural: 'garlic powder' }),
  f('onion powder', '02026', 'Spices, onion powder', S.spices, 'spice', { plural: 'onion powder' }),
  f('ground allspice', '02001', 'Spices, allspice, ground', S.spices, 'spice', {
    aliases: ['allspice', 'pimento berries'],
    plural: 'ground allspice',
  }),
  f('star anise', '02002', 'Spices, anise seed', S.spices, 'spice', {
    aliases: ['anise', 'aniseed'],
    plural: 'star anise',
    piece: 0.5,
    pieceName: 'pod',
    proxy: 'SR28 has anise seed, not star anise; a whole pod or two per pot',
  }),
  f('five-spice powder', '02002', 'Spices, anise seed', S.spices, 'spice', {
    aliases: ['chinese five-spice', 'five spice'],
    plural: 'five-spice powder',
    proxy: 'SR28 has no five-spice; anise is its main note',
  }),
  f('sichuan peppercorns', '02030', 'Spices, pepper, black', S.spices, 'spice', {
    aliases: ['szechuan peppercorns', 'sichuan pepper', 'szechuan pepper', 'ground sichuan pepper'],
    plural: 'sichuan peppercorns',
    proxy: 'SR28 has no Sichuan pepper; black pepper, another dried peppercorn',
  }),
  f('fennel seeds', '02018', 'Spices, fennel seed', S.spices, 'spice', { aliases: ['fennel seed'], plural: 'fennel seeds' }),
  f('mustard seeds', '02024', 'Spices, mustard seed, ground', S.spices, 'spice', {
    aliases: ['mustard seed', 'black mustard seeds', 'dry mustard', 'mustard powder'],
    plural: 'mustard seeds',
  }),
  f('saffron', '02037', 'Spices, saffron', S.spices, 'spice', { aliases: ['saffron threads'], plural: 'saffron' }),
  f('fenugreek seeds', '02019', 'Spices, fenugreek seed', S.spices, 'spice', {
    aliases: ['fenugreek', 'kasuri methi'],
    plural: 'fenugreek seeds',
  }),
  f('caraway seeds', '02005', 'Spices, caraway seed', S.spices, 'spice', { aliases: ['caraway'], plural: 'caraway seeds' }),
  f('poppy seeds', '02033', 'Spices, poppy seed', S.spices, 'spice', { aliases: ['poppy seed'], plural: 'poppy seeds' }),
  f('dried oregano', '02027', 'Spices, oregano, dried', S.spices, 'spice', {
    aliases: ['oregano', 'mexican oregano', 'fresh oregano'],
    plural: 'dried oregano',
  }),
  f('dried thyme', '02042', 'Spices, thyme, dried', S.spices, 'spice', { plural: 'dried thyme' }),
  f('dried basil', '02003', 'Spices, basil, dried', S.spices, 'spice', { plural: 'dried basil' }),
  f('dried rosemary', '02036', 'Spices, rosemary, dried', S.spices, 'spice', { plural: 'dried rosemary' }),
  f('dried dill', '02017', 'Spices, dill weed, dried', S.spices, 'spice', { aliases: ['dill weed'], plural: 'dried dill' }),
  f('dried tarragon', '02041', 'Spices, tarragon, dried', S.spices, 'spice', {
    aliases: ['tarragon', 'fresh tarragon'],
    plural: 'dried tarragon',
  }),
  f('dried marjoram', '02023', 'Spices, marjoram, dried', S.spices, 'spice', { aliases: ['marjoram'], plural: 'dried marjoram' }),
  f('italian seasoning', '02027', 'Spices, oregano, dried', S.spices, 'spice', {
    aliases: ['dried italian herbs', 'herbes de provence', 'mixed dried herbs'],
    plural: 'italian seasoning',
    proxy: 'SR28 has no herb blends; oregano is the main herb',
  }),
  f('ground sumac', '02028', 'Spices, paprika', S.spices, 'spice', {
    aliases: ['sumac'],
    plural: 'ground sumac',
    proxy: 'SR28 has no sumac; a similar dried red spice',
  }),
  f("za'atar", '02042', 'Spices, thyme, dried', S.spices, 'spice', {
    aliases: ['zaatar', 'zatar'],
    plural: "za'atar",
    allergens: ['Sesame'],
    proxy: "SR28 has no za'atar; thyme-family herb blended with sesame seeds",
  }),
  f('jerk seasoning', '02001', 'Spices, allspice, ground', S.spices, 'spice', {
    aliases: ['jamaican jerk seasoning'],
    plural: 'jerk seasoning',
    proxy: 'SR28 has no jerk blend; allspice is its base',
  }),
  f('cajun seasoning', '02028', 'Spices, paprika', S.spices, 'spice', {
    aliases: ['creole seasoning'],
    plural: 'cajun seasoning',
    proxy: 'SR28 has no cajun blend; paprika is its base',
  }),
  f('taco seasoning', '02009', 'Spices, chili powder', S.spices, 'spice', {
    plural: 'taco seasoning',
    proxy: 'SR28 has no taco seasoning; a chili-powder blend',
  }),
  f('vanilla extract', '02050', 'Vanilla extract', S.baking, 'baking', { aliases: ['vanilla', 'pure vanilla extract'], plural: 'vanilla extract' }),

  // ── Oils, fats and vinegars ──────────────────────────────────────────────
  f('olive oil', '04053', 'Oil, olive, salad or cooking', S.oils, 'fat', {
    aliases: ['extra-virgin olive oil', 'extra virgin olive oil', 'evoo', 'light olive oil'],
    plural: 'olive oil',
  }),
  f('vegetable oil', '04582', 'Oil, canola', S.oils, 'fat', {
    aliases: ['canola oil', 'rapeseed oil', 'neutral oil', 'sunflower oil', 'cooking oil', 'grapeseed oil'],
    plural: 'vegetable oil',
    flags: ['seedOil'],
  }),
  f('sesame oil', '04058', 'Oil, sesame, salad or cooking', S.oils, 'fat', {
    aliases: ['toasted sesame oil'],
    plural: 'sesame oil',
    allergens: ['Sesame'],
  }),
  f('coconut oil', '04047', 'Oil, coconut', S.oils, 'fat', { aliases: ['virgin coconut oil'], plural: 'coconut oil' }),
  f('peanut oil', '04042', 'Oil, peanut, salad or cooking', S.oils, 'fat', {
    aliases: ['groundnut oil', 'arachis oil'],
    plural: 'peanut oil',
    allergens: ['Peanuts'],
    flags: ['legume', 'seedOil'],
  }),
  f('avocado oil', '04581', 'Oil, avocado', S.oils, 'fat', { plural: 'avocado oil' }),
  f('lard', '04002', 'Lard', S.meat, 'fat', { plural: 'lard', flags: ['meat'] }),
  f('vegetable shortening', '04615', 'Shortening, vegetable, household, composite', S.baking, 'fat', {
    aliases: ['shortening'],
    plural: 'vegetable shortening',
    flags: ['seedOil', 'processed'],
  }),
  f('balsamic vinegar', '02069', 'Vinegar, balsamic', S.oils, 'acid', { plural: 'balsamic vinegar' }),
  f('red wine vinegar', '02068', 'Vinegar, red wine', S.oils, 'acid', {
    aliases: ['sherry vinegar', 'white wine vinegar'],
    plural: 'red wine vinegar',
  }),
  f('apple cider vinegar', '02048', 'Vinegar, cider', S.oils, 'acid', { aliases: ['cider vinegar'], plural: 'apple cider vinegar' }),
  f('white vinegar', '02053', 'Vinegar, distilled', S.oils, 'acid', { aliases: ['distilled vinegar'], plural: 'white vinegar' }),
  f('rice vinegar', '02053', 'Vinegar, distilled', S.intl, 'acid', {
    aliases: ['rice wine vinegar', 'seasoned rice vinegar'],
    plural: 'rice vinegar',
    proxy: 'SR28 has no rice vinegar; distilled vinegar has the same figures within a gram',
  }),

  // ── Sauces and condiments ────────────────────────────────────────────────
  f('soy sauce', '16123', 'Soy sauce made from soy and wheat (shoyu)', S.intl, 'sauce', {
    aliases: ['shoyu', 'light soy sauce', 'dark soy sauce'],
    plural: 'soy sauce',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'grain', 'highSodium'],
  }),
  // Still salty (about 530 mg a tablespoon), so not flagged: the recipe's sodium total decides.
  f('low-sodium soy sauce', '16424', 'Soy sauce made from soy and wheat (shoyu), low sodium', S.intl, 'sauce', {
    aliases: ['reduced-sodium soy sauce', 'lite soy sauce'],
    plural: 'low-sodium soy sauce',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'grain'],
  }),
  f('tamari', '16124', 'Soy sauce made from soy (tamari)', S.intl, 'sauce', {
    aliases: ['gluten-free tamari', 'gluten-free soy sauce'],
    plural: 'tamari',
    allergens: ['Soy'],
    flags: ['legume', 'highSodium'],
  }),
  f('coconut aminos', '16124', 'Soy sauce made from soy (tamari)', S.intl, 'sauce', {
    plural: 'coconut aminos',
    flags: ['highSodium'],
    proxy: 'SR28 has no coconut aminos; a soy-free seasoning sauce used like tamari, so tamari figures',
  }),
  f('fish sauce', '06179', 'Sauce, fish, ready-to-serve', S.intl, 'sauce', {
    aliases: ['nam pla', 'nuoc mam', 'thai fish sauce'],
    plural: 'fish sauce',
    allergens: ['Fish', 'Shellfish'],
    flags: ['fish', 'shellfish', 'highSodium'],
  }),
  f('oyster sauce', '06176', 'Sauce, oyster, ready-to-serve', S.intl, 'sauce', {
    plural: 'oyster sauce',
    allergens: ['Shellfish', 'Wheat', 'Gluten'],
    flags: ['shellfish', 'highSodium'],
  }),
  f('doubanjiang', '06175', 'Sauce, hoisin, ready-to-serve', S.intl, 'sauce', {
    aliases: ['chili bean paste', 'spicy bean paste', 'toban djan', 'pixian doubanjiang', 'broad bean chili paste'],
    plural: 'doubanjiang',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'highSodium'],
    proxy: 'SR28 has no doubanjiang; hoisin is the nearest fermented bean paste',
  }),
  f('hoisin sauce', '06175', 'Sauce, hoisin, ready-to-serve', S.intl, 'sauce', {
    aliases: ['hoisin'],
    plural: 'hoisin sauce',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'refinedSugar', 'highSodium'],
  }),
  f('gochujang', '06175', 'Sauce, hoisin, ready-to-serve', S.intl, 'sauce', {
    aliases: ['korean chili paste', 'gochujang paste'],
    plural: 'gochujang',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'grain', 'refinedSugar', 'highSodium'],
    proxy: 'SR28 has no gochujang; hoisin is the nearest sweet fermented soy paste',
  }),
  f('miso paste', '16112', 'Miso', S.intl, 'sauce', {
    aliases: ['miso', 'white miso', 'red miso', 'shiro miso'],
    plural: 'miso paste',
    allergens: ['Soy'],
    flags: ['legume', 'highSodium'],
  }),
  f('doenjang', '16112', 'Miso', S.intl, 'sauce', {
    aliases: ['korean soybean paste', 'doenjang paste', 'fermented soybean paste'],
    plural: 'doenjang',
    allergens: ['Soy'],
    flags: ['legume', 'highSodium'],
    proxy: 'SR28 has no doenjang; miso, the Japanese fermented soybean paste',
  }),
  f('teriyaki sauce', '06112', 'Sauce, teriyaki, ready-to-serve', S.intl, 'sauce', {
    plural: 'teriyaki sauce',
    allergens: ['Soy', 'Wheat', 'Gluten'],
    flags: ['legume', 'refinedSugar', 'highSodium'],
  }),
  f('red curry paste', '02009', 'Spices, chili powder', S.intl, 'sauce', {
    aliases: ['thai red curry paste', 'yellow curry paste'],
    plural: 'red curry paste',
    allergens: ['Shellfish'],
    flags: ['shellfish', 'highSodium'],
    proxy: 'SR28 has no curry paste; a dried chile blend. Most Thai brands add shrimp paste',
  }),
  f('green curry paste', '02009', 'Spices, chili powder', S.intl, 'sauce', {
    aliases: ['thai green curry paste'],
    plural: 'green curry paste',
    allergens: ['Shellfish'],
    flags: ['shellfish', 'highSodium'],
    proxy: 'SR28 has no curry paste; a dried chile blend. Most Thai brands add shrimp paste',
  }),
  f('massaman curry paste', '02009', 'Spices, chili powder', S.intl, 'sauce', {
    aliases: ['matsaman curry paste', 'mussaman curry paste'],
    plural: 'massaman curry paste',
    allergens: ['Shellfish'],
    flags: ['shellfish', 'highSodium'],
    proxy: 'SR28 has no curry paste; a dried chile and spice blend. Most Thai brands add shrimp paste',
  }),
  f('vegan red curry paste', '02009', 'Spices, chili powder', S.intl, 'sauce', {
    aliases: ['vegan green curry paste', 'vegetarian curry paste'],
    plural: 'vegan red curry paste',
    proxy: 'SR28 has no curry paste; a dried chile blend',
  }),
  f('sriracha', '06168', 'Sauce, ready-to-serve, pepper or hot', S.sauces, 'sauce', {
    aliases: ['sriracha sauce', 'chili garlic sauce', 'sambal oelek'],
    plural: 'sriracha',
    proxy: 'SR28 has no sriracha; a bottled hot chile sauce',
  }),
  f('hot sauce', '06168', 'Sauce, ready-to-serve, pepper or hot', S.sauces, 'sauce', {
    aliases: ['tabasco', 'pepper sauce', 'scotch bonnet sauce', 'louisiana hot sauce'],
    plural: 'hot sauce',
  }),
  f('harissa', '02009', 'Spices, chili powder', S.intl, 'sauce', {
    aliases: ['harissa paste', 'rose harissa'],
    plural: 'harissa',
    proxy: 'SR28 has no harissa; a dried chile blend',
  }),
  f('chipotle in adobo', '11632', 'Peppers, jalapeno, canned', S.intl, 'sauce', {
    aliases: ['chipotle peppers in adobo', 'chipotle chiles', 'chipotle', 'adobo sauce'],
    plural: 'chipotles in adobo',
    piece: 'pepper',
    proxy: 'SR28 has no chipotle in adobo; a canned jalapeño',
  }),
  f('ketchup', '11935', 'Catsup', S.sauces, 'sauce', { aliases: ['catsup', 'tomato ketchup'], plural: 'ketchup', flags: ['refinedSugar'] }),
  f('yellow mustard', '02046', 'Mustard, prepared, yellow', S.sauces, 'condiment', {
    aliases: ['american mustard', 'prepared mustard'],
    plural: 'yellow mustard',
  }),
  f('dijon mustard', '02046', 'Mustard, prepared, yellow', S.sauces, 'condiment', {
    aliases: ['dijon', 'wholegrain mustard', 'whole-grain mustard', 'grainy mustard'],
    plural: 'dijon mustard',
    proxy: 'SR28 has no Dijon; prepared mustard',
  }),
  f('mayonnaise', '04025', 'Salad dressing, mayonnaise, regular', S.sauces, 'sauce', {
    aliases: ['mayo', 'aioli', 'kewpie mayonnaise'],
    plural: 'mayonnaise',
    allergens: ['Eggs'],
    flags: ['egg', 'seedOil'],
  }),
  f('vegan mayonnaise', '42178', 'Mayonnaise, made with tofu', S.sauces, 'sauce', {
    aliases: ['vegan mayo', 'eggless mayonnaise'],
    plural: 'vegan mayonnaise',
    allergens: ['Soy'],
    flags: ['legume', 'seedOil'],
  }),
  f('worcestershire sauce', '06971', 'Sauce, worcestershire', S.sauces, 'sauce', {
    aliases: ['worcestershire', 'worcester sauce'],
    plural: 'worcestershire sauce',
    allergens: ['Fish', 'Gluten'],
    flags: ['fish', 'refinedSugar'],
  }),
  f('salsa', '06164', 'Sauce, salsa, ready-to-serve', S.sauces, 'sauce', {
    aliases: ['tomato salsa', 'jarred salsa', 'salsa roja'],
    plural: 'salsa',
  }),
  f('salsa verde', '27047', 'Sauce, salsa, verde, ready-to-serve', S.sauces, 'sauce', {
    aliases: ['tomatillo salsa', 'green salsa'],
    plural: 'salsa verde',
  }),
  f('barbecue sauce', '06150', 'Sauce, barbecue', S.sauces, 'sauce', {
    aliases: ['bbq sauce'],
    plural: 'barbecue sauce',
    flags: ['refinedSugar', 'highSodium'],
  }),
  f('plum sauce', '06151', 'Sauce, plum, ready-to-serve', S.intl, 'sauce', {
    aliases: ['duck sauce', 'sweet chili sauce', 'thai sweet chili sauce'],
    plural: 'plum sauce',
    flags: ['refinedSugar'],
  }),
  f('chicken broth', '06194', 'Soup, chicken broth, ready-to-serve', S.canned, 'liquid', {
    aliases: ['chicken stock', 'chicken bone broth'],
    plural: 'chicken broth',
    flags: ['poultry', 'highSodium'],
  }),
  f('low-sodium chicken broth', '06970', 'Soup, chicken broth, low sodium, canned', S.canned, 'liquid', {
    aliases: ['reduced-sodium chicken broth', 'low-sodium chicken stock', 'unsalted chicken stock'],
    plural: 'low-sodium chicken broth',
    flags: ['poultry'],
  }),
  f('vegetable broth', '06615', 'SWANSON BROTH, Vegetable Broth', S.canned, 'liquid', {
    aliases: ['vegetable stock', 'low-sodium vegetable broth', 'veggie broth'],
    plural: 'vegetable broth',
  }),
  f('tahini', '12166', 'Seeds, sesame butter, tahini, from roasted and toasted kernels', S.intl, 'sauce', {
    aliases: ['tahina', 'sesame paste'],
    plural: 'tahini',
    allergens: ['Sesame'],
  }),
  f('peanut butter', '16098', 'Peanut butter, smooth style, with salt', S.pantry, 'nut', {
    aliases: ['smooth peanut butter', 'crunchy peanut butter', 'natural peanut butter'],
    plural: 'peanut butter',
    allergens: ['Peanuts'],
    flags: ['legume'],
  }),
  f('almond butter', '12195', 'Nuts, almond butter, plain, without salt added', S.pantry, 'nut', {
    plural: 'almond butter',
    allergens: ['Tree Nuts'],
  }),
  f('sunflower seed butter', '12036', 'Seeds, sunflower seed kernels, dried', S.pantry, 'seed', {
    aliases: ['sunbutter', 'sunflower butter'],
    plural: 'sunflower seed butter',
    cup: 256,
    proxy: 'SR28 has no sunflower seed butter; it is ground sunflower kernels',
  }),
  f('chocolate hazelnut spread', '19125', 'Chocolate-flavored hazelnut spread', S.pantry, 'sweetener', {
    aliases: ['nutella', 'hazelnut spread'],
    plural: 'chocolate hazelnut spread',
    allergens: ['Tree Nuts', 'Dairy', 'Soy'],
    flags: ['dairy', 'refinedSugar'],
    cup: 296,
  }),
  f('strawberry jam', '19297', 'Jams and preserves', S.pantry, 'sweetener', {
    aliases: ['jam', 'raspberry jam', 'fruit preserves', 'apricot jam'],
    plural: 'strawberry jam',
    flags: ['refinedSugar'],
  }),

  // ── Nuts and seeds ───────────────────────────────────────────────────────
  f('peanuts', '16087', 'Peanuts, all types, raw', S.nuts, 'nut', {
    aliases: ['peanut', 'roasted peanuts', 'unsalted peanuts'],
    plural: 'peanuts',
    allergens: ['Peanuts'],
    flags: ['legume'],
  }),
  f('almonds', '12061', 'Nuts, almonds', S.nuts, 'nut', {
    aliases: ['almond', 'sliced almonds', 'slivered almonds', 'flaked almonds'],
    plural: 'almonds',
    allergens: ['Tree Nuts'],
    cup: 100,
  }),
  f('almond flour', '12062', 'Nuts, almonds, blanched', S.baking, 'nut', {
    aliases: ['ground almonds', 'almond meal'],
    plural: 'almond flour',
    allergens: ['Tree Nuts'],
    cup: 96,
  }),
  f('cashews', '12087', 'Nuts, cashew nuts, raw', S.nuts, 'nut', {
    aliases: ['cashew', 'cashew nuts', 'raw cashews'],
    plural: 'cashews',
    allergens: ['Tree Nuts'],
    cup: 137,
  }),
  f('walnuts', '12155', 'Nuts, walnuts, english', S.nuts, 'nut', {
    aliases: ['walnut', 'walnut halves'],
    plural: 'walnuts',
    allergens: ['Tree Nuts'],
  }),
  f('pecans', '12142', 'Nuts, pecans', S.nuts, 'nut', { aliases: ['pecan', 'pecan halves'], plural: 'pecans', allergens: ['Tree Nuts'] }),
  f('pistachios', '12151', 'Nuts, pistachio nuts, raw', S.nuts, 'nut', {
    aliases: ['pistachio', 'shelled pistachios'],
    plural: 'pistachios',
    allergens: ['Tree Nuts'],
  }),
  f('hazelnuts', '12120', 'Nuts, hazelnuts or filberts', S.nuts, 'nut', {
    aliases: ['hazelnut', 'filberts'],
    plural: 'hazelnuts',
    allergens: ['Tree Nuts'],
  }),
  f('pine nuts', '12147', 'Nuts, pine nuts, dried', S.nuts, 'nut', {
    aliases: ['pine nut', 'pignoli'],
    plural: 'pine nuts',
    allergens: ['Tree Nuts'],
  }),
  f('macadamia nuts', '12131', 'Nuts, macadamia nuts, raw', S.nuts, 'nut', {
    aliases: ['macadamia', 'macadamias'],
    plural: 'macadamia nuts',
    allergens: ['Tree Nuts'],
  }),
  f('brazil nuts', '12078', 'Nuts, brazilnuts, dried, unblanched', S.nuts, 'nut', {
    aliases: ['brazil nut'],
    plural: 'brazil nuts',
    allergens: ['Tree Nuts'],
  }),
  f('chestnuts', '12093', 'Nuts, chestnuts, chinese, raw', S.nuts, 'nut', {
    aliases: ['roasted chestnuts', 'chestnut'],
    plural: 'chestnuts',
    allergens: ['Tree Nuts'],
    cup: 145,
  }),
  f('sesame seeds', '12023', 'Seeds, sesame seeds, whole, dried', S.nuts, 'seed', {
    aliases: ['sesame seed', 'toasted sesame seeds', 'black sesame seeds'],
    plural: 'sesame seeds',
    allergens: ['Sesame'],
  }),
  f('sunflower seeds', '12036', 'Seeds, sunflower seed kernels, dried', S.nuts, 'seed', {
    aliases: ['sunflower seed', 'sunflower kernels'],
    plural: 'sunflower seeds',
  }),
  f('pumpkin seeds', '12014', 'Seeds, pumpkin and squash seed kernels, dried', S.nuts, 'seed', {
    aliases: ['pepitas', 'pumpkin seed'],
    plural: 'pumpkin seeds',
  }),
  f('chia seeds', '12006', 'Seeds, chia seeds, dried', S.nuts, 'seed', { aliases: ['chia', 'chia seed'], plural: 'chia seeds', cup: 160 }),
  f('ground flaxseed', '12220', 'Seeds, flaxseed', S.nuts, 'seed', {
    aliases: ['flaxseed', 'flax seeds', 'linseed', 'flax meal'],
    plural: 'ground flaxseed',
  }),
  f('unsweetened shredded coconut', '12108', 'Nuts, coconut meat, dried (desiccated), not sweetened', S.baking, 'fruit', {
    aliases: ['desiccated coconut', 'shredded coconut', 'coconut flakes', 'toasted coconut'],
    plural: 'unsweetened shredded coconut',
    cup: 80,
  }),
  f('coconut milk', '12118', 'Nuts, coconut milk, canned', S.intl, 'liquid', {
    aliases: ['canned coconut milk', 'full-fat coconut milk', 'light coconut milk'],
    plural: 'coconut milk',
    piece: 400,
    pieceName: 'can',
  }),
  f('coconut cream', '12115', 'Nuts, coconut cream, raw', S.intl, 'liquid', { plural: 'coconut cream' }),
  f('almond milk', '14016', 'Beverages, almond milk', S.drinks, 'liquid', {
    aliases: ['unsweetened almond milk'],
    plural: 'almond milk',
    allergens: ['Tree Nuts'],
  }),
  f('soy milk', '16120', 'Soymilk, original and vanilla, unfortified', S.drinks, 'liquid', {
    aliases: ['soya milk', 'unsweetened soy milk'],
    plural: 'soy milk',
    allergens: ['Soy'],
    flags: ['legume'],
  }),
  f('oat milk', '14016', 'Beverages, almond milk', S.drinks, 'liquid', {
    aliases: ['oat drink'],
    plural: 'oat milk',
    allergens: ['Gluten'],
    flags: ['grain'],
    proxy: 'SR28 has no oat milk; a plant milk of similar energy. Oat milk counts as gluten unless certified',
  }),

  // ── Grains, pasta, noodles ───────────────────────────────────────────────
  f('long-grain white rice', '20044', 'Rice, white, long-grain, regular, raw, enriched', S.grains, 'starch', {
    aliases: ['white rice', 'rice', 'long grain rice', 'basmati rice', 'jasmine rice', 'basmati', 'jasmine'],
    plural: 'long-grain white rice',
    flags: ['grain'],
  }),
  f('brown rice', '20036', 'Rice, brown, long-grain, raw', S.grains, 'starch', {
    aliases: ['brown basmati rice', 'wholegrain rice'],
    plural: 'brown rice',
    flags: ['grain'],
  }),
  f('arborio rice', '20050', 'Rice, white, medium-grain, raw, enriched', S.grains, 'starch', {
    aliases: ['risotto rice', 'carnaroli rice', 'bomba rice', 'paella rice', 'calasparra rice'],
    plural: 'arborio rice',
    flags: ['grain'],
  }),
  f('short-grain rice', '20052', 'Rice, white, short-grain, raw', S.grains, 'starch', {
    aliases: ['sushi rice', 'japanese rice', 'calrose rice'],
    plural: 'short-grain rice',
    flags: ['grain'],
  }),
  f('glutinous rice', '20054', 'Rice, white, glutinous, raw', S.grains, 'starch', {
    aliases: ['sticky rice', 'sweet rice', 'thai sticky rice', 'khao niao'],
    plural: 'glutinous rice',
    flags: ['grain'],
  }),
  f('quinoa', '20035', 'Quinoa, uncooked', S.grains, 'starch', { aliases: ['white quinoa', 'red quinoa', 'tricolor quinoa'], plural: 'quinoa', flags: ['grain'] }),
  f('couscous', '20028', 'Couscous, dry', S.grains, 'starch', {
    aliases: ['pearl couscous', 'israeli couscous'],
    plural: 'couscous',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('bulgur', '20012', 'Bulgur, dry', S.grains, 'starch', {
    aliases: ['bulgur wheat', 'bulghur', 'cracked wheat', 'freekeh'],
    plural: 'bulgur',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('farro', '20140', 'Spelt, uncooked', S.grains, 'starch', {
    aliases: ['emmer'],
    plural: 'farro',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    proxy: 'SR28 has no farro; spelt is its close wheat relative',
  }),
  f('pearl barley', '20005', 'Barley, pearled, raw', S.grains, 'starch', {
    aliases: ['barley', 'pearled barley'],
    plural: 'pearl barley',
    allergens: ['Gluten'],
    flags: ['grain'],
  }),
  f('millet', '20031', 'Millet, raw', S.grains, 'starch', { plural: 'millet', flags: ['grain'] }),
  f('rolled oats', '08120', 'Cereals, oats, regular and quick, not fortified, dry', S.grains, 'starch', {
    aliases: ['oats', 'old-fashioned oats', 'porridge oats', 'quick oats', 'steel-cut oats', 'oatmeal'],
    plural: 'rolled oats',
    allergens: ['Gluten'],
    flags: ['grain'],
  }),
  f('gluten-free rolled oats', '08120', 'Cereals, oats, regular and quick, not fortified, dry', S.grains, 'starch', {
    aliases: ['certified gluten-free oats', 'gluten-free oats'],
    plural: 'gluten-free rolled oats',
    flags: ['grain'],
  }),
  f('polenta', '20022', 'Cornmeal, degermed, enriched, yellow', S.grains, 'starch', {
    plural: 'polenta',
    flags: ['grain'],
  }),
  f('grits', '08090', 'Cereals, corn grits, white, regular and quick, enriched, dry', S.grains, 'starch', {
    aliases: ['stone-ground grits', 'hominy grits', 'corn grits'],
    plural: 'grits',
    flags: ['grain'],
  }),
  // Cornbread wants cornmeal on its list, not polenta.
  f('cornmeal', '20020', 'Cornmeal, whole-grain, yellow', S.grains, 'starch', { aliases: ['corn meal', 'yellow cornmeal', 'stone-ground cornmeal'], plural: 'cornmeal', flags: ['grain'] }),
  f('masa harina', '20017', 'Corn flour, masa, enriched, white', S.grains, 'starch', { aliases: ['masa', 'masa flour', 'corn masa flour', 'maseca'], plural: 'masa harina', flags: ['grain'] }),
  // Ribbon pasta: its own line so "fettuccine alfredo" does not list spaghetti (same SR28 dry pasta).
  f('fettuccine', '20120', 'Spaghetti, dry, enriched', S.grains, 'starch', {
    aliases: ['fettucine', 'fettuccini', 'tagliatelle', 'pappardelle'],
    plural: 'fettuccine',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('spaghetti', '20120', 'Spaghetti, dry, enriched', S.grains, 'starch', {
    aliases: ['linguine', 'bucatini', 'spaghettini', 'angel hair pasta'],
    plural: 'spaghetti',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('short pasta', '20099', 'Macaroni, dry, enriched', S.grains, 'starch', {
    aliases: ['pasta', 'penne', 'rigatoni', 'fusilli', 'macaroni', 'elbow macaroni', 'farfalle', 'orecchiette', 'ziti', 'orzo', 'shells'],
    plural: 'short pasta',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    cup: 105,
  }),
  f('whole-wheat spaghetti', '20124', 'Spaghetti, whole-wheat, dry', S.grains, 'starch', {
    aliases: ['whole-wheat pasta', 'wholewheat pasta', 'whole wheat pasta'],
    plural: 'whole-wheat spaghetti',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('gluten-free pasta', '20091', 'Pasta, corn, dry', S.grains, 'starch', {
    aliases: ['corn pasta', 'brown rice pasta', 'gluten-free penne', 'gluten-free spaghetti'],
    plural: 'gluten-free pasta',
    flags: ['grain'],
  }),
  f('lasagna noodles', '20099', 'Macaroni, dry, enriched', S.grains, 'starch', {
    aliases: ['lasagne sheets', 'lasagna sheets', 'lasagne'],
    plural: 'lasagna noodles',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 20,
    pieceName: 'sheet',
  }),
  f('egg noodles', '20109', 'Noodles, egg, dry, enriched', S.grains, 'starch', {
    aliases: ['egg noodle', 'chow mein noodles', 'lo mein noodles', 'wonton noodles'],
    plural: 'egg noodles',
    allergens: ['Wheat', 'Gluten', 'Eggs'],
    flags: ['grain', 'egg'],
  }),
  f('rice noodles', '20133', 'Rice noodles, dry', S.intl, 'starch', {
    aliases: ['rice stick noodles', 'pad thai noodles', 'pho noodles', 'vermicelli rice noodles', 'rice vermicelli', 'banh pho'],
    plural: 'rice noodles',
    flags: ['grain'],
  }),
  f('rice paper', '20133', 'Rice noodles, dry', S.intl, 'starch', {
    aliases: ['rice paper wrappers', 'spring roll wrappers', 'banh trang'],
    plural: 'rice paper wrappers',
    flags: ['grain'],
    piece: 9,
    pieceName: 'sheet',
    proxy: 'SR28 has no rice paper; dry rice noodles are the same rice and tapioca dough',
  }),
  f('wonton wrappers', '18368', 'Wonton wrappers (includes egg roll wrappers)', S.intl, 'starch', {
    aliases: ['wonton wrapper', 'wonton skins', 'egg roll wrappers'],
    plural: 'wonton wrappers',
    allergens: ['Wheat', 'Gluten', 'Eggs'],
    flags: ['grain', 'egg'],
    piece: 'wrapper, wonton',
    pieceName: 'wrapper',
  }),
  f('dumpling wrappers', '18368', 'Wonton wrappers (includes egg roll wrappers)', S.intl, 'starch', {
    aliases: ['dumpling wrapper', 'gyoza wrappers', 'potsticker wrappers', 'jiaozi wrappers', 'dumpling skins'],
    plural: 'dumpling wrappers',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'wrapper, wonton',
    pieceName: 'wrapper',
    proxy: 'SR28 has no eggless dumpling wrappers; wonton wrappers are the same thin wheat dough',
  }),
  f('korean rice cakes', '20061', 'Rice flour, white', S.intl, 'starch', {
    aliases: ['tteok', 'garaetteok', 'rice cakes for tteokbokki', 'topokki rice cakes'],
    plural: 'korean rice cakes',
    flags: ['grain'],
    proxy: 'SR28 has no tteok; rice flour, the dough it is steamed from (figures per dry weight run high)',
  }),
  f('soba noodles', '20114', 'Noodles, japanese, soba, dry', S.intl, 'starch', {
    aliases: ['soba'],
    plural: 'soba noodles',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('ramen noodles', '20116', 'Noodles, japanese, somen, dry', S.intl, 'starch', {
    aliases: ['ramen', 'fresh ramen noodles', 'chukamen', 'yakisoba noodles'],
    plural: 'ramen noodles',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    proxy: 'SR28 has no ramen noodles; somen, another plain wheat noodle',
  }),
  f('udon noodles', '20116', 'Noodles, japanese, somen, dry', S.intl, 'starch', {
    aliases: ['udon', 'somen noodles'],
    plural: 'udon noodles',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    proxy: 'SR28 has somen, not udon; both are plain wheat noodles',
  }),
  f('glass noodles', '16082', 'Noodles, chinese, cellophane or long rice (mung beans), dehydrated', S.intl, 'starch', {
    aliases: ['cellophane noodles', 'mung bean noodles', 'sweet potato noodles', 'japchae noodles', 'bean thread noodles'],
    plural: 'glass noodles',
    flags: ['legume'],
  }),

  // ── Bread and bakery ─────────────────────────────────────────────────────
  f('sandwich bread', '18069', 'Bread, white, commercially prepared', S.bakery, 'bread', {
    aliases: ['white bread', 'bread', 'sliced bread'],
    plural: 'sandwich bread',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'slice',
    pieceName: 'slice',
  }),
  f('whole-wheat bread', '18075', 'Bread, whole-wheat, commercially prepared', S.bakery, 'bread', {
    aliases: ['wholemeal bread', 'whole wheat bread', 'whole-grain bread'],
    plural: 'whole-wheat bread',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'slice',
    pieceName: 'slice',
  }),
  f('baguette', '18029', 'Bread, french or vienna (includes sourdough)', S.bakery, 'bread', {
    aliases: ['french bread', 'french baguette', 'cuban bread'],
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'slice, small',
    pieceName: 'slice',
  }),
  f('sourdough bread', '18029', 'Bread, french or vienna (includes sourdough)', S.bakery, 'bread', {
    aliases: ['sourdough', 'crusty bread', 'ciabatta', 'country bread'],
    plural: 'sourdough bread',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'slice, medium',
    pieceName: 'slice',
  }),
  f('gluten-free bread', '18059', 'Bread, rice bran', S.bakery, 'bread', {
    aliases: ['gluten-free sandwich bread'],
    plural: 'gluten-free bread',
    flags: ['grain'],
    piece: 'slice',
    pieceName: 'slice',
    proxy: 'SR28 has no gluten-free loaf; a rice-bran bread of similar figures',
  }),
  f('pita bread', '18041', 'Bread, pita, white, enriched', S.bakery, 'bread', {
    aliases: ['pita', 'pitta', 'flatbread', 'pita pocket'],
    plural: 'pita breads',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'pita, large',
  }),
  f('naan', '28307', 'Bread, naan (Indian bread), plain', S.bakery, 'bread', {
    aliases: ['naan bread', 'garlic naan'],
    plural: 'naan',
    allergens: ['Wheat', 'Gluten', 'Dairy'],
    flags: ['grain', 'dairy'],
    piece: 'piece',
  }),
  f('flour tortilla', '18364', 'Tortillas, ready-to-bake or -fry, flour', S.bakery, 'bread', {
    aliases: ['flour tortillas', 'wheat tortilla', 'wrap', 'tortilla wrap', 'burrito tortilla'],
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'tortilla medium',
  }),
  f('corn tortilla', '18363', 'Tortillas, ready-to-bake or -fry, corn', S.bakery, 'bread', {
    aliases: ['corn tortillas', 'soft corn tortilla'],
    flags: ['grain'],
    piece: 'tortilla',
  }),
  f('hamburger bun', '18350', 'Rolls, hamburger or hotdog, plain', S.bakery, 'bread', {
    aliases: ['burger bun', 'brioche bun', 'bun', 'hot dog bun', 'bread roll'],
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'roll',
  }),
  f('english muffin', '18258', 'English muffins, plain, enriched', S.bakery, 'bread', {
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'muffin',
  }),
  f('bagel', '18001', 'Bagels, plain, enriched', S.bakery, 'bread', { allergens: GLUTEN_WHEAT, flags: ['grain'], piece: 'medium bagel' }),
  f('croissant', '18239', 'Croissants, butter', S.bakery, 'bread', {
    allergens: ['Wheat', 'Gluten', 'Dairy', 'Eggs'],
    flags: ['grain', 'dairy', 'egg'],
    piece: 'croissant, medium',
  }),
  f('rye bread', '18060', 'Bread, rye', S.bakery, 'bread', {
    aliases: ['pumpernickel'],
    plural: 'rye bread',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'slice, regular',
    pieceName: 'slice',
  }),
  f('hoagie roll', '18353', 'Rolls, hard (includes kaiser)', S.bakery, 'bread', {
    aliases: ['sub roll', 'hero roll', 'hoagie bun', 'amoroso roll'],
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 85,
    pieceName: 'roll',
  }),
  f('breadcrumbs', '18079', 'Bread crumbs, dry, grated, plain', S.bakery, 'bread', {
    aliases: ['bread crumbs', 'dried breadcrumbs', 'panko', 'panko breadcrumbs'],
    plural: 'breadcrumbs',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('croutons', '18242', 'Croutons, plain', S.bakery, 'bread', { plural: 'croutons', allergens: GLUTEN_WHEAT, flags: ['grain'] }),
  f('puff pastry', '18337', 'Puff pastry, frozen, ready-to-bake', S.frozen, 'bread', {
    aliases: ['puff pastry sheet', 'all-butter puff pastry'],
    plural: 'puff pastry',
    allergens: GLUTEN_WHEAT,
    flags: ['grain', 'seedOil'],
    piece: 245,
    pieceName: 'sheet',
  }),
  f('phyllo dough', '18338', 'Phyllo dough', S.frozen, 'bread', {
    aliases: ['filo pastry', 'phyllo', 'filo'],
    plural: 'phyllo dough',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'sheet dough',
    pieceName: 'sheet',
  }),
  f('pie crust', '18334', 'Pie crust, standard-type, frozen, ready-to-bake', S.frozen, 'bread', {
    aliases: ['shortcrust pastry', 'pie dough', 'pastry crust'],
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    piece: 'pie crust',
  }),
  f('graham crackers', '18173', 'Cookies, graham crackers, plain or honey', S.pantry, 'bread', {
    aliases: ['graham cracker', 'digestive biscuits', 'graham cracker crumbs'],
    plural: 'graham crackers',
    allergens: GLUTEN_WHEAT,
    flags: ['grain', 'refinedSugar'],
  }),
  f('ladyfingers', '18423', 'Cookies, ladyfingers, without lemon juice and rind', S.bakery, 'bread', {
    aliases: ['ladyfinger', 'savoiardi', 'sponge fingers'],
    plural: 'ladyfingers',
    allergens: [...GLUTEN_WHEAT, 'Eggs'],
    flags: ['grain', 'egg', 'refinedSugar'],
    piece: 11,
  }),
  f('tortilla chips', '19056', 'Snacks, tortilla chips, plain, white corn, salted', S.pantry, 'starch', {
    aliases: ['corn chips', 'totopos'],
    plural: 'tortilla chips',
    flags: ['grain', 'highSodium'],
    cup: 28,
  }),
  f('saltine crackers', '18228', 'Crackers, saltines', S.pantry, 'bread', {
    aliases: ['crackers', 'saltines', 'soda crackers'],
    plural: 'saltine crackers',
    allergens: GLUTEN_WHEAT,
    flags: ['grain', 'highSodium'],
  }),

  // ── Baking ───────────────────────────────────────────────────────────────
  f('all-purpose flour', '20081', 'Wheat flour, white, all-purpose, enriched, bleached', S.baking, 'baking', {
    aliases: ['flour', 'plain flour', 'ap flour', 'self-raising flour', 'self-rising flour', 'cake flour', 'pastry flour'],
    plural: 'all-purpose flour',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('whole-wheat flour', '20080', 'Wheat flour, whole-grain', S.baking, 'baking', {
    aliases: ['wholemeal flour', 'whole wheat flour', 'whole-grain flour'],
    plural: 'whole-wheat flour',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('bread flour', '20083', 'Wheat flour, white, bread, enriched', S.baking, 'baking', {
    aliases: ['strong flour', 'strong white flour', '00 flour', 'tipo 00 flour'],
    plural: 'bread flour',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
  }),
  f('semolina', '20081', 'Wheat flour, white, all-purpose', S.baking, 'baking', {
    aliases: ['semolina flour', 'durum wheat semolina'],
    plural: 'semolina',
    allergens: GLUTEN_WHEAT,
    flags: ['grain'],
    proxy: 'SR28 has no semolina; refined wheat flour',
  }),
  f('cornstarch', '20027', 'Cornstarch', S.baking, 'baking', {
    aliases: ['corn starch', 'cornflour', 'corn flour'],
    plural: 'cornstarch',
    flags: ['grain'],
  }),
  f('arrowroot', '20003', 'Arrowroot flour', S.baking, 'baking', {
    aliases: ['arrowroot powder', 'arrowroot starch', 'tapioca starch', 'tapioca flour'],
    plural: 'arrowroot',
  }),
  f('buckwheat flour', '20011', 'Buckwheat flour, whole-groat', S.baking, 'baking', { plural: 'buckwheat flour' }),
  f('rice flour', '20061', 'Rice flour, white', S.baking, 'baking', {
    aliases: ['white rice flour', 'glutinous rice flour'],
    plural: 'rice flour',
    flags: ['grain'],
  }),
  f('chickpea flour', '16157', 'Chickpea flour (besan)', S.baking, 'baking', {
    aliases: ['gram flour', 'besan'],
    plural: 'chickpea flour',
    flags: ['legume'],
  }),
  f('gluten-free flour blend', '20061', 'Rice flour, white', S.baking, 'baking', {
    aliases: ['gluten-free flour', 'gluten-free all-purpose flour', 'cup-for-cup gluten-free flour'],
    plural: 'gluten-free flour blend',
    flags: ['grain'],
    proxy: 'SR28 has no gluten-free blend; rice flour is its main part',
  }),
  f('granulated sugar', '19335', 'Sugars, granulated', S.baking, 'sweetener', {
    aliases: ['sugar', 'white sugar', 'caster sugar', 'superfine sugar', 'cane sugar'],
    plural: 'granulated sugar',
    flags: ['refinedSugar'],
  }),
  f('brown sugar', '19334', 'Sugars, brown', S.baking, 'sweetener', {
    aliases: ['light brown sugar', 'dark brown sugar', 'muscovado sugar', 'demerara sugar', 'palm sugar', 'jaggery', 'coconut sugar'],
    plural: 'brown sugar',
    flags: ['refinedSugar'],
    cup: 220,
  }),
  f('powdered sugar', '19336', 'Sugars, powdered', S.baking, 'sweetener', {
    aliases: ['icing sugar', "confectioners' sugar", 'confectioners sugar'],
    plural: 'powdered sugar',
    flags: ['refinedSugar'],
  }),
  f('honey', '19296', 'Honey', S.pantry, 'sweetener', { aliases: ['raw honey', 'runny honey'], plural: 'honey', flags: ['honey'] }),
  f('maple syrup', '19353', 'Syrups, maple', S.pantry, 'sweetener', { aliases: ['pure maple syrup'], plural: 'maple syrup' }),
  f('agave syrup', '19912', 'Sweetener, syrup, agave', S.pantry, 'sweetener', {
    aliases: ['agave nectar', 'agave'],
    plural: 'agave syrup',
    flags: ['refinedSugar'],
  }),
  f('molasses', '19304', 'Molasses', S.baking, 'sweetener', { aliases: ['treacle', 'blackstrap molasses'], plural: 'molasses', flags: ['refinedSugar'] }),
  f('light corn syrup', '19350', 'Syrups, corn, light', S.baking, 'sweetener', { aliases: ['corn syrup', 'karo syrup', 'karo'], plural: 'light corn syrup', flags: ['refinedSugar'] }),
  f('stevia', '19918', 'Sweetener, herbal extract powder from Stevia leaf', S.baking, 'sweetener', {
    aliases: ['powdered stevia', 'monk fruit sweetener', 'erythritol', 'sugar substitute'],
    plural: 'stevia',
    cup: 192,
  }),
  f('baking powder', '18369', 'Leavening agents, baking powder, double-acting', S.baking, 'baking', {
    plural: 'baking powder',
    flags: ['highSodium'],
  }),
  f('baking soda', '18372', 'Leavening agents, baking soda', S.baking, 'baking', {
    aliases: ['bicarbonate of soda', 'bicarb', 'sodium bicarbonate'],
    plural: 'baking soda',
    flags: ['highSodium'],
  }),
  f('active dry yeast', '18375', "Leavening agents, yeast, baker's, active dry", S.baking, 'baking', {
    aliases: ['yeast', 'instant yeast', 'dry yeast'],
    plural: 'active dry yeast',
    piece: 'packet',
    pieceName: 'packet',
  }),
  f('cream of tartar', '18373', 'Leavening agents, cream of tartar', S.baking, 'baking', { plural: 'cream of tartar' }),
  f('cocoa powder', '19165', 'Cocoa, dry powder, unsweetened', S.baking, 'baking', {
    aliases: ['unsweetened cocoa powder', 'cocoa', 'dutch-process cocoa', 'cacao powder'],
    plural: 'cocoa powder',
  }),
  f('dark chocolate', '19904', 'Chocolate, dark, 70-85% cacao solids', S.baking, 'sweetener', {
    aliases: ['bittersweet chocolate', '70% dark chocolate', 'dark chocolate chips'],
    plural: 'dark chocolate',
    flags: ['refinedSugar'],
    cup: 170,
  }),
  f('semisweet chocolate chips', '19080', 'Candies, semisweet chocolate', S.baking, 'sweetener', {
    aliases: ['chocolate chips', 'semisweet chocolate', 'chocolate chunks', 'milk chocolate', 'milk chocolate chips'],
    plural: 'semisweet chocolate chips',
    allergens: ['Dairy', 'Soy'],
    flags: ['dairy', 'refinedSugar'],
    cup: 170,
  }),
  f('white chocolate', '19087', 'Candies, white chocolate', S.baking, 'sweetener', {
    aliases: ['white chocolate chips'],
    plural: 'white chocolate',
    allergens: ['Dairy', 'Soy'],
    flags: ['dairy', 'refinedSugar'],
  }),
  f('gelatin', '19177', 'Gelatins, dry powder, unsweetened', S.baking, 'baking', {
    aliases: ['powdered gelatin', 'gelatine', 'gelatin sheets', 'leaf gelatine'],
    plural: 'gelatin',
    flags: ['gelatin'],
    piece: 'envelope',
    pieceName: 'envelope',
  }),
  f('agar agar', '11663', 'Seaweed, agar, dried', S.intl, 'baking', {
    aliases: ['agar', 'agar powder'],
    plural: 'agar agar',
    cup: 120,
  }),
  f('tapioca pearls', '20068', 'Tapioca, pearl, dry', S.baking, 'starch', { aliases: ['tapioca', 'sago'], plural: 'tapioca pearls' }),

  // ── International staples ────────────────────────────────────────────────
  f('nori', '11446', 'Seaweed, laver, raw', S.intl, 'vegetable', {
    aliases: ['nori sheets', 'roasted seaweed', 'seaweed', 'laver'],
    plural: 'nori',
    piece: 2.5,
    pieceName: 'sheet',
  }),
  f('kombu', '11445', 'Seaweed, kelp, raw', S.intl, 'vegetable', { aliases: ['kelp', 'dried kelp'], plural: 'kombu' }),
  f('wakame', '11669', 'Seaweed, wakame, raw', S.intl, 'vegetable', { aliases: ['dried wakame'], plural: 'wakame' }),

  // ── Beverages and cooking liquids ────────────────────────────────────────
  f('water', '14411', 'Water, tap, drinking', S.drinks, 'liquid', { aliases: ['cold water', 'warm water', 'hot water', 'boiling water'], plural: 'water' }),
  f('dry white wine', '14106', 'Alcoholic beverage, wine, table, white', S.drinks, 'liquid', {
    aliases: ['white wine', 'dry vermouth'],
    plural: 'dry white wine',
    flags: ['alcohol'],
    cup: 235,
  }),
  f('vodka', '14051', 'Alcoholic beverage, distilled, vodka, 80 proof', S.drinks, 'liquid', {
    plural: 'vodka',
    flags: ['alcohol'],
    cup: 223,
  }),
  f('dry red wine', '14096', 'Alcoholic beverage, wine, table, red', S.drinks, 'liquid', {
    aliases: ['red wine'],
    plural: 'dry red wine',
    flags: ['alcohol'],
    cup: 235,
  }),
  f('beer', '14003', 'Alcoholic beverage, beer, regular, all', S.drinks, 'liquid', {
    aliases: ['lager', 'ale', 'stout', 'dark beer'],
    plural: 'beer',
    allergens: ['Gluten'],
    flags: ['alcohol', 'grain'],
    cup: 237,
  }),
  f('shaoxing wine', '43154', 'Alcoholic beverage, wine, cooking', S.intl, 'liquid', {
    aliases: ['shaoxing rice wine', 'chinese cooking wine', 'shao hsing wine', 'shaohsing wine'],
    plural: 'shaoxing wine',
    allergens: GLUTEN_WHEAT,
    flags: ['alcohol', 'grain', 'highSodium'],
    cup: 235,
  }),
  f('sake', '43479', 'Alcoholic beverage, rice (sake)', S.drinks, 'liquid', {
    aliases: ['cooking sake'],
    plural: 'sake',
    flags: ['alcohol'],
    cup: 233,
  }),
  f('mirin', '43479', 'Alcoholic beverage, rice (sake)', S.intl, 'liquid', {
    aliases: ['sweet rice wine', 'hon mirin', 'aji mirin'],
    plural: 'mirin',
    flags: ['alcohol', 'refinedSugar'],
    cup: 250,
    proxy: 'SR28 has no mirin; sake, the rice wine it is brewed from (mirin is sweeter)',
  }),
  f('brewed coffee', '14209', 'Coffee, brewed from grounds, prepared with tap water', S.drinks, 'liquid', {
    aliases: ['coffee', 'espresso', 'strong coffee'],
    plural: 'brewed coffee',
  }),
];
