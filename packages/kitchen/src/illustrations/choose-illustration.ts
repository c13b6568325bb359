/**
 * Which drawing stands in for a recipe without a photo, from what the recipe says about itself.
 * The web app shows it (`RecipeIllustration`) and the server names it in a public recipe's link
 * preview, so both pick the same one. This module only knows the drawings' names.
 */

import { FALLBACK_SUBJECT, type IllustrationSubject } from './subjects';

/** What the chooser reads of a recipe; every field but the name may be missing. */
export interface IllustratedRecipe {
  name: string;
  cuisine?: string | null;
  tags?: readonly string[] | null;
  description?: string | null;
}

// The words ------------------------------------------------------------------------------------
// Comma-separated phrases, written singular (plurals match by themselves), lowercase, without
// accents or punctuation. A phrase ending in "+" also matches when a protein follows it
// ("kung pao+" matches "Kung Pao Chicken", so the style wins over the chicken).

/** Dishes and dish forms: the strongest evidence. */
const DISHES: Record<IllustrationSubject, string> = {
  plate: '',
  'soup-bowl':
    'soup, soupe, sopa, zuppa, potage, broth, bisque, chowder, gazpacho, salmorejo, vichyssoise, minestrone, borscht, borsch, bouillabaisse, cioppino, consomme, avgolemono, harira, lablabi, pozole, posole, menudo, sancocho, callaloo, caldo, tom yum, tom yam, tom kha, canh chua, miso soup, wonton soup, egg drop, hot and sour, mulligatawny, ribollita, pistou, pasta e fagioli, fasolada, matzo ball, sinigang, rasam, cullen skink, tinola, solyanka, shchi, okroshka, cock a leekie, gumbo',
  'noodle-bowl':
    'pho, ramen, udon, laksa, saimin, khao soi, bun bo, bun cha, bun thit, bun rieu, hu tieu, noodle soup, wonton noodle, jjamppong, naengmyeon, kalguksu, mohinga, khao piak',
  noodles:
    'noodle, pad thai, pad see ew, pad kee mao, drunken noodle, lo mein, chow mein, chow fun, yakisoba, yaki udon, japchae, dan dan, soba, pancit, mee goreng, mie goreng, char kway teow, singapore noodle, vermicelli, glass noodle, spaetzle, yakiudon',
  curry:
    'curry+, curried, masala+, tikka masala+, korma+, vindaloo+, madras+, jalfrezi+, rogan josh, dopiaza, balti+, bhuna, makhani+, butter chicken, butter paneer, paneer, dal, dhal, daal, tadka, chana, chole, rajma, saag, palak, aloo, gobi, sambar, massaman+, panang+, phanaeng, green curry, red curry, yellow curry, rendang+, kare, bharta, kadai+, karahi+, nihari, keema, kurma, mapo, mapo tofu, opor, gulai, mole, pepper pot, pepperpot, kare kare',
  'stir-fry':
    'stir fry, stirfry, stir fried, kung pao+, general tso+, sweet and sour+, orange+, sesame+, mongolian+, szechuan+, sichuan+, hoisin+, black bean+, cashew+, lemongrass+, bulgogi, dakgalbi, bokkeum, jeyuk, beef and broccoli, broccoli beef, chop suey, moo shu, bo luc lac, shaking beef, tofu, tempeh, tteokbokki, ddukbokki, wok',
  'fried-rice':
    'fried rice, khao pad, khao phat, nasi goreng, bokkeumbap, chahan, biryani, biriyani, pulao, pilau, pilaf, plov, jollof, jollof rice, pelau, dirty rice',
  'rice-bowl':
    'rice, arroz, donburi, oyakodon, gyudon, katsudon, kaisendon, unadon, teriyaki+, poke, chirashi, com tam, xoi, loco moco, rice and pea, rice bowl, kra pao, krapow, pad kra pao, mansaf, kabsa, machboos, maqluba, nasi lemak, chitranna, tahdig, kedgeree, mujadara, mujaddara, red bean and rice',
  sushi: 'sushi, maki, nigiri, sashimi, temaki, uramaki, california roll, onigiri, gimbap, kimbap, hand roll',
  dumplings:
    'dumpling, bao bun, gyoza, potsticker, pot sticker, wonton, dim sum, siu mai, shumai, shu mai, har gow, xiao long bao, bao, baozi, mandu, momo, pierogi, pierogy, piroshki, vareniki, pelmeni, manti, jiaozi, empanada, samosa, steamed bun, knish',
  'spring-rolls':
    'spring roll, egg roll, summer roll, rice paper roll, goi cuon, cha gio, nem, lumpia, popiah, fresh roll, taquito, flauta, dolma, dolmade, dolmades, grape leaf, vine leaf, brik, borek, burek, sigara',
  tacos: 'taco, tostada, carnitas, al pastor, birria, barbacoa, tinga, cochinita, fajita, chalupa, gordita, nacho, chilaquiles, huarache, sope, quesabirria',
  burrito: 'burrito, enchilada, chimichanga, tamale, tamal',
  salad:
    'salad, salade, ensalada, insalata, salata, salatasi, slaw, coleslaw, tabbouleh, tabouli, tabouleh, fattoush, caesar, cobb, caprese, panzanella, nicoise, som tam, larb+, laab+, waldorf, kachumber, shirazi, horiatiki, gado gado, kimchi, chopped salad',
  'grain-bowl':
    'buddha bowl, grain bowl, power bowl, harvest bowl, macro bowl, nourish bowl, bibimbap, quinoa, farro, bulgur, freekeh, couscous',
  pasta:
    'pasta, spaghetti, spaghettini, linguine, fettuccine, fettuccini, tagliatelle, pappardelle, penne, rigatoni, fusilli, farfalle, orecchiette, bucatini, macaroni, orzo, ravioli, tortellini, tortelloni, gnocchi, carbonara, bolognese, alfredo, puttanesca, amatriciana, arrabbiata, aglio e olio, cacio e pepe, ziti, cavatappi, angel hair, capellini, paccheri, trofie, pici, ragu, pastina, agnolotti',
  lasagna: 'lasagna, lasagne, pastitsio, cannelloni, manicotti, baked ziti, stuffed shell',
  pizza: 'pizza, calzone, stromboli, pizzetta, margherita, pissaladiere, tarte flambee, flammekueche, pinsa',
  burger: 'burger, hamburger, cheeseburger, slider, sloppy joe, pulled pork',
  sandwich:
    'sandwich, sarnie, sub, hoagie, panini, panino, toastie, club, blt, reuben, cubano, banh mi, croque monsieur, croque madame, croque, grilled cheese, french dip, cheesesteak, po boy, muffuletta, pan bagnat, tramezzino, torta, hot dog, lobster roll, sando, tuna melt, patty melt, monte cristo, chip butty, bocadillo',
  wrap: 'wrap, shawarma, gyro, doner, donair, pita wrap, lavash wrap, kathi roll, frankie, tortilla, durum, lettuce wrap',
  steak:
    'steak, ribeye, rib eye, sirloin, filet mignon, t bone, porterhouse, skirt steak, flank steak, carne asada, carne, churrasco, picanha, bistecca, tagliata, steak frite, chop, veal, tartare, carpaccio, samgyeopsal, galbi, kalbi, bistec',
  roast:
    'roast, pot roast, prime rib, rib, brisket, pork belly, pork loin, tenderloin, meatloaf, ham, gammon, porchetta, pernil, lechon, char siu+, wellington, sunday roast, leg of lamb, lamb shank, kleftiko, souvla, sausage, banger, bangers and mash, bratwurst, kielbasa, confit, mechoui, griot',
  'roast-chicken':
    'roast chicken, roasted chicken, rotisserie, jerk+, jerk chicken, tandoori+, peri peri+, piri piri+, gai yang, inasal, pollo a la brasa, spatchcock, cornish hen, roast turkey, tavuk, djaj, murgh',
  'fried-chicken':
    'fried chicken, wing, chicken tender, chicken strip, chicken finger, nugget, karaage, katsu+, tonkatsu, schnitzel, milanesa, cutlet, buffalo+, popcorn chicken, nashville hot, southern fried, chicken fried steak, yangnyeom, chicken 65',
  fish:
    'fish, fish and chip, fish cake, crab cake, ceviche, crudo, gravlax, lox, kipper, saltfish, bacalao, bacalhau, ca kho, en papillote, unagi, eel, fish fillet',
  shrimp:
    'shrimp, prawn, scampi, gamba, camaron, langoustine, lobster, crab, crawfish, moules frites, crayfish, mussel, moule, clam, oyster, scallop, squid, calamari, octopus, pulpo, seafood, shrimp and grit, tempura, ebi, saganaki',
  meatballs: 'meatball, kofte, kefte, keftedes, albondiga, polpette, frikadeller, kottbullar, koftesi, swedish meatball',
  stew:
    'stew, stifado, estofado, guisado, guisada, ragout, goulash, gulyas, bourguignon, bourguignonne, coq au vin, cassoulet, fabada, tagine, tajine, jjigae, jjim, sundubu, nikujaga, sukiyaki, ropa vieja, oxtail, adobo+, feijoada, moqueca, etouffee, fricassee, blanquette, navarin, daube, gigantes, cholent, hotpot, hot pot, stroganoff, cacciatore, osso buco, kho, stuffat, mafe, maafe, egusi, waterzooi, bigos, cawl, scouse, chicken and dumpling, espinacas con garbanzo, fatteh, potjie',
  chili: 'chili, chilli, chili con carne, chile con carne, texas red, picadillo',
  casserole:
    'casserole, gratin, dauphinoise, dauphinois, moussaka, hotdish, tater tot casserole, shepherds pie, cottage pie, mac and cheese, macaroni and cheese, mac n cheese, mac cheese, chicken parmesan, chicken parmigiana, chicken parm, eggplant parmesan, eggplant parmigiana, parmigiana, strata, kugel, scalloped potato, pasta bake, potato bake, tian, pastel de papa, cheesy potato',
  pie:
    'pie, tart, tarte, galette, crumble, cobbler, crisp, pot pie, pasty, hand pie, spanakopita, tiropita, pithivier, tourtiere, pastilla, bastilla, frangipane, strudel, baklava, pastel de nata, key lime',
  quiche: 'quiche',
  omelette:
    'omelette, omelet, frittata, tortilla espanola, spanish tortilla, tortilla de patata, tamagoyaki, rolled omelette, banh xeo, kuku, egg foo young, egg foo yong',
  eggs:
    'egg benedict, eggs benedict, shakshuka, shakshouka, menemen, cilbir, huevo, huevos rancheros, eggs in purgatory, full english, fry up, egg florentine, scrambled egg, deviled egg, devilled egg, hash, biscuits and gravy, breakfast plate',
  pancakes: 'pancake, hotcake, flapjack, crepe, blini, dutch baby, blintz, latke, poffertjes, kaiserschmarrn, potato cake',
  waffles: 'waffle, gaufre, croffle',
  toast: 'toast, french toast, bruschetta, crostini, pan con tomate, pa amb tomaquet, pan tumaca, welsh rarebit, rarebit, tartine, smorrebrod',
  porridge:
    'porridge, oatmeal, oat, overnight oat, granola, muesli, congee, jook, juk, chao, grit, polenta, cream of wheat, khichdi, kitchari, arroz caldo, bubur, champorado, upma, poha, yogurt bowl',
  smoothie:
    'smoothie, shake, milkshake, lassi, frappe, frappuccino, smoothie bowl, acai, juice, lemonade, agua fresca, horchata, cocktail, mocktail, sangria, punch, slushie, parfait, iced tea',
  tea: 'tea, chai, coffee, latte, cappuccino, espresso, hot chocolate, cocoa, mulled wine, mulled cider, toddy, matcha, tisane, golden milk',
  cake:
    'cake, cheesecake, torte, gateau, tiramisu, sponge, brownie, blondie, bundt, roulade, swiss roll, tres leches, lamington, red velvet, black forest, angel food, chiffon, genoise, yule log, battenberg, castella, basbousa, revani, sachertorte, charlotte, pavlova',
  cupcake: 'cupcake, fairy cake, cake pop, doughnut, donut, beignet, cronut',
  cookies:
    'cookie, biscotti, shortbread, snickerdoodle, macaron, macaroon, lemon bar, granola bar, energy bar, energy ball, bliss ball, fudge, truffle, churro, rugelach, alfajor, polvoron, amaretti, gingerbread, madeleine, financier, meringue, mochi, cannoli, stroopwafel, whoopie pie, biscuit cookie, flapjack bar, kourabiedes, melomakarona',
  muffin: 'muffin, scone, biscuit, popover, english muffin, friand',
  bread:
    'bread, loaf, baguette, boule, sourdough, focaccia, brioche, challah, ciabatta, dinner roll, bread roll, bagel, pretzel, croissant, cinnamon roll, cinnamon bun, sticky bun, hot cross bun, monkey bread, babka, cornbread, soda bread, yorkshire pudding, pandesal, pao de queijo, stollen, panettone, kolache, bun',
  'ice-cream':
    'ice cream, gelato, sorbet, sherbet, frozen yogurt, froyo, popsicle, ice pop, ice lolly, paleta, kulfi, semifreddo, affogato, sundae, banana split, granita, nice cream, ice cream sandwich',
  pudding:
    'pudding, custard, flan, creme caramel, creme brulee, crema catalana, panna cotta, mousse, trifle, tapioca, sago, posset, syllabub, pot de creme, budino, natillas, leche flan, arroz con leche, kheer, payasam, halwa, gulab jamun, jello, jelly, zabaglione, souffle, clafoutis, chia pudding',
  fruit: 'fruit salad, fruit bowl, fruit platter, compote, macedonia, mango sticky rice, poached pear, baked apple, stewed fruit',
  skewers:
    'skewer, kebab, kabob, kabab, shish, souvlaki, satay+, sate, yakitori, kushiyaki, tsukune, anticucho, brochette, tikka+, suya, shashlik, cevapi, cevapcici, seekh, espetada, kofta kebab, kofta',
  flatbread:
    'flatbread, flat bread, naan, nan bread, naan bread, pita, pitta, pita bread, roti, chapati, chapatti, paratha, puri, bhatura, lavash, arepa, pupusa, injera, dosa, uttapam, manakish, manaqish, manakeesh, zaatar, lahmacun, pide, gozleme, socca, farinata, piadina, scallion pancake, pajeon, jeon, okonomiyaki, quesadilla, khachapuri, msemen, bazlama, bannock, fry bread, frybread, savory pancake',
  falafel:
    'falafel, felafel, kibbeh, kibbe, croquette, croqueta, arancini, fritter, pakora, bhaji, vada, hush puppy, bitterballen, akara, accra, mercimek koftesi',
  paella: 'paella, arroz con pollo, jambalaya, arroz negro, fideua, arroz a banda, arroz con mariscos',
  risotto: 'risotto, orzotto, farrotto',
  dip:
    'dip, hummus, houmous, hommus, baba ganoush, baba ghanoush, baba ganouj, guacamole, salsa, tzatziki, tapenade, muhammara, labneh, raita, queso, fondue, pate, spread, mezze, meze, pico de gallo, chutney, aioli, romesco, skordalia, taramasalata, mutabal, chips and salsa, tortilla chip, crudite, charcuterie, cheese board, antipasto, antipasti',
  'roasted-vegetables':
    'roasted vegetable, roast vegetable, roasted veg, roast potato, roasted potato, ratatouille, pisto, caponata, briam, imam bayildi, chile relleno, chiles rellenos, relleno, stuffed pepper, elote, mashed potato, mash, colcannon, mofongo',
  fries:
    'fries, frite, french fry, chip, potato wedge, wedges, tostones, patatas bravas, bravas, poutine, tater tot, tot, hash brown, maduros, onion ring, potato chip',
};

