/**
 * What food words mean for allergies and diets. Each entry maps phrases (matched on singular,
 * accent-free words, longest phrase first) to tags. Phrases with no tags are there to win over
 * a shorter, misleading match: "butternut squash" is not butter, "cream of tartar" is not
 * dairy, "oyster mushroom" is not shellfish.
 *
 * Decisions recorded here (see docs/decisions.md):
 * - Coconut is not a tree nut for this checker (botanically a drupe; most allergy bodies agree).
 * - Plain "oats" count as gluten (usually cross-contaminated); "gluten-free oats" do not.
 * - Tamari counts as soy but not wheat or gluten (traditional tamari is wheat-free).
 * - Fish sauce counts as fish and shellfish (many brands add shrimp or krill).
 * - Worcestershire sauce counts as fish (anchovies) and gluten (malt vinegar in many brands).
 * - Traditional kimchi and Thai curry pastes count as fish/shellfish (fish sauce, shrimp paste).
 * - Plain "noodles", "tortillas", "stock" and "broth" are assumed to be the common kind
 *   (wheat; flour; meat or chicken) unless the words say otherwise.
 * - Generic "nuts" counts as tree nuts and peanuts.
 */
import type { Allergen } from '@sous/contract/preferences';

/** Diet tags beside the spec's allergens. */
export type DietTag =
  | 'meat'
  | 'poultry'
  | 'dairyFood' // dairy as paleo sees it (ghee excepted)
  | 'honey'
  | 'gelatin'
  | 'animal'
  | 'grain'
  | 'legume'
  | 'potato'
  | 'sugar' // refined sugar and syrups made from it
  | 'sweetener' // natural sugars: honey, maple, dates
  | 'starch'
  | 'sweetFruit'
  | 'highFat'
  | 'highSodium'
  | 'seedOil';

export type Tag = Allergen | DietTag;

export interface LexiconEntry {
  terms: string[];
  tags: Tag[];
  /** Why, in a cook's words, when the term hides its ingredient ("ghee is clarified butter"). */
  note?: string;
  /** Also a verb or cooking word ("cream the butter", "roll out", "wrap"); ignored in instructions. */
  verbLike?: boolean;
}

const e = (terms: string[], tags: Tag[], note?: string, verbLike?: boolean): LexiconEntry => ({ terms, tags, note, verbLike });

const DAIRY: Tag[] = ['Dairy', 'dairyFood', 'animal'];
const CHEESE: Tag[] = [...DAIRY];
const SALTY_CHEESE: Tag[] = [...DAIRY, 'highSodium'];
const EGG: Tag[] = ['Eggs', 'animal'];
const FISH: Tag[] = ['Fish', 'animal'];
const SHELLFISH: Tag[] = ['Shellfish', 'animal'];
const WHEAT: Tag[] = ['Wheat', 'Gluten', 'grain', 'starch'];
const GLUTEN_GRAIN: Tag[] = ['Gluten', 'grain', 'starch'];
const GRAIN: Tag[] = ['grain', 'starch'];
const MEAT: Tag[] = ['meat', 'animal'];
const CURED: Tag[] = ['meat', 'animal', 'highSodium', 'highFat'];
const POULTRY: Tag[] = ['poultry', 'animal'];
const LEGUME: Tag[] = ['legume', 'starch'];
const SOY: Tag[] = ['Soy', 'legume'];
const TREE_NUT: Tag[] = ['Tree Nuts'];
const PEANUT: Tag[] = ['Peanuts', 'legume'];
const SUGAR: Tag[] = ['sugar'];
const SWEET_FRUIT: Tag[] = ['sweetFruit'];