/** Foods: as strong as a dish in a name ("Lemon Garlic Salmon"), but after the cuisine in tags. */
const FOODS: Partial<Record<IllustrationSubject, string>> = {
  'roast-chicken': 'chicken, pollo, poulet, hen, turkey, goose, duck, quail',
  steak: 'beef, lamb chop, pork chop, bison',
  roast: 'pork, lamb, mutton, goat, rabbit, venison',
  fish: 'salmon, tuna, cod, haddock, halibut, trout, tilapia, sea bass, bass, branzino, snapper, mackerel, sardine, swordfish, mahi mahi, catfish, pollock, sole, monkfish, hake, bream, anchovy',
  eggs: 'egg',
  'roasted-vegetables':
    'vegetable, veggie, veg, potato, sweet potato, cauliflower, broccoli, carrot, brussels sprout, asparagus, zucchini, courgette, eggplant, aubergine, squash, pumpkin, beet, beetroot, parsnip, mushroom, pepper, bell pepper, corn, green bean, okra, artichoke, leek, fennel, radish, tomato, spinach, kale, greens, collard, bok choy, cabbage, onion, yam, plantain',
  fruit: 'fruit, apple, pear, peach, plum, berry, strawberry, blueberry, raspberry, blackberry, cherry, mango, pineapple, banana, grape, melon, watermelon, citrus, apricot, fig, papaya, kiwi, nectarine, pomegranate',
  porridge: 'yogurt, yoghurt',
  chili: 'bean, black bean, kidney bean, pinto bean',
  stew: 'lentil, chickpea, garbanzo',
};

/** Generic containers and methods: used only when no dish or food is named. */
const WEAK: Partial<Record<IllustrationSubject, string>> = {
  'grain-bowl': 'bowl',
  plate: 'plate, platter',
  casserole: 'bake, baked, skillet',
  cake: 'traybake, tray bake',
  'roasted-vegetables': 'sheet pan, roasted, side',
  stew: 'one pot, one pan, braise, braised, slow cooker, crockpot, instant pot',
  bread: 'roll',
};

/** Meals and occasions, mostly from tags ("Breakfast", "Dessert"). */
const MEALS: Partial<Record<IllustrationSubject, string>> = {
  eggs: 'breakfast, brunch',
  cake: 'dessert, sweet, sweets, baking, birthday',
  dip: 'snack, appetizer, appetiser, starter, party food, finger food',
  'roasted-vegetables': 'side dish',
  smoothie: 'drink, beverage',
  skewers: 'bbq, barbecue, grill, grilled, cookout',
  bread: 'baked good, bakery',
};

/** Proteins that may follow a style word ("kung pao+"). */
const PROTEINS = [
  'chicken', 'beef', 'pork', 'lamb', 'mutton', 'goat', 'duck', 'turkey', 'tofu', 'tempeh', 'seitan', 'paneer', 'shrimp',
  'prawn', 'fish', 'salmon', 'cod', 'tuna', 'chickpea', 'lentil', 'vegetable', 'veggie', 'cauliflower', 'mushroom',
  'eggplant', 'aubergine', 'potato', 'egg', 'meatball', 'wing', 'rib', 'steak', 'thigh', 'drumstick', 'breast',
];