export const LEXICON: LexiconEntry[] = [
  // ── Peanuts ──
  e(['peanut', 'groundnut', 'ground nut', 'monkey nut', 'goober', 'goober pea', 'beer nut', 'mandelona', 'peanut flour'], PEANUT),
  e(['peanut butter', 'pb'], PEANUT),
  e(['peanut oil', 'groundnut oil', 'arachis oil', 'arachis'], [...PEANUT, 'seedOil'], 'arachis oil is peanut oil'),
  e(['satay', 'satay sauce', 'peanut sauce', 'gado gado', 'sate sauce'], [...PEANUT, 'sugar'], 'satay sauce is made with peanuts'),

  // ── Tree nuts ──
  e(['almond', 'almond flour', 'almond meal', 'ground almond', 'almond butter', 'almond milk', 'almond extract', 'almond paste', 'marcona almond'], TREE_NUT),
  e(['cashew', 'cashew butter', 'cashew cream', 'cashew milk', 'walnut', 'walnut oil', 'pecan', 'pistachio', 'hazelnut', 'filbert', 'macadamia', 'brazil nut', 'pine nut', 'pignoli', 'pinon', 'chestnut', 'hazelnut oil', 'praline', 'pralin'], TREE_NUT),
  e(['nut', 'mixed nut', 'nut butter', 'nut milk', 'nut oil', 'nut meal'], [...TREE_NUT, 'Peanuts'], 'nuts may be tree nuts or peanuts'),
  e(['marzipan', 'amaretti', 'amaretto', 'orgeat', 'macaron'], [...TREE_NUT, 'sugar'], 'made from almonds'),
  e(['frangipane'], [...TREE_NUT, ...EGG, ...DAIRY, 'sugar'], 'frangipane is almond cream made with butter and eggs'),
  e(['nougat', 'torrone'], [...TREE_NUT, ...EGG, 'sugar'], 'nougat is made with nuts and egg white'),
  e(['nutella', 'gianduja', 'chocolate hazelnut spread', 'hazelnut spread'], [...TREE_NUT, ...DAIRY, 'Soy', 'sugar'], 'a hazelnut spread with milk'),
  e(['pesto', 'pesto genovese', 'basil pesto'], [...TREE_NUT, ...DAIRY], 'pesto is made with pine nuts and parmesan'),
  // Provençal pistou is basil, garlic and olive oil with no nuts; any cheese is listed as its own ingredient.
  e(['pistou', 'soupe au pistou'], []),
  e(['baklava'], [...TREE_NUT, ...WHEAT, ...DAIRY, 'sugar'], 'baklava is nuts in buttered filo'),
  e(['romesco', 'muhammara'], [...TREE_NUT, ...WHEAT], 'made with nuts and bread'),
  e(['dukkah', 'duqqa'], [...TREE_NUT, 'Sesame'], 'dukkah is hazelnuts and sesame'),
  e(['water chestnut', 'chestnut mushroom', 'nutmeg', 'butternut', 'nutritional yeast', 'coconut', 'coconut flake', 'shredded coconut', 'desiccated coconut', 'coconut water', 'coconut aminos', 'coconut flour', 'coconut sugar'], []),
  e(['coconut milk', 'coconut cream', 'cream of coconut', 'coconut yogurt'], ['highFat']),

  // ── Dairy ──
  e(['dairy', 'milk', 'whole milk', 'skim milk', 'skimmed milk', 'semi skimmed milk', '2 milk', 'low fat milk', 'goat milk', 'sheep milk', 'milk powder', 'powdered milk', 'dry milk', 'milk solid', 'evaporated milk', 'lactose free milk'], DAIRY),
  e(['buttermilk', 'kefir', 'lassi'], DAIRY),
  e(['cream', 'heavy cream', 'double cream', 'single cream', 'light cream', 'whipping cream', 'heavy whipping cream', 'whipped cream', 'sour cream', 'soured cream', 'creme fraiche', 'clotted cream', 'half and half', 'creamer', 'coffee creamer', 'table cream', 'media crema', 'crema'], [...DAIRY, 'highFat'], undefined, true),
  e(['butter', 'unsalted butter', 'salted butter', 'brown butter', 'beurre', 'butter stick'], [...DAIRY, 'highFat'], undefined, true),
  e(['ghee', 'clarified butter', 'butter oil', 'usli ghee'], ['Dairy', 'animal', 'highFat'], 'ghee is clarified butter'),
  e(['cheese', 'parmesan', 'parmigiano', 'parmigiano reggiano', 'reggiano', 'parmesean', 'grana padano', 'cheddar', 'mozzarella', 'mozarella', 'burrata', 'stracciatella', 'ricotta', 'cottage cheese', 'goat cheese', 'chevre', 'gruyere', 'comte', 'emmental', 'emmentaler', 'swiss cheese', 'brie', 'camembert', 'gouda', 'edam', 'havarti', 'manchego', 'paneer', 'panir', 'queso', 'queso fresco', 'queso blanco', 'oaxaca cheese', 'monterey jack', 'jack cheese', 'pepper jack', 'colby', 'provolone', 'fontina', 'taleggio', 'gorgonzola', 'asiago', 'boursin', 'labneh', 'labne', 'quark', 'skyr', 'curd', 'cheese curd', 'mascarpone', 'cream cheese', 'neufchatel', 'string cheese', 'american cheese', 'velveeta', 'raclette', 'jarlsberg', 'cheez'], CHEESE),
  e(['feta', 'halloumi', 'pecorino', 'pecorino romano', 'romano', 'cotija', 'blue cheese', 'roquefort', 'stilton', 'parmesan rind'], SALTY_CHEESE),
  e(['yogurt', 'yoghurt', 'yogourt', 'greek yogurt', 'greek yoghurt', 'plain yogurt', 'natural yogurt', 'dahi'], DAIRY),
  e(['whey', 'whey protein', 'casein', 'caseinate', 'sodium caseinate', 'calcium caseinate', 'lactose', 'lactalbumin', 'milk protein', 'ghee butter'], DAIRY, 'a milk protein or sugar'),
  e(['ice cream', 'gelato', 'kulfi', 'milkshake', 'frozen yogurt', 'froyo'], [...DAIRY, 'sugar', 'highFat']),
  e(['condensed milk', 'sweetened condensed milk', 'dulce de leche', 'cajeta'], [...DAIRY, 'sugar']),
  e(['custard', 'creme anglaise', 'creme brulee', 'flan', 'creme patissiere', 'pastry cream'], [...DAIRY, ...EGG, 'sugar'], 'custard is milk or cream set with eggs'),
  e(['bechamel', 'white sauce', 'mornay', 'cheese sauce', 'nacho cheese', 'queso dip'], [...DAIRY, ...WHEAT], 'made with butter, flour and milk'),
  e(['alfredo', 'alfredo sauce', 'cream sauce', 'vodka sauce'], [...DAIRY, 'highFat'], 'made with cream and cheese'),
  e(['hollandaise', 'bearnaise'], [...DAIRY, ...EGG, 'highFat'], 'an emulsion of egg yolks and butter'),
  e(['tzatziki', 'raita', 'cacik'], DAIRY, 'made with yogurt'),
  e(['caramel', 'caramel sauce', 'butterscotch', 'toffee', 'fudge', 'buttercream', 'butter cream', 'frosting', 'icing', 'cream cheese frosting'], [...DAIRY, 'sugar'], 'made with butter or cream'),
  e(['milk chocolate', 'white chocolate', 'chocolate chip', 'chocolate chunk', 'semisweet chocolate', 'semi sweet chocolate', 'chocolate morsel'], [...DAIRY, 'sugar'], 'most chocolate chips contain milk fat'),
  e(['cream of mushroom soup', 'cream of chicken soup', 'condensed soup'], [...DAIRY, ...WHEAT, 'highSodium']),
  e(['margarine'], ['Dairy', 'seedOil'], 'most margarines contain whey or buttermilk'),
  e(['cream of tartar', 'cocoa butter', 'shea butter', 'apple butter', 'butter lettuce', 'butterhead lettuce', 'butter bean', 'butternut squash', 'cream soda', 'creamed coconut', 'oat cream', 'soy cream'], []),
  e(['soy milk', 'soya milk', 'soy yogurt', 'soy creamer', 'soy cheese'], SOY),
  e(['oat milk', 'oat cream', 'oat drink'], ['Gluten', 'grain'], 'oats are usually contaminated with wheat'),
  e(['rice milk', 'hemp milk', 'flax milk', 'pea milk'], []),
  e(['sunflower butter', 'sunflower seed butter', 'seed butter', 'sunbutter', 'tahini butter'], []),

  // ── Eggs ──
  e(['egg', 'whole egg', 'egg yolk', 'yolk', 'egg white', 'albumen', 'albumin', 'egg wash', 'hard boiled egg', 'boiled egg', 'fried egg', 'poached egg', 'quail egg', 'duck egg', 'dried egg', 'powdered egg'], EGG),
  e(['mayonnaise', 'mayo', 'aioli', 'kewpie', 'remoulade', 'tartar sauce', 'tartare sauce', 'thousand island', 'russian dressing', 'ranch', 'ranch dressing'], [...EGG, 'highFat', 'seedOil'], 'mayonnaise is made with egg yolks'),
  e(['meringue', 'marshmallow fluff', 'pavlova'], [...EGG, 'sugar'], 'made with egg whites'),
  e(['eggnog'], [...EGG, ...DAIRY, 'sugar']),
  e(['frittata', 'omelet', 'omelette', 'tortilla espanola', 'spanish omelette', 'shakshuka', 'huevos rancheros'], EGG),
  e(['quiche', 'souffle'], [...EGG, ...DAIRY, ...WHEAT], 'made with eggs, cream and (quiche) pastry'),
  e(['brioche', 'challah', 'croissant', 'pain au chocolat', 'danish pastry'], [...WHEAT, ...EGG, ...DAIRY]),
  e(['egg noodle', 'egg pasta', 'fresh pasta', 'egg roll wrapper', 'lo mein', 'lo mein noodle', 'chow mein', 'chow mein noodle', 'wonton noodle', 'hokkien noodle'], [...WHEAT, ...EGG], 'egg noodles are wheat and egg'),
  e(['eggplant', 'egg plant', 'flax egg', 'chia egg', 'egg replacer', 'egg substitute', 'aquafaba', 'just egg'], []),
  e(['caesar dressing', 'caesar'], [...EGG, ...FISH, ...DAIRY], 'caesar dressing has egg, anchovy and parmesan'),
  e(['carbonara'], [...EGG, ...DAIRY, ...CURED], 'carbonara is egg, cheese and guanciale'),

  // ── Fish ──
  e(['fish', 'fish fillet', 'white fish', 'whitefish', 'salmon', 'tuna', 'ahi', 'albacore', 'cod', 'salt cod', 'bacalao', 'haddock', 'halibut', 'tilapia', 'trout', 'mackerel', 'herring', 'sea bass', 'bass', 'branzino', 'sea bream', 'bream', 'snapper', 'mahi mahi', 'mahi', 'swordfish', 'catfish', 'pollock', 'sole', 'flounder', 'plaice', 'hake', 'monkfish', 'turbot', 'carp', 'perch', 'pike', 'walleye', 'grouper', 'barramundi', 'arctic char', 'eel', 'unagi', 'sprat', 'whitebait', 'kipper', 'smelt', 'skate', 'john dory', 'yellowtail', 'hamachi', 'sashimi', 'ceviche'], FISH),
  e(['sardine', 'anchovy', 'anchovy paste', 'anchovy fillet', 'smoked salmon', 'lox', 'gravlax', 'smoked fish', 'smoked trout', 'smoked mackerel', 'kipper', 'tapenade', 'puttanesca', 'colatura', 'garum', 'bottarga'], [...FISH, 'highSodium']),
  e(['caviar', 'roe', 'fish roe', 'tobiko', 'ikura', 'masago', 'taramasalata', 'tarama'], [...FISH, 'highSodium']),
  e(['fish sauce', 'nam pla', 'nuoc mam', 'nuoc cham', 'patis', 'pad thai sauce'], [...FISH, ...SHELLFISH, 'highSodium'], 'fish sauce is fermented anchovies, and some brands add shrimp'),
  e(['worcestershire', 'worcestershire sauce', 'worcester sauce', 'worchestershire', 'worcestershire powder'], [...FISH, 'Gluten'], 'Worcestershire sauce contains anchovies and often malt vinegar'),
  e(['bonito', 'bonito flake', 'katsuobushi', 'dashi', 'hondashi', 'dashi powder', 'fish stock', 'fish broth', 'fish fumet', 'fumet', 'fish bouillon'], FISH, 'dashi is made with bonito (dried fish)'),
  e(['surimi', 'imitation crab', 'crab stick', 'kamaboko', 'fish cake', 'fishcake', 'fish ball'], [...FISH, ...WHEAT, ...EGG], 'surimi is fish paste bound with wheat and egg'),
  e(['furikake'], ['Sesame', ...FISH], 'furikake is sesame, seaweed and usually bonito'),
  e(['ponzu'], [...SOY, 'Wheat', 'Gluten', ...FISH, 'highSodium'], 'ponzu is soy sauce with citrus and bonito'),
  e(['kombu dashi', 'vegan dashi', 'shiitake dashi', 'kelp dashi'], []),

  // ── Shellfish ──
  e(['shellfish', 'shrimp', 'prawn', 'king prawn', 'tiger prawn', 'langoustine', 'scampi', 'crab', 'crab meat', 'crabmeat', 'lobster', 'crayfish', 'crawfish', 'krill', 'scallop', 'clam', 'mussel', 'oyster', 'squid', 'calamari', 'octopus', 'cuttlefish', 'abalone', 'conch', 'whelk', 'periwinkle', 'sea urchin', 'uni', 'cockle', 'geoduck', 'escargot'], SHELLFISH),
  e(['seafood', 'seafood mix', 'frutti di mare', 'seafood stock'], [...FISH, ...SHELLFISH], 'seafood means fish and shellfish'),
  e(['shrimp paste', 'belacan', 'terasi', 'kapi', 'dried shrimp', 'bagoong', 'shrimp stock', 'lobster stock', 'clam juice', 'xo sauce', 'bisque', 'lobster bisque', 'crab boil'], [...SHELLFISH, 'highSodium'], 'made from shellfish'),
  e(['oyster sauce'], [...SHELLFISH, 'Wheat', 'Gluten', 'sugar', 'highSodium'], 'oyster sauce is made from oyster extract (and usually wheat)'),
  e(['kimchi', 'kimchee', 'kimchi juice'], [...FISH, ...SHELLFISH, 'highSodium'], 'traditional kimchi has fish sauce and salted shrimp'),
  e(['curry paste', 'thai curry paste', 'red curry paste', 'green curry paste', 'yellow curry paste', 'massaman curry paste', 'panang curry paste', 'penang curry paste', 'khao soi paste', 'tom yum paste', 'nam prik pao', 'chili jam'], [...SHELLFISH, 'highSodium'], 'most Thai curry pastes contain shrimp paste'),
  e(['indian curry paste', 'tikka masala paste', 'korma paste', 'madras curry paste', 'vindaloo paste', 'tandoori paste'], []),
  e(['oyster mushroom', 'king oyster mushroom', 'mushroom oyster sauce', 'vegetarian oyster sauce', 'crab apple', 'crabapple', 'sea bean', 'sea vegetable'], []),

  // ── Wheat and gluten ──
  e(['wheat', 'whole wheat', 'wholewheat', 'wheat berry', 'wheat germ', 'wheat bran', 'bran', 'bran flake', 'durum', 'durum wheat', 'semolina', 'farina', 'cream of wheat', 'couscous', 'pearl couscous', 'israeli couscous', 'bulgur', 'bulghur', 'bulgur wheat', 'cracked wheat', 'farro', 'spelt', 'kamut', 'khorasan', 'einkorn', 'emmer', 'freekeh', 'triticale', 'wheat starch', 'matzo', 'matzah', 'matzo meal'], WHEAT),
  e(['flour', 'all purpose flour', 'ap flour', 'plain flour', 'bread flour', 'strong flour', 'cake flour', 'pastry flour', 'self rising flour', 'self raising flour', 'whole wheat flour', 'wholemeal flour', 'whole grain flour', '00 flour', 'tipo 00 flour', 'graham flour', 'atta', 'maida', 'wheat flour', 'enriched flour'], WHEAT, undefined, true),
  e(['seitan', 'vital wheat gluten', 'wheat gluten', 'gluten', 'wheat meat', 'fu'], [...WHEAT], 'seitan is wheat gluten'),
  e(['barley', 'pearl barley', 'pearled barley', 'barley flour', 'rye', 'rye flour', 'malt', 'malt extract', 'barley malt', 'malt syrup', 'malt vinegar', 'malted milk', 'malted milk powder', 'brewer yeast', 'ovaltine'], GLUTEN_GRAIN, 'barley, rye and malt contain gluten'),
  e(['beer', 'ale', 'lager', 'stout', 'porter', 'ipa', 'pilsner'], ['Gluten'], 'beer is brewed from barley'),
  e(['oat', 'rolled oat', 'old fashioned oat', 'quick oat', 'instant oat', 'steel cut oat', 'porridge oat', 'oatmeal', 'oat flour', 'oat bran', 'granola', 'muesli', 'flapjack'], GLUTEN_GRAIN, 'oats are usually contaminated with wheat unless labelled gluten-free'),
  e(['bread', 'breadcrumb', 'bread crumb', 'panko', 'crouton', 'toast', 'baguette', 'ciabatta', 'focaccia', 'sourdough', 'sourdough bread', 'pita', 'pitta', 'pita bread', 'flatbread', 'lavash', 'roti', 'chapati', 'chapatti', 'paratha', 'puri', 'bhatura', 'tortilla', 'flour tortilla', 'wheat tortilla', 'burrito', 'taco shell', 'bun', 'hamburger bun', 'burger bun', 'hot dog bun', 'bread roll', 'dinner roll', 'bagel', 'english muffin', 'crumpet', 'pretzel', 'cracker', 'saltine', 'graham cracker', 'digestive biscuit', 'rusk', 'zwieback', 'melba toast', 'breadstick', 'grissini', 'stuffing', 'crouton', 'pumpernickel', 'rye bread', 'sandwich bread', 'white bread', 'whole wheat bread', 'wholemeal bread', 'multigrain bread', 'texas toast', 'garlic bread', 'bruschetta', 'crostini'], WHEAT),
  e(['naan', 'naan bread', 'garlic naan'], [...WHEAT, ...DAIRY], 'naan is made with yogurt'),
  e(['wrap', 'roll', 'batter', 'dough', 'crumb', 'coating', 'breading'], WHEAT, undefined, true),
  e(['pastry', 'puff pastry', 'shortcrust', 'shortcrust pastry', 'pie crust', 'pie dough', 'pie shell', 'tart shell', 'phyllo', 'filo', 'fillo', 'phyllo dough', 'filo pastry', 'pizza dough', 'pizza crust', 'pizza base', 'wonton wrapper', 'wonton skin', 'dumpling wrapper', 'gyoza wrapper', 'potsticker wrapper', 'spring roll wrapper', 'spring roll pastry', 'tempura batter', 'tempura flour', 'roux', 'gravy', 'dumpling', 'gyoza', 'wonton', 'pierogi', 'empanada', 'samosa'], WHEAT),
  e(['cake', 'cupcake', 'sponge cake', 'pound cake', 'angel food cake', 'ladyfinger', 'savoiardi', 'cookie', 'biscuit', 'brownie', 'muffin', 'scone', 'doughnut', 'donut', 'waffle', 'pancake', 'crepe', 'shortbread', 'cornbread', 'cheesecake', 'pie', 'tart', 'eclair', 'churro', 'cobbler', 'crumble topping', 'streusel', 'wafer', 'ice cream cone', 'cereal'], [...WHEAT, 'sugar'], undefined, true),
  e(['pasta', 'spaghetti', 'spaghettini', 'linguine', 'linguini', 'fettuccine', 'fettucine', 'tagliatelle', 'pappardelle', 'penne', 'rigatoni', 'fusilli', 'rotini', 'farfalle', 'macaroni', 'elbow macaroni', 'orzo', 'ziti', 'lasagna', 'lasagne', 'lasagna noodle', 'lasagna sheet', 'cannelloni', 'manicotti', 'orecchiette', 'bucatini', 'vermicelli', 'capellini', 'angel hair', 'conchiglie', 'shell', 'pasta shell', 'ditalini', 'gemelli', 'campanelle', 'paccheri', 'mafaldine', 'radiatori', 'cavatappi', 'cavatelli', 'trofie', 'strozzapreti', 'stelline', 'acini di pepe'], WHEAT),
  e(['ravioli', 'tortellini', 'tortelloni', 'agnolotti', 'cappelletti'], [...WHEAT, ...EGG, ...DAIRY], 'filled fresh pasta with egg and cheese'),
  e(['gnocchi'], [...WHEAT, 'potato'], 'gnocchi are potato and wheat flour'),
  e(['noodle', 'wheat noodle', 'udon', 'ramen', 'ramen noodle', 'somen', 'instant noodle', 'mee', 'mein', 'hiyamugi', 'biang biang noodle', 'knife cut noodle', 'la mian'], WHEAT, 'assumed to be wheat noodles'),
  e(['soba', 'soba noodle', 'buckwheat noodle'], WHEAT, 'most soba is part wheat flour'),
  e(['soy sauce', 'soya sauce', 'shoyu', 'light soy sauce', 'dark soy sauce', 'low sodium soy sauce', 'reduced sodium soy sauce', 'mushroom soy sauce', 'sweet soy sauce', 'kecap manis', 'ketjap manis'], ['Soy', 'legume', 'Wheat', 'Gluten', 'highSodium'], 'soy sauce is brewed from soybeans and wheat'),
  e(['teriyaki', 'teriyaki sauce', 'yakitori sauce', 'eel sauce', 'unagi sauce', 'tonkatsu sauce', 'katsu sauce', 'okonomiyaki sauce', 'stir fry sauce', 'black bean sauce', 'black bean paste', 'douchi', 'fermented black bean', 'bulgogi sauce', 'galbi sauce'], ['Soy', 'legume', 'Wheat', 'Gluten', 'sugar', 'highSodium'], 'made with soy sauce'),
  e(['hoisin', 'hoisin sauce', 'gochujang', 'gochujang paste', 'korean chili paste', 'ssamjang', 'doubanjiang', 'toban djan', 'chili bean paste', 'sweet bean sauce', 'tianmianjiang'], ['Soy', 'legume', 'Wheat', 'Gluten', 'sugar', 'highSodium'], 'a fermented soybean and wheat paste'),

  // gluten-free grains and starches, so they win over "flour", "noodle", "pasta"
  e(['buckwheat', 'kasha', 'buckwheat flour', 'buckwheat groat', '100 buckwheat soba', 'juwari soba', 'juwari'], GRAIN),
  e(['rice', 'white rice', 'brown rice', 'wild rice', 'jasmine rice', 'basmati rice', 'basmati', 'jasmine', 'arborio', 'arborio rice', 'carnaroli', 'sushi rice', 'sticky rice', 'glutinous rice', 'rice flour', 'glutinous rice flour', 'mochiko', 'rice noodle', 'rice stick', 'rice vermicelli', 'rice paper', 'rice paper wrapper', 'rice cake', 'rice pasta', 'brown rice pasta', 'pho noodle', 'banh pho', 'bun noodle', 'rice bran', 'puffed rice', 'rice cracker', 'risotto', 'paella rice', 'bomba rice'], GRAIN),
  e(['corn', 'sweetcorn', 'sweet corn', 'corn kernel', 'corn on the cob', 'popcorn', 'polenta', 'grits', 'hominy', 'cornmeal', 'corn meal', 'masa', 'masa harina', 'corn tortilla', 'tortilla chip', 'corn chip', 'taco shell corn', 'corn pasta', 'cornflake', 'corn flake', 'cornstarch', 'corn starch', 'cornflour', 'corn flour', 'cornbread mix'], GRAIN),
  e(['quinoa', 'quinoa flour', 'millet', 'millet flour', 'amaranth', 'teff', 'teff flour', 'sorghum', 'sorghum flour', 'fonio'], GRAIN),
  e(['gluten free oat', 'certified gluten free oat', 'gluten free oatmeal', 'gluten free rolled oat'], GRAIN),
  e(['tapioca', 'tapioca flour', 'tapioca starch', 'tapioca pearl', 'arrowroot', 'arrowroot powder', 'cassava flour', 'potato starch', 'potato flour', 'sago', 'kuzu', 'glass noodle', 'cellophane noodle', 'bean thread', 'bean thread noodle', 'mung bean noodle', 'sweet potato noodle', 'japchae noodle', 'dangmyeon'], ['starch']),
  e(['shirataki', 'shirataki noodle', 'konjac', 'konjac noodle', 'kelp noodle', 'zucchini noodle', 'zoodle', 'courgetti', 'spiralized zucchini', 'cauliflower rice', 'riced cauliflower', 'broccoli rice', 'lettuce wrap', 'lettuce cup', 'collard wrap', 'nori wrap', 'spaghetti squash', 'hearts of palm pasta', 'palmini', 'xanthan gum', 'guar gum', 'psyllium husk', 'coconut wrap'], []),
  e(['chickpea flour', 'gram flour', 'besan', 'chickpea pasta', 'lentil pasta', 'red lentil pasta', 'pea protein', 'soy flour', 'fava flour'], ['legume', 'starch']),

  // ── Soy ──
  e(['soy', 'soya', 'soybean', 'soy bean', 'soya bean', 'edamame', 'tofu', 'silken tofu', 'firm tofu', 'extra firm tofu', 'smoked tofu', 'bean curd', 'tofu skin', 'yuba', 'tempeh', 'natto', 'textured vegetable protein', 'tvp', 'soy protein', 'soy chunk', 'soy lecithin', 'lecithin', 'okara', 'soy nut', 'soybean oil'], SOY),
  e(['miso', 'miso paste', 'white miso', 'red miso', 'yellow miso', 'shiro miso', 'aka miso', 'doenjang', 'soybean paste'], [...SOY, 'highSodium'], 'miso is fermented soybeans'),
  e(['barley miso', 'mugi miso'], [...SOY, 'Gluten', 'highSodium'], 'barley miso contains gluten'),
  e(['tamari', 'gluten free tamari', 'gluten free soy sauce'], [...SOY, 'highSodium'], 'tamari is soy sauce brewed without wheat'),

  // ── Sesame ──
  e(['sesame', 'sesame seed', 'sesame oil', 'toasted sesame oil', 'sesame paste', 'tahini', 'tahina', 'tahini sauce', 'benne', 'benne seed', 'gingelly oil', 'gomasio', 'gomashio', 'goma', 'goma dressing', 'halva', 'halvah', 'black sesame', 'white sesame'], ['Sesame'], 'tahini is ground sesame'),
  e(['hummus', 'houmous', 'hommus'], ['Sesame', ...LEGUME], 'hummus is made with tahini'),
  e(['baba ganoush', 'baba ghanoush', 'baba ghanouj', 'moutabal', 'mutabal'], ['Sesame'], 'baba ganoush is made with tahini'),
  e(["za'atar", 'zaatar', 'zatar', 'zahtar'], ['Sesame'], "za'atar is thyme, sumac and sesame"),

  // ── Meat ──
  e(['meat', 'red meat', 'beef', 'steak', 'veal', 'pork', 'lamb', 'mutton', 'goat', 'venison', 'bison', 'rabbit', 'boar', 'elk', 'game', 'ground meat', 'mince', 'minced meat', 'meatball', 'meatloaf', 'burger', 'hamburger', 'hamburger patty', 'burger patty', 'ground beef', 'ground pork', 'ground lamb', 'beef mince', 'pork mince', 'lamb mince', 'brisket', 'short rib', 'rib', 'spare rib', 'oxtail', 'tripe', 'liver', 'kidney', 'tongue', 'bone marrow', 'marrow bone', 'sirloin', 'ribeye', 'rib eye', 'tenderloin', 'flank', 'skirt steak', 'chuck', 'roast beef', 'pork chop', 'lamb chop', 'pork loin', 'pork shoulder', 'pork belly', 'pulled pork', 'carnitas', 'al pastor', 'barbacoa', 'carne asada', 'shawarma', 'gyro meat', 'kofta', 'kebab', 'lamb shank', 'osso buco', 'goulash', 'bolognese', 'ragu', 'chili con carne', 'cheeseburger'], MEAT),
  e(['bacon', 'pancetta', 'guanciale', 'lardon', 'ham', 'prosciutto', 'jamon', 'serrano ham', 'parma ham', 'speck', 'salami', 'pepperoni', 'chorizo', 'sausage', 'italian sausage', 'bratwurst', 'kielbasa', 'andouille', 'frankfurter', 'wiener', 'hot dog', 'corned beef', 'pastrami', 'jerky', 'spam', 'mortadella', 'soppressata', 'capicola', 'coppa', 'bresaola', 'nduja', 'merguez', 'morcilla', 'black pudding', 'blood sausage', 'pate', 'pork rind', 'chicharron', 'bacon bit', 'canadian bacon', 'luncheon meat', 'deli meat', 'cold cut', 'lap cheong', 'chinese sausage', 'char siu', 'pork floss'], CURED),
  e(['lard', 'suet', 'tallow', 'beef tallow', 'dripping', 'beef dripping', 'bacon fat', 'bacon grease', 'pork fat', 'fatback'], [...MEAT, 'highFat'], 'rendered animal fat'),
  e(['beef stock', 'beef broth', 'beef bouillon', 'beef consomme', 'bone broth', 'veal stock', 'demi glace', 'lamb stock', 'pork stock', 'ham hock', 'beef base'], [...MEAT, 'highSodium']),
  e(['stock', 'broth', 'bouillon', 'bouillon cube', 'stock cube', 'stock pot', 'consomme', 'jus', 'au jus'], [...MEAT, 'highSodium'], 'stock is assumed to be meat or chicken stock unless it says vegetable'),
  e(['gelatin', 'gelatine', 'leaf gelatin', 'gelatin sheet', 'jello', 'jell o', 'aspic', 'marshmallow', 'gummy', 'gummy bear', 'gummies', 'collagen', 'collagen peptide'], ['gelatin', 'animal', 'sugar'], 'gelatin is made from animal bones and skin'),
  e(['isinglass'], [...FISH, 'gelatin'], 'isinglass is made from fish'),
  e(['carmine', 'cochineal'], ['animal'], 'a red dye made from insects'),
  e(['beefsteak tomato', 'beef tomato', 'vegetable stock', 'vegetable broth', 'veggie stock', 'veggie broth', 'vegetable bouillon', 'mushroom stock', 'mushroom broth', 'kombu stock', 'dashi kombu', 'vegetable stock cube', 'stockpot', 'chicken of the wood', 'hen of the wood', 'lamb lettuce', "lamb's lettuce", 'jackfruit', 'veggie burger', 'black bean burger', 'bean burger', 'impossible burger', 'beyond burger', 'vegan sausage', 'mushroom bacon', 'coconut bacon', 'eggplant bacon', 'celery rib', 'rib of celery', 'pork free'], []),

  // ── Poultry ──
  e(['chicken', 'chicken breast', 'chicken thigh', 'chicken wing', 'chicken drumstick', 'chicken leg', 'rotisserie chicken', 'ground chicken', 'turkey', 'ground turkey', 'turkey breast', 'duck', 'duck breast', 'goose', 'quail', 'pheasant', 'guinea fowl', 'cornish hen', 'poussin', 'hen', 'chicken liver', 'foie gras', 'turkey bacon', 'turkey sausage', 'chicken sausage'], POULTRY),
  e(['chicken stock', 'chicken broth', 'chicken bouillon', 'chicken base', 'turkey stock', 'chicken stock cube', 'chicken consomme', 'turkey broth'], [...POULTRY, 'highSodium']),
  e(['schmaltz', 'duck fat', 'goose fat', 'chicken fat', 'chicken skin'], [...POULTRY, 'highFat']),

  // ── Sweeteners ──
  e(['sugar', 'white sugar', 'granulated sugar', 'caster sugar', 'superfine sugar', 'brown sugar', 'light brown sugar', 'dark brown sugar', 'powdered sugar', 'icing sugar', 'confectioner sugar', 'confectioners sugar', 'cane sugar', 'raw sugar', 'turbinado', 'demerara', 'muscovado', 'sugar cube', 'pearl sugar', 'sanding sugar', 'corn syrup', 'high fructose corn syrup', 'golden syrup', 'simple syrup', 'sugar syrup', 'invert sugar', 'glucose', 'glucose syrup', 'dextrose', 'molasses', 'treacle', 'agave', 'agave nectar', 'agave syrup', 'jam', 'jelly', 'preserve', 'marmalade', 'fruit preserve', 'candy', 'candied', 'sprinkle', 'chocolate', 'dark chocolate', 'bittersweet chocolate', 'chocolate syrup', 'ketchup', 'catsup', 'barbecue sauce', 'bbq sauce', 'sweet chili sauce', 'sweet chilli sauce', 'plum sauce', 'duck sauce', 'sweet and sour sauce', 'hot fudge', 'cranberry sauce', 'brown rice syrup', 'sweetened', 'candied ginger', 'crystallized ginger'], SUGAR),
  e(['honey', 'raw honey', 'honeycomb', 'hot honey', 'mead', 'honey mustard'], ['honey', 'animal', 'sweetener'], 'honey is made by bees'),
  e(['maple syrup', 'pure maple syrup', 'maple sugar', 'date syrup', 'date sugar', 'coconut nectar', 'palm sugar', 'jaggery', 'panela', 'piloncillo', 'coconut sugar', 'yacon syrup', 'fruit juice concentrate', 'monk fruit syrup'], ['sweetener']),
  e(['honeydew', 'honeydew melon', 'cocoa', 'cocoa powder', 'cacao', 'cacao nib', 'cacao powder', 'stevia', 'monk fruit', 'monk fruit sweetener', 'erythritol', 'allulose', 'xylitol', 'sucralose', 'sugar snap pea', 'sugar snap', 'snap pea', 'sugar free'], []),

  // ── Legumes and starchy vegetables ──
  e(['bean', 'black bean', 'black turtle bean', 'kidney bean', 'red kidney bean', 'pinto bean', 'navy bean', 'cannellini', 'cannellini bean', 'white bean', 'great northern bean', 'lima bean', 'fava bean', 'fava', 'broad bean', 'borlotti', 'borlotti bean', 'cranberry bean', 'adzuki', 'azuki', 'adzuki bean', 'red bean', 'mung bean', 'black eyed pea', 'refried bean', 'baked bean', 'chili bean', 'chickpea', 'garbanzo', 'garbanzo bean', 'chana', 'chana dal', 'lentil', 'red lentil', 'green lentil', 'brown lentil', 'puy lentil', 'beluga lentil', 'black lentil', 'dal', 'dhal', 'daal', 'toor dal', 'moong dal', 'urad dal', 'masoor dal', 'split pea', 'yellow split pea', 'pea', 'green pea', 'garden pea', 'petit pois', 'frozen pea', 'falafel', 'lupin', 'lupini'], LEGUME),
  e(['green bean', 'string bean', 'french bean', 'runner bean', 'wax bean', 'haricot vert', 'snow pea', 'mangetout', 'pea shoot', 'pea sprout', 'bean sprout', 'mung bean sprout', 'vanilla bean', 'coffee bean', 'cocoa bean', 'jelly bean', 'long bean', 'yardlong bean'], []),
  e(['potato', 'white potato', 'russet', 'russet potato', 'yukon gold', 'red potato', 'new potato', 'baby potato', 'fingerling', 'mashed potato', 'hash brown', 'tater tot', 'potato chip', 'crisp', 'french fry', 'fry', 'chip'], ['potato', 'starch'], undefined, true),
  e(['sweet potato', 'yam', 'kumara', 'cassava', 'yuca', 'manioc', 'taro', 'plantain', 'parsnip', 'breadfruit', 'jicama chip', 'sweet potato fry'], ['starch']),
  e(['banana', 'mango', 'pineapple', 'apple', 'pear', 'grape', 'raisin', 'sultana', 'currant', 'date', 'medjool date', 'fig', 'dried fig', 'dried fruit', 'dried cranberry', 'craisin', 'dried apricot', 'dried mango', 'prune', 'cherry', 'orange', 'orange juice', 'apple juice', 'fruit juice', 'pineapple juice', 'grape juice', 'mango juice', 'peach', 'nectarine', 'plum', 'apricot', 'kiwi', 'papaya', 'melon', 'cantaloupe', 'watermelon', 'persimmon', 'pomegranate', 'lychee', 'passion fruit', 'guava', 'tangerine', 'clementine', 'mandarin', 'applesauce', 'apple sauce', 'fruit cocktail'], SWEET_FRUIT),
  e(['pineapple sage', 'apple cider vinegar', 'cider vinegar', 'orange zest', 'orange peel', 'date night', 'orange blossom water', 'orange bitters'], []),

  // ── Fats and salt for low-fat and low-sodium ──
  e(['deep fried', 'deep fry', 'fried chicken', 'tempura', 'pork crackling', 'schnitzel', 'katsu'], ['highFat', ...WHEAT], 'fried in a batter or crumb coating'),
  e(['vegetable oil', 'canola oil', 'rapeseed oil', 'sunflower oil', 'safflower oil', 'corn oil', 'grapeseed oil', 'cottonseed oil', 'rice bran oil', 'shortening', 'vegetable shortening', 'crisco'], ['seedOil']),
  e(['seasoned salt', 'garlic salt', 'onion salt', 'celery salt', 'seasoning salt', 'msg', 'monosodium glutamate', 'taco seasoning', 'fajita seasoning', 'ranch seasoning', 'soup mix', 'onion soup mix', 'adobo seasoning', 'sazon', 'bouillon powder', 'stock powder', 'caper', 'olive', 'kalamata', 'castelvetrano', 'pickle', 'gherkin', 'cornichon', 'sauerkraut', 'salted', 'cured', 'brined', 'pickled', 'pickled ginger', 'preserved lemon'], ['highSodium']),
  e(['olive oil', 'extra virgin olive oil', 'olive leaf', 'olive oil spray'], []),
];