/** A cuisine's usual drawing, for recipes whose name and tags say nothing. */
const CUISINES: Partial<Record<IllustrationSubject, string>> = {
  burger: 'american, usa, diner',
  pie: 'british, english, uk',
  stew: 'irish, scottish, welsh, french, north african, moroccan, tunisian, algerian, african, west african, nigerian, ghanaian, senegalese, hungarian, filipino, cajun, creole, belgian',
  pasta: 'italian, sicilian, tuscan, roman, neapolitan',
  paella: 'spanish, catalan, basque, valencian',
  fish: 'portuguese, peruvian, scandinavian, nordic, swedish, norwegian, danish, finnish, icelandic',
  skewers: 'greek, turkish, persian, iranian, brazilian, south african, georgian, uzbek, afghan',
  salad: 'mediterranean',
  falafel: 'middle eastern, lebanese, israeli, syrian, palestinian, jordanian, egyptian, levantine, arab, arabic',
  flatbread: 'ethiopian, eritrean, colombian, venezuelan, salvadoran',
  curry: 'indian, pakistani, bangladeshi, sri lankan, nepali, nepalese, south asian, punjabi, bengali, goan',
  noodles: 'thai',
  'noodle-bowl': 'vietnamese, taiwanese, burmese, laotian, lao, cambodian, khmer',
  'stir-fry': 'chinese, cantonese, szechuan, sichuan, hunan, asian, pan asian, indo chinese, hakka',
  'rice-bowl': 'japanese, hawaiian',
  'grain-bowl': 'korean, california, californian',
  'fried-rice': 'indonesian, malaysian, singaporean',
  tacos: 'mexican, tex mex, texmex, latin american, latin',
  burrito: 'central american, southwestern, south western',
  'roast-chicken': 'caribbean, jamaican, cuban, puerto rican, dominican, haitian, trinidadian, barbadian',
  steak: 'argentinian, argentine, uruguayan, steakhouse',
  roast: 'german, austrian, swiss, bavarian',
  dumplings: 'polish, ukrainian, russian, eastern european, lithuanian, tibetan',
  'fried-chicken': 'southern, soul food, soul',
};

/** Words after which a name describes the side or the sauce, not the dish ("Salmon with Rice"). */
const SEPARATORS = new Set([
  'with', 'without', 'no', 'sans', 'from', 'using', 'over', 'on', 'in', 'served', 'alongside', 'plus', 'de', 'di', 'du', 'des', 'del', 'della', 'delle', 'al', 'alla',
  'alle', 'allo', 'au', 'aux', 'con', 'en', 'a',
]);

// Matching ---------------------------------------------------------------------------------------

type Kind = 'dish' | 'food' | 'weak' | 'meal' | 'cuisine';

interface Entry {
  tokens: readonly string[];
  subject: IllustrationSubject;
  kind: Kind;
}

interface Match {
  subject: IllustrationSubject;
  kind: Kind;
  start: number;
  /** Index of the last token matched. */
  end: number;
}

const PROTEIN = '@';

/** Lowercase words without accents or punctuation: "Bánh Mì (Vietnamese)" → ["banh", "mi", "vietnamese"]. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/&/g, ' and ')
    // "Banh Khot (Mini Banh Xeo)": an aside, read like "with".
    .replace(/\(/g, ' with ')
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Whether a word of the text is the dictionary word or its plural (taco/tacos, berry/berries, loaf/loaves). */
function sameWord(word: string, entry: string): boolean {
  if (entry === PROTEIN) return PROTEINS.some((p) => sameWord(word, p));
  return (
    word === entry ||
    word === `${entry}s` ||
    word === `${entry}es` ||
    (entry.endsWith('y') && word === `${entry.slice(0, -1)}ies`) ||
    (entry.endsWith('f') && word === `${entry.slice(0, -1)}ves`)
  );
}