/**
 * Words before a food that take tags away from it: "gluten-free" pasta, "vegan" butter,
 * "low-sodium" broth. Phrases are matched like lexicon terms; "X-free" forms are also read
 * from any lexicon term followed by "free" (see `check-recipe`).
 */
export const MODIFIERS: { terms: string[]; removes: Tag[] }[] = [
  { terms: ['vegan', 'plant based', 'plant', 'dairy free and egg free', 'vegan friendly'], removes: ['meat', 'poultry', 'Fish', 'Shellfish', 'Dairy', 'dairyFood', 'Eggs', 'honey', 'gelatin', 'animal'] },
  { terms: ['vegetarian', 'veggie', 'meatless', 'meat free'], removes: ['meat', 'poultry', 'Fish', 'Shellfish', 'gelatin'] },
  { terms: ['non dairy', 'nondairy', 'dairy free', 'milk free', 'lactose and dairy free'], removes: ['Dairy', 'dairyFood'] },
  { terms: ['eggless', 'egg free', 'egg less', 'eggfree'], removes: ['Eggs'] },
  { terms: ['gluten free', 'gf', 'glutenfree', 'grain free', 'wheat free'], removes: ['Gluten', 'Wheat'] },
  { terms: ['grain free'], removes: ['grain', 'starch'] },
  { terms: ['nut free', 'tree nut free'], removes: ['Tree Nuts', 'Peanuts'] },
  { terms: ['soy free', 'soya free'], removes: ['Soy'] },
  { terms: ['sugar free', 'no sugar added', 'unsweetened', 'sugarless', 'no added sugar', 'without added sugar'], removes: ['sugar', 'sweetener'] },
  {
    terms: ['low sodium', 'reduced sodium', 'no salt added', 'unsalted', 'salt free', 'sodium free', 'low salt', 'reduced salt', 'no salt', 'less sodium', 'very low sodium'],
    removes: ['highSodium'],
  },
  {
    terms: ['low fat', 'reduced fat', 'fat free', 'nonfat', 'non fat', 'light', 'lite', 'skim', 'skimmed', 'part skim', 'lean', 'extra lean', 'lower fat', 'half fat', '0', '2'],
    removes: ['highFat'],
  },
  { terms: ['keto', 'low carb', 'carb free', 'zero carb'], removes: ['starch', 'sugar', 'sweetener'] },
];