/** The singular forms a word of the text could have, to find dictionary entries by their first word. */
function stems(word: string): string[] {
  const out = [word];
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) out.push(`${word.slice(0, -3)}f`);
  return out;
}

function buildIndex(): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  const add = (tokens: string[], subject: IllustrationSubject, kind: Kind) => {
    const first = tokens[0];
    if (first === undefined) return;
    const list = index.get(first) ?? [];
    list.push({ tokens, subject, kind });
    index.set(first, list);
  };
  const load = (table: Partial<Record<IllustrationSubject, string>>, kind: Kind) => {
    for (const [subject, list] of Object.entries(table) as [IllustrationSubject, string][]) {
      for (const raw of list.split(',')) {
        const phrase = raw.trim();
        if (!phrase) continue;
        const styled = phrase.endsWith('+');
        const tokens = words(styled ? phrase.slice(0, -1) : phrase);
        add(tokens, subject, kind);
        if (styled) add([...tokens, PROTEIN], subject, kind);
      }
    }
  };
  load(DISHES, 'dish');
  load(FOODS, 'food');
  load(WEAK, 'weak');
  load(MEALS, 'meal');
  load(CUISINES, 'cuisine');
  return index;
}

let cachedIndex: Map<string, Entry[]> | undefined;
function index(): Map<string, Entry[]> {
  cachedIndex ??= buildIndex();
  return cachedIndex;
}

/** Every dictionary phrase found in the words, with where it starts and ends. */
function findMatches(tokens: readonly string[]): Match[] {
  const matches: Match[] = [];
  tokens.forEach((token, start) => {
    const seen = new Set<Entry>();
    for (const stem of stems(token)) {
      for (const entry of index().get(stem) ?? []) {
        if (seen.has(entry)) continue;
        seen.add(entry);
        const fits = entry.tokens.every((t, k) => {
          const word = tokens[start + k];
          return word !== undefined && sameWord(word, t);
        });
        if (fits) matches.push({ subject: entry.subject, kind: entry.kind, start, end: start + entry.tokens.length - 1 });
      }
    }
  });
  return matches;
}

/**
 * The head of a dish name is its last food word ("Chicken Noodle Soup", "Fish Tacos"), read in the
 * part before a word that starts a side or a sauce ("Salmon with Rice", "Sopa de Pollo"), and in
 * the next part only when that one names nothing. Among equals the longer phrase wins ("Egg Fried
 * Rice" is fried rice, "Butter Chicken" a curry); a phrase may run past the cut ("Arroz con Pollo").
 */
function headOf(tokens: readonly string[], matches: readonly Match[], kinds: readonly Kind[]): Match | undefined {
  const relevant = matches.filter((m) => kinds.includes(m.kind));
  // Where each part starts; the first word never cuts ("A Simple Soup").
  const starts = [0, ...tokens.flatMap((t, i) => (i > 0 && SEPARATORS.has(t) ? [i] : []))];
  for (const [n, from] of starts.entries()) {
    const to = starts[n + 1] ?? tokens.length;
    let best: Match | undefined;
    for (const m of relevant) {
      if (m.start < from || m.start >= to) continue;
      if (!best || m.end > best.end || (m.end === best.end && m.end - m.start > best.end - best.start)) best = m;
    }
    if (best) return best;
  }
  return undefined;
}

/** The first match of the kinds, reading from the start (for running text and cuisine names). */
function firstOf(matches: readonly Match[], kinds: readonly Kind[]): Match | undefined {
  let best: Match | undefined;
  for (const m of matches) {
    if (!kinds.includes(m.kind)) continue;
    if (!best || m.start < best.start || (m.start === best.start && m.end > best.end)) best = m;
  }
  return best;
}

/**
 * The drawing for a recipe without a photo: a dish named in its name first (the head word, so
 * "Chicken Tikka Masala" is a curry and "Fish Tacos" tacos), then its tags, a meal it is tagged
 * with (Breakfast, Dessert), a dish its description opens with, its cuisine's usual dish, a food
 * it is made of, and the plate when nothing says anything.
 */
export function chooseIllustration(recipe: IllustratedRecipe): IllustrationSubject {
  const nameWords = words(recipe.name);
  const name = findMatches(nameWords);
  const tags = (recipe.tags ?? []).map((tag) => {
    const tokens = words(tag);
    return { tokens, matches: findMatches(tokens) };
  });
  const firstSentence = (recipe.description ?? '').split(/[.!?;:]/)[0] ?? '';
  const description = findMatches(words(firstSentence));
  const cuisine = findMatches(words(recipe.cuisine ?? ''));

  const inTags = (kinds: readonly Kind[]) => {
    for (const tag of tags) {
      const m = headOf(tag.tokens, tag.matches, kinds);
      if (m) return m;
    }
    return undefined;
  };

  const choice =
    headOf(nameWords, name, ['dish', 'food']) ??
    inTags(['dish']) ??
    headOf(nameWords, name, ['weak']) ??
    inTags(['weak']) ??
    headOf(nameWords, name, ['meal']) ??
    inTags(['meal']) ??
    firstOf(description, ['dish']) ??
    firstOf(cuisine, ['cuisine']) ??
    inTags(['cuisine']) ??
    firstOf(name, ['cuisine']) ??
    inTags(['food']) ??
    firstOf(description, ['food']);
  return choice?.subject ?? FALLBACK_SUBJECT;
}
