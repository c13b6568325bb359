/**
 * General patterns of recipe text as cooks write it, each tried on texts of its own (none of
 * them in fixtures/cases.ts): metadata on the title line or after a sentence, numbered steps run
 * together on one line, two amounts on one ingredient line, caption ingredient lists item by
 * item, and common layouts (blog pastes, British metric, "Step 1" headers, "c."/"T."/"t.").
 */
import { describe, expect, it } from 'vitest';
import { importedRecipeSchema, type ImportedRecipe } from '@sous/contract/recipe-import';
import { listLine, splitInlineList } from './inline-list';
import { parseTikTokCaption } from './parse-caption';
import { parseRecipeText } from './parse-recipe-text';

type Line = [quantity: string, unit: string, name: string];

function lines(recipe: ImportedRecipe): Line[] {
  return recipe.ingredients.map((ingredient) => [ingredient.quantity, ingredient.unit, ingredient.name]);
}

function parse(text: string): ImportedRecipe {
  const recipe = parseRecipeText(text);
  expect(importedRecipeSchema.safeParse(recipe).success).toBe(true);
  return recipe;
}

function caption(text: string): ImportedRecipe {
  const recipe = parseTikTokCaption(text);
  expect(importedRecipeSchema.safeParse(recipe).success).toBe(true);
  return recipe;
}

describe('metadata written on the title line or after a sentence', () => {
  it('reads servings and times after an all-caps title, separated by spaces and bullets', () => {
    const recipe = parse(`BEEF RAGU  serves 6 • prep 20 min • cook 2 hr

2 tbsp olive oil
1 kg beef shin
2 carrots, diced

Brown the beef in batches. Simmer everything for 2 hours.`);
    expect(recipe.name).toBe('Beef Ragu');
    expect(recipe.servings).toBe(6);
    expect(recipe.prepTime).toBe('20 minutes');
    expect(recipe.cookTime).toBe('2 hours');
    expect(lines(recipe)).toEqual([['2', 'tbsp', 'olive oil'], ['1', 'kg', 'beef shin'], ['2', '', 'carrots, diced']]);
  });

  it('reads labels with colons separated by commas, and pipes', () => {
    const salmon = parse(`Miso Glazed Salmon, Serves: 2, Total: 25 mins
2 salmon fillets
1 tbsp white miso
Brush the salmon with miso and grill 8 minutes.`);
    expect([salmon.name, salmon.servings, salmon.prepTime, salmon.cookTime]).toEqual(['Miso Glazed Salmon', 2, '', '25 minutes']);

    const dal = parse(`Red Lentil Dal | Feeds 4 | Prep: 5 min | Cooking time: 30 min
Ingredients
250g red lentils
1 tsp turmeric
Method
Simmer the lentils with the turmeric until soft.`);
    expect([dal.name, dal.servings, dal.prepTime, dal.cookTime]).toEqual(['Red Lentil Dal', 4, '5 minutes', '30 minutes']);
  });

  it('reads metadata after a sentence of the description and keeps the sentence', () => {
    const recipe = parse(`Spring Pea Salad

A bright salad for the first warm days. Serves 4 | Ready in 15 min

Ingredients
300g peas
Method
Cook 3 min, stirring.`);
    expect(recipe.description).toBe('A bright salad for the first warm days.');
    expect([recipe.servings, recipe.cookTime]).toEqual([4, '15 minutes']);
    expect(recipe.instructions).toEqual(['Cook 3 min, stirring.']);
  });

  it('reads a line of servings and a bare time with a word it does not know', () => {
    const recipe = parse(`Caesar Dressing
Serves 4 | 10 mins | Easy
2 anchovies, 1 garlic clove, 1 egg yolk, 2 tsp lemon juice
Blend everything, then drizzle in 100ml olive oil.`);
    expect([recipe.name, recipe.servings, recipe.cookTime, recipe.description]).toEqual(['Caesar Dressing', 4, '10 minutes', '']);
    expect(lines(recipe)).toEqual([['2', '', 'anchovies'], ['1', '', 'garlic clove'], ['1', '', 'egg yolk'], ['2', 'tsp', 'lemon juice']]);
  });

  it('reads a metadata sentence before another sentence on the same line', () => {
    const recipe = parse(`FLAPJACKS
Makes 12 squares. Oven 180C.
250g butter, 250g golden syrup, 125g light brown sugar, 500g oats
Melt the butter, syrup and sugar. Stir in the oats. Press into a tin and bake 20-25 min.`);
    expect([recipe.name, recipe.servings, recipe.description]).toEqual(['Flapjacks', 12, 'Oven 180C.']);
    expect(lines(recipe)).toEqual([['250', 'g', 'butter'], ['250', 'g', 'golden syrup'], ['125', 'g', 'light brown sugar'], ['500', 'g', 'oats']]);
  });

  it('leaves prose and steps that use the label words alone', () => {
    const recipe = parse(`Snack Bars
Makes a great snack. Kids love it.
1 cup oats
2 tbsp honey
Cook the honey 2 min, then stir in the oats.`);
    expect([recipe.name, recipe.servings, recipe.description]).toEqual(['Snack Bars', 1, 'Makes a great snack. Kids love it.']);
    expect(recipe.instructions).toEqual(['Cook the honey 2 min, then stir in the oats.']);
  });

  it('reads a time without a label after the servings, and pieces in brackets as servings', () => {
    const soup = parse(`Tomato Soup – serves 4 – 30 minutes
1 kg tomatoes
1 onion
Roast the tomatoes. Blend with the onion.`);
    expect([soup.name, soup.servings, soup.cookTime]).toEqual(['Tomato Soup', 4, '30 minutes']);

    const cake = parse(`Lemon Drizzle Cake
Makes 1 loaf (8 slices)
225g softened butter
225g caster sugar
Method
Beat the butter and sugar. Bake 45-50 mins.`);
    expect([cake.name, cake.servings]).toEqual(['Lemon Drizzle Cake', 8]);

    const rice = caption('easy fried rice 🍳 serves 2 • 15 mins ingredients: 2 cups cold rice, 2 eggs, spring onion 1. scramble eggs 2. add rice and soy sauce');
    expect([rice.name, rice.servings, rice.cookTime]).toEqual(['easy fried rice', 2, '15 minutes']);
    expect(lines(rice)).toEqual([['2', 'cup', 'cold rice'], ['2', '', 'eggs'], ['', '', 'spring onion']]);
    expect(rice.instructions).toEqual(['scramble eggs', 'add rice and soy sauce']);
  });

  it('reads metadata after a caption dish name', () => {
    const recipe = caption('Sheet pan gnocchi serves 2 ready in 30 min 🍅 You need: 1 pack gnocchi, cherry tomatoes, 1 red onion, feta. Roast everything at 220C for 25 min.');
    expect([recipe.name, recipe.servings, recipe.cookTime]).toEqual(['Sheet pan gnocchi', 2, '30 minutes']);
    expect(lines(recipe)).toEqual([['1', 'package', 'gnocchi'], ['', '', 'cherry tomatoes'], ['1', '', 'red onion'], ['', '', 'feta']]);
    expect(recipe.instructions).toEqual(['Roast everything at 220C for 25 min.']);
  });
});

describe('numbered steps run together on one line', () => {
  it('cuts a line at each number that continues the sequence', () => {
    const recipe = parse(`French Omelette
Ingredients
3 eggs
1 tbsp butter
Method
1. Whisk the eggs with a pinch of salt. 2. Melt the butter in a small pan. 3. Pour in the eggs and stir gently until just set.`);
    expect(recipe.instructions).toEqual(['Whisk the eggs with a pinch of salt.', 'Melt the butter in a small pan.', 'Pour in the eggs and stir gently until just set.']);
  });

  it('continues the numbering from the line before', () => {
    const recipe = parse(`Mushroom Risotto
Ingredients
300g arborio rice
1 litre hot stock
Method
1) Toast the rice in the butter, 2 min.
Pour in the wine. 2) Add the stock a ladle at a time, 18 min. 3) Beat in the parmesan.
Step 4: Rest 2 min. Step 5: Serve.`);
    expect(recipe.instructions).toEqual([
      'Toast the rice in the butter, 2 min. Pour in the wine.',
      'Add the stock a ladle at a time, 18 min.',
      'Beat in the parmesan.',
      'Rest 2 min.',
      'Serve.',
    ]);
  });

  it('cuts at "Step 2" written without a mark, after a line that starts with "Step 1"', () => {
    const recipe = parse(`Flatbreads
Ingredients
250g self-raising flour
250g Greek yoghurt
Method
Step 1 Mix the flour and yoghurt into a dough. Step 2 Divide into 6 and roll out thinly. Step 3 Dry-fry 2 minutes each side.`);
    expect(recipe.instructions).toEqual(['Mix the flour and yoghurt into a dough.', 'Divide into 6 and roll out thinly.', 'Dry-fry 2 minutes each side.']);
  });

  it('never cuts at a number that breaks the sequence or is an amount', () => {
    const recipe = parse(`Pound Cake
Ingredients
2 cups flour
Method
1. Preheat the oven to 325°F. 2 cups of the batter go in each tin. Bake 50 min.
2. Cool in the tins for 10 minutes. Turn out onto a rack, 3. tbsp of glaze each. 7. Slice when cold.`);
    expect(recipe.instructions).toEqual([
      'Preheat the oven to 325°F. 2 cups of the batter go in each tin. Bake 50 min.',
      'Cool in the tins for 10 minutes. Turn out onto a rack, 3. tbsp of glaze each. 7. Slice when cold.',
    ]);
  });
});

describe('two amounts on one ingredient line', () => {
  it('splits at a comma, "and", "&" or "+" before a new amount, even with two pieces', () => {
    const recipe = parse(`Ingredients
• 2 tbsp soy sauce, 1 tbsp honey
1 carrot and 2 celery sticks, diced
3 tbsp butter + 1 tbsp olive oil
2 eggs & 1 cup milk
Method
Mix.`);
    expect(lines(recipe)).toEqual([
      ['2', 'tbsp', 'soy sauce'],
      ['1', 'tbsp', 'honey'],
      ['1', '', 'carrot'],
      ['2', '', 'celery sticks, diced'],
      ['3', 'tbsp', 'butter'],
      ['1', 'tbsp', 'olive oil'],
      ['2', '', 'eggs'],
      ['1', 'cup', 'milk'],
    ]);
  });

  it('keeps one amount of one food, and notes after a comma, whole', () => {
    const recipe = parse(`Ingredients
1 and 1/2 cups sugar
1 tin chickpeas (400 g), rinsed
3 cups bread flour, plus extra for kneading
2 lb pork shoulder, cut into 3-inch chunks
salt and pepper
1 lemon, zest and juice
Method
Mix.`);
    expect(lines(recipe)).toEqual([
      ['1 1/2', 'cup', 'sugar'],
      ['1', 'can', 'chickpeas (400 g), rinsed'],
      ['3', 'cup', 'bread flour, plus extra for kneading'],
      ['2', 'lb', 'pork shoulder, cut into 3-inch chunks'],
      ['', '', 'salt and pepper'],
      ['1', '', 'lemon, zest and juice'],
    ]);
  });

  it('joins an amount with nothing after it to the piece that names the food', () => {
    expect(listLine('1 cup + 2 tbsp milk, 1 egg')).toEqual(['1 cup + 2 tbsp milk', '1 egg']);
    expect(listLine('2 and a half cups stock, 1 bay leaf')).toEqual(['2 and a half cups stock', '1 bay leaf']);
    expect(listLine('1 cup double cream and 2 tbsp for serving, 1 tsp vanilla')).toEqual(['1 cup double cream and 2 tbsp for serving', '1 tsp vanilla']);
    expect(listLine('Add 1 cup flour, 2 eggs and the salt')).toBeUndefined();
    expect(listLine('1 cup rice, rinsed')).toBeUndefined();
  });

  it('splits a food named without an amount after a comma off the line before', () => {
    expect(listLine('200g spaghetti, 1 lemon, parsley')).toEqual(['200g spaghetti', '1 lemon', 'parsley']);
    expect(listLine('2 onions, thinly sliced, 3 cloves garlic, crushed')).toEqual(['2 onions, thinly sliced', '3 cloves garlic, crushed']);
  });
});

describe('caption ingredient lists', () => {
  it('reads every comma piece after "What you need" as an ingredient, with or without an amount', () => {
    const recipe = caption('Crispy tofu bowls 🥢 What you need: 1 block tofu, 2 tbsp cornstarch, rice, cucumber, spring onions. Press the tofu, toss in cornstarch and fry until golden. Serve over rice. #tofu');
    expect(recipe.name).toBe('Crispy tofu bowls');
    expect(lines(recipe)).toEqual([['1', 'block', 'tofu'], ['2', 'tbsp', 'cornstarch'], ['', '', 'rice'], ['', '', 'cucumber'], ['', '', 'spring onions']]);
    expect(recipe.instructions).toEqual(['Press the tofu, toss in cornstarch and fry until golden.', 'Serve over rice.']);
  });

  it('keeps preparation notes with their ingredient after "Shopping list"', () => {
    const recipe = caption('Taco night 🌮 Shopping list: 1 lb beef, 1 onion, chopped, taco shells, salsa, 1 cup cheese, grated. Brown the beef with the onion. Fill the shells.');
    expect(lines(recipe)).toEqual([['1', 'lb', 'beef'], ['1', '', 'onion, chopped'], ['', '', 'taco shells'], ['', '', 'salsa'], ['1', 'cup', 'cheese, grated']]);
    expect(recipe.instructions).toEqual(['Brown the beef with the onion.', 'Fill the shells.']);
  });

  it('tells a food with a describing word ("fresh parsley") from a note on the piece before ("ripe")', () => {
    const recipe = caption('Herby shrimp 🍤 You need: 1 lb shrimp, fresh parsley, dried oregano, red onion, 2 tbsp butter, softened, 1 lemon, zest and juice, 4 chicken thighs, boneless, skin on, 1 avocado, ripe, large eggs. Cook it all.');
    expect(lines(recipe)).toEqual([
      ['1', 'lb', 'shrimp'],
      ['', '', 'fresh parsley'],
      ['', '', 'dried oregano'],
      ['', '', 'red onion'],
      ['2', 'tbsp', 'butter, softened'],
      ['1', '', 'lemon, zest and juice'],
      ['4', '', 'chicken thighs, boneless, skin on'],
      ['1', '', 'avocado, ripe'],
      ['', '', 'large eggs'],
    ]);
  });

  it('reads an emoji list after "Ingredients 👇" and a list that runs into the method without a full stop', () => {
    const pasta = caption('Garlic chilli spaghetti Ingredients ⬇️ 🍝 200g spaghetti 🧄 3 cloves garlic 🌶️ chilli flakes 🍋 1 lemon Boil the pasta. Fry garlic and chilli in oil, toss with pasta and lemon.');
    expect(pasta.name).toBe('Garlic chilli spaghetti');
    expect(lines(pasta)).toEqual([['200', 'g', 'spaghetti'], ['3', 'clove', 'garlic'], ['', '', 'chilli flakes'], ['1', '', 'lemon']]);
    expect(pasta.instructions).toEqual(['Boil the pasta.', 'Fry garlic and chilli in oil, toss with pasta and lemon.']);

    const oats = caption('Overnight oats 🥣 Ingredients: ½ cup oats, ½ cup milk, 1 tbsp chia seeds, honey, blueberries Mix it all in a jar and chill overnight');
    expect(lines(oats)).toEqual([['1/2', 'cup', 'oats'], ['1/2', 'cup', 'milk'], ['1', 'tbsp', 'chia seeds'], ['', '', 'honey'], ['', '', 'blueberries']]);
    expect(oats.instructions).toEqual(['Mix it all in a jar and chill overnight']);
  });

  it('cuts a list written without commas at each amount, and at the method that runs on after it', () => {
    const noodles = caption('Spicy peanut noodles 🥜 ingredients 👇 2 nests noodles 2 tbsp peanut butter 1 tbsp soy sauce 1 tsp chilli oil 1 tsp honey mix sauce, toss with noodles, top with spring onions');
    expect(lines(noodles)).toEqual([['2', '', 'nests noodles'], ['2', 'tbsp', 'peanut butter'], ['1', 'tbsp', 'soy sauce'], ['1', 'tsp', 'chilli oil'], ['1', 'tsp', 'honey']]);
    expect(noodles.instructions).toEqual(['mix sauce, toss with noodles, top with spring onions']);

    const curry = caption('Chickpea curry 🍛 ingredients 👇 2 x 400g tins chickpeas 1 or 2 tbsp curry paste juice of 1 lime 1 can coconut milk 2 chicken breasts cut into strips fry the paste, add the rest and simmer 15 min');
    expect(lines(curry)).toEqual([['2', 'can', 'chickpeas (400 g)'], ['1-2', 'tbsp', 'curry paste'], ['', '', 'juice of 1 lime'], ['1', 'can', 'coconut milk'], ['2', '', 'chicken breasts cut into strips']]);
    expect(curry.instructions).toEqual(['fry the paste, add the rest and simmer 15 min']);
  });

  it('reads an emoji list with metadata before it, ending where a capitalised verb starts the method', () => {
    const recipe = caption('Breakfast burritos for the week 🌯 makes 8 | prep 20 min 🥚 12 eggs 🥔 2 cups hash browns 🧀 2 cups cheese 🌯 8 tortillas Scramble the eggs, cook hash browns, fill and roll. Freeze and reheat 2 min in the microwave.');
    expect([recipe.name, recipe.servings, recipe.prepTime]).toEqual(['Breakfast burritos for the week', 8, '20 minutes']);
    expect(lines(recipe)).toEqual([['12', '', 'eggs'], ['2', 'cup', 'hash browns'], ['2', 'cup', 'cheese'], ['8', '', 'tortillas']]);
    expect(recipe.instructions).toEqual(['Scramble the eggs, cook hash browns, fill and roll.', 'Freeze and reheat 2 min in the microwave.']);
  });

  it('leaves a "Recipe:" label after the dish name out of the name', () => {
    const recipe = caption('Honey garlic salmon Recipe: 2 salmon fillets, 3 tbsp honey, 2 tbsp soy sauce. Sear the salmon 4 min per side, add the sauce and reduce.');
    expect(recipe.name).toBe('Honey garlic salmon');
    expect(lines(recipe)).toEqual([['2', '', 'salmon fillets'], ['3', 'tbsp', 'honey'], ['2', 'tbsp', 'soy sauce']]);
  });

  it('reads a short verb-led sentence after the list as the method', () => {
    const recipe = caption('Lemon pasta 🍋 What you need 👇 200g spaghetti, 1 lemon, 2 tbsp butter, parmesan, black pepper. Boil pasta. Toss with everything.');
    expect(lines(recipe)).toEqual([['200', 'g', 'spaghetti'], ['1', '', 'lemon'], ['2', 'tbsp', 'butter'], ['', '', 'parmesan'], ['', '', 'black pepper']]);
    expect(recipe.instructions).toEqual(['Boil pasta.', 'Toss with everything.']);
  });

  it('reads a bare list after the label, and a dish named for its pan', () => {
    expect(splitInlineList('4 chicken thighs, 2 lemons, thyme, salt & pepper', true)).toEqual(['4 chicken thighs', '2 lemons', 'thyme', 'salt & pepper']);
    const recipe = caption('One pan lemon chicken serves 4 ready in 35 min 🍋 Ingredients: 4 chicken thighs, 2 lemons, 1 tbsp honey, thyme. 1. Brown the chicken skin side down. 2. Add lemon slices and honey. 3. Roast at 200C for 25 min.');
    expect([recipe.name, recipe.servings, recipe.cookTime]).toEqual(['One pan lemon chicken', 4, '35 minutes']);
    expect(lines(recipe)).toEqual([['4', '', 'chicken thighs'], ['2', '', 'lemons'], ['1', 'tbsp', 'honey'], ['', '', 'thyme']]);
    expect(recipe.instructions).toEqual(['Brown the chicken skin side down.', 'Add lemon slices and honey.', 'Roast at 200C for 25 min.']);
  });
});

describe('common layouts', () => {
  it('reads a blog paste: "Ingredients (serves 4)", glued metric, "1 x 400g tin", "2 x 15ml spoons", "Instructions:" paragraphs', () => {
    const recipe = parse(`Creamy Tomato Orzo

This is my go-to lazy dinner when the fridge is bare. It takes one pan and about half an hour.

Ingredients (serves 4)
200g orzo
1 x 400g tin chopped tomatoes
2 x 15ml spoons olive oil
1 x 5ml spoon dried oregano
1 onion, finely chopped
500ml vegetable stock

Instructions:
Heat the oil in a deep frying pan and soften the onion for 5 minutes.

Stir in the orzo, then pour in the tomatoes and stock. Simmer for 12-15 minutes, stirring now and then,
until the orzo is tender.

Season to taste.`);
    expect(recipe.name).toBe('Creamy Tomato Orzo');
    expect(recipe.servings).toBe(4);
    expect(recipe.description).toBe('This is my go-to lazy dinner when the fridge is bare. It takes one pan and about half an hour.');
    expect(lines(recipe)).toEqual([
      ['200', 'g', 'orzo'],
      ['1', 'can', 'chopped tomatoes (400 g)'],
      ['2', 'tbsp', 'olive oil'],
      ['1', 'tsp', 'dried oregano'],
      ['1', '', 'onion, finely chopped'],
      ['500', 'ml', 'vegetable stock'],
    ]);
    expect(recipe.instructions).toEqual([
      'Heat the oil in a deep frying pan and soften the onion for 5 minutes.',
      'Stir in the orzo, then pour in the tomatoes and stock. Simmer for 12-15 minutes, stirring now and then, until the orzo is tender.',
      'Season to taste.',
    ]);
  });

  it('reads "Step 1" headers on lines of their own', () => {
    const recipe = parse(`Victoria Sponge
Ingredients
225g butter, softened
225g caster sugar
4 eggs
225g self-raising flour
Method
Step 1
Heat oven to 190C/170C fan/gas 5. Butter two 20cm sandwich tins.
Step 2
Beat all the cake ingredients together until smooth.
Step 3
Divide between the tins and bake for 20 mins.`);
    expect(lines(recipe)).toEqual([['225', 'g', 'butter, softened'], ['225', 'g', 'caster sugar'], ['4', '', 'eggs'], ['225', 'g', 'self-raising flour']]);
    expect(recipe.instructions).toEqual([
      'Heat oven to 190C/170C fan/gas 5. Butter two 20cm sandwich tins.',
      'Beat all the cake ingredients together until smooth.',
      'Divide between the tins and bake for 20 mins.',
    ]);
  });

  it('reads "c.", "T." and "t." abbreviations on an old card without headings', () => {
    const recipe = parse(`Old-Fashioned Pancakes
Makes about 10
1 1/2 c. flour
3 1/2 t. baking powder
1 T. sugar
1 1/4 c. milk
3 T. butter, melted
Sift the flour, baking powder and sugar together. Pour in the milk and melted butter; mix until smooth.
Cook 1/4 c. of batter at a time on a hot griddle.`);
    expect([recipe.name, recipe.servings]).toEqual(['Old-Fashioned Pancakes', 10]);
    expect(lines(recipe)).toEqual([['1 1/2', 'cup', 'flour'], ['3 1/2', 'tsp', 'baking powder'], ['1', 'tbsp', 'sugar'], ['1 1/4', 'cup', 'milk'], ['3', 'tbsp', 'butter, melted']]);
    expect(recipe.instructions).toHaveLength(2);
  });

  it('reads the amount written after the food, with a dash or without', () => {
    const omelette = parse(`Masala Omelette
Ingredients
Eggs – 3
Onion - 1 small, finely chopped
Green chilli - 1
Oil – 1 tbsp
Method
Beat the eggs with the onion and chilli. Heat the oil and cook the omelette 2 minutes a side.`);
    expect(lines(omelette)).toEqual([['3', '', 'Eggs'], ['1', '', 'small Onion, finely chopped'], ['1', '', 'Green chilli'], ['1', 'tbsp', 'Oil']]);

    const scones = parse(`Cheese Scones
Makes 8. Prep 15 min, bake 12 min.
Self-raising flour 225g
Butter 55g, cubed
Milk 150ml
Rub the butter into the flour. Stir in the milk to a soft dough. Cut out and bake at 220C.`);
    expect([scones.servings, scones.prepTime, scones.cookTime, scones.description]).toEqual([8, '15 minutes', '12 minutes', '']);
    expect(lines(scones)).toEqual([['225', 'g', 'Self-raising flour'], ['55', 'g', 'Butter, cubed'], ['150', 'ml', 'Milk']]);
  });

  it('keeps "salt to taste" among the ingredients of a card without headings', () => {
    const recipe = parse(`Guacamole
3 ripe avocados
1 jalapeño, seeded and minced
juice of 1 lime
salt to taste
Mash the avocados. Stir in everything else.`);
    expect(lines(recipe)).toEqual([['3', '', 'ripe avocados'], ['1', '', 'jalapeño, seeded and minced'], ['', '', 'juice of 1 lime'], ['', '', 'salt to taste']]);
    expect(recipe.instructions).toEqual(['Mash the avocados. Stir in everything else.']);
  });

  it('keeps a lower-case item of a list that is also a part of a dish ("salsa")', () => {
    const recipe = parse(`Nachos
Ingredients
1 bag tortilla chips
salsa
1 cup grated cheese
Method
Layer and bake 10 min.`);
    expect(lines(recipe)).toEqual([['1', 'bag', 'tortilla chips'], ['', '', 'salsa'], ['1', 'cup', 'grated cheese']]);
  });

  it('reads a numbered dish name as a name, with "Makes" in a sentence of its own', () => {
    const recipe = parse(`5 Ingredient Peanut Butter Cookies
Makes 12 cookies. No mixer needed.
1 cup peanut butter, 1 cup sugar, 1 egg
Stir together. Bake at 350°F for 10 minutes.`);
    expect([recipe.name, recipe.servings, recipe.description]).toEqual(['5 Ingredient Peanut Butter Cookies', 12, 'No mixer needed.']);
    expect(lines(recipe)).toEqual([['1', 'cup', 'peanut butter'], ['1', 'cup', 'sugar'], ['1', '', 'egg']]);
  });
});

describe('items cut at a mark on one line (bullets, pointing emojis, dashes) are never joined as wrapped lines', () => {
  it('reads a caption whose ingredients sit on one line between bullets, and arrows before each step', () => {
    const recipe = caption(
      'Creamy Tuscan salmon 🍋 serves 2 • 4 salmon fillets • 1 cup cream • 2 cloves garlic • 1 cup spinach ➡️ Sear the salmon 4 min a side. ➡️ Add garlic and cream, simmer 5 min. ➡️ Stir in spinach.',
    );
    expect([recipe.name, recipe.servings, recipe.description]).toEqual(['Creamy Tuscan salmon', 2, '']);
    expect(lines(recipe)).toEqual([['4', '', 'salmon fillets'], ['1', 'cup', 'cream'], ['2', 'clove', 'garlic'], ['1', 'cup', 'spinach']]);
    expect(recipe.instructions).toEqual(['Sear the salmon 4 min a side.', 'Add garlic and cream, simmer 5 min.', 'Stir in spinach.']);
  });

  it('keeps a lower-case item without an amount after a middle dot its own ("sesame seeds"), with pointing hands before the steps', () => {
    const recipe = caption(
      'Sesame garlic noodles 🍜 serves 2 · 200g egg noodles · 4 cloves garlic · sesame seeds · 3 tbsp soy sauce 👉 Boil the noodles 3 min. 👉 Fry the garlic in oil until golden. 👉 Toss with soy and sesame seeds. #noodles #dinnerideas',
    );
    expect([recipe.name, recipe.servings]).toEqual(['Sesame garlic noodles', 2]);
    expect(lines(recipe)).toEqual([['200', 'g', 'egg noodles'], ['4', 'clove', 'garlic'], ['', '', 'sesame seeds'], ['3', 'tbsp', 'soy sauce']]);
    expect(recipe.instructions).toEqual(['Boil the noodles 3 min.', 'Fry the garlic in oil until golden.', 'Toss with soy and sesame seeds.']);
    expect(recipe.tags).toEqual(['Noodles', 'Dinner']);
  });

  it('reads small squares before the items and ticks before the steps', () => {
    const recipe = caption(
      'Crispy chickpea bowl ✨ ▪️ 1 can chickpeas ▪️ 2 tbsp olive oil ▪️ 1 tsp smoked paprika ▪️ 1 cup cooked rice ✅ Roast the chickpeas at 200C for 25 min. ✅ Spoon over the rice. #vegan',
    );
    expect(recipe.name).toBe('Crispy chickpea bowl');
    expect(lines(recipe)).toEqual([['1', 'can', 'chickpeas'], ['2', 'tbsp', 'olive oil'], ['1', 'tsp', 'smoked paprika'], ['1', 'cup', 'cooked rice']]);
    expect(recipe.instructions).toEqual(['Roast the chickpeas at 200C for 25 min.', 'Spoon over the rice.']);
  });

  it('reads arrows before items and steps alike, and food emojis as bullets between items', () => {
    const orzo = caption(
      'Lemon chicken orzo serves 4 ➡️ 2 chicken breasts ➡️ 1 cup orzo ➡️ 3 cups stock ➡️ 1 lemon ➡️ Brown the chicken 5 min a side. ➡️ Add orzo and stock, simmer 10 min. ➡️ Squeeze over the lemon.',
    );
    expect([orzo.name, orzo.servings]).toEqual(['Lemon chicken orzo', 4]);
    expect(lines(orzo)).toEqual([['2', '', 'chicken breasts'], ['1', 'cup', 'orzo'], ['3', 'cup', 'stock'], ['1', '', 'lemon']]);
    expect(orzo.instructions).toEqual(['Brown the chicken 5 min a side.', 'Add orzo and stock, simmer 10 min.', 'Squeeze over the lemon.']);

    const shrimp = caption('Honey garlic shrimp 🍤 1 lb shrimp 🧄 3 cloves garlic 🍯 3 tbsp honey 🧂 salt and pepper Sear the shrimp 2 min a side 🔥 then add the garlic and honey. #shrimp');
    expect(lines(shrimp)).toEqual([['1', 'lb', 'shrimp'], ['3', 'clove', 'garlic'], ['3', 'tbsp', 'honey'], ['', '', 'salt and pepper']]);
    // A decorative emoji inside a sentence is no cut: the step stays whole.
    expect(shrimp.instructions).toEqual(['Sear the shrimp 2 min a side then add the garlic and honey.']);
  });

  it('cuts at a food emoji between two foods, even without amounts, but not before a word that goes on describing the food', () => {
    const noodles = caption('Garlic chili noodles 🍜 2 nests noodles 🧄 garlic 🌶️ chili flakes 🥜 sesame seeds 🧂 salt Boil the noodles. Toss with everything.');
    expect(lines(noodles)).toEqual([['2', '', 'nests noodles'], ['', '', 'garlic'], ['', '', 'chili flakes'], ['', '', 'sesame seeds'], ['', '', 'salt']]);
    expect(noodles.instructions).toEqual(['Boil the noodles.', 'Toss with everything.']);

    const bread = caption('Garlic bread 🥖 1 baguette 🧄 4 cloves garlic 🧈 softened butter Mix the butter and garlic, spread and bake 10 min.');
    expect(lines(bread)).toEqual([['1', '', 'baguette'], ['4', 'clove', 'garlic'], ['', '', 'softened butter']]);

    const pasta = caption('Garlic pasta 🍝 200g spaghetti 🧄 2 cloves garlic 🧄 minced Fry the garlic 🧄 until golden, then toss with the pasta.');
    expect(lines(pasta)).toEqual([['200', 'g', 'spaghetti'], ['2', 'clove', 'garlic minced']]);
    expect(pasta.instructions).toEqual(['Fry the garlic until golden, then toss with the pasta.']);
  });

  it('reads the same layout pasted as plain text, with bullets, squares and dashes', () => {
    const salmon = parse(`Creamy Tuscan salmon
Serves 2 • 4 salmon fillets • 1 cup cream • 2 cloves garlic • 1 cup spinach
➡️ Sear the salmon 4 min a side. ➡️ Add garlic and cream, simmer 5 min. ➡️ Stir in spinach.`);
    expect([salmon.name, salmon.servings]).toEqual(['Creamy Tuscan salmon', 2]);
    expect(lines(salmon)).toEqual([['4', '', 'salmon fillets'], ['1', 'cup', 'cream'], ['2', 'clove', 'garlic'], ['1', 'cup', 'spinach']]);
    expect(salmon.instructions).toEqual(['Sear the salmon 4 min a side.', 'Add garlic and cream, simmer 5 min.', 'Stir in spinach.']);

    const basil = parse(`Pad kra pao
Serves 2 · 30 minutes
Ingredients
300g minced pork · 4 cloves garlic · 3 bird's eye chillies · 2 tbsp oyster sauce · sesame seeds
Method
▪ Pound the garlic and chillies. ▪ Fry the pork until browned. ▪ Add the sauce and scatter the sesame seeds.`);
    expect([basil.name, basil.servings, basil.cookTime]).toEqual(['Pad kra pao', 2, '30 minutes']);
    expect(lines(basil)).toEqual([['300', 'g', 'minced pork'], ['4', 'clove', 'garlic'], ['3', '', "bird's eye chillies"], ['2', 'tbsp', 'oyster sauce'], ['', '', 'sesame seeds']]);
    expect(basil.instructions).toEqual(['Pound the garlic and chillies.', 'Fry the pork until browned.', 'Add the sauce and scatter the sesame seeds.']);

    const pancakes = parse(`Pancakes
1 cup flour - 1 egg - 1 cup milk - 1 tbsp sugar
Whisk everything, rest 10 min, then fry in butter.`);
    expect(lines(pancakes)).toEqual([['1', 'cup', 'flour'], ['1', '', 'egg'], ['1', 'cup', 'milk'], ['1', 'tbsp', 'sugar']]);
  });

  it('still joins genuinely wrapped lines, and keeps metadata, tags and a dash before one amount whole', () => {
    const bread = parse(`Banana bread
Vegan · Gluten-free
Prep 20 min · Cook 50 min

Ingredients
3 ripe bananas,
mashed
1 cup (2 sticks) butter,
softened
Onion - 1 small, chopped

Method
Mash the bananas and mix in the butter and the
onion. Bake for 50 min.`);
    expect([bread.name, bread.prepTime, bread.cookTime, bread.tags]).toEqual(['Banana bread', '20 minutes', '50 minutes', ['Vegan', 'Gluten-Free']]);
    expect(lines(bread)).toEqual([['3', '', 'ripe bananas, mashed'], ['1', 'cup', 'butter, softened'], ['1', '', 'small Onion, chopped']]);
    expect(bread.instructions).toEqual(['Mash the bananas and mix in the butter and the onion. Bake for 50 min.']);

    const ragu = parse(`Lemon chicken · Serves 4 · 30 minutes
2 chicken thighs
Roast for 30 minutes.`);
    expect([ragu.name, ragu.servings, ragu.cookTime]).toEqual(['Lemon chicken', 4, '30 minutes']);
  });

  it('keeps a line of the story with bullets whole, and a short step cut at an arrow a step (not a cooking time)', () => {
    const bars = parse(`Lemon bars
Quick · Easy · Delicious

Ingredients
1 cup flour • 2 eggs • 1 lemon

Method
Mix. ➡️ Bake 20 min.`);
    expect([bars.name, bars.description, bars.cookTime]).toEqual(['Lemon bars', 'Quick · Easy · Delicious', '']);
    expect(lines(bars)).toEqual([['1', 'cup', 'flour'], ['2', '', 'eggs'], ['1', '', 'lemon']]);
    expect(bars.instructions).toEqual(['Mix.', 'Bake 20 min.']);

    const toast = caption('Cinnamon toast ✨ 2 slices bread ✨ 1 tbsp butter ✨ 1 tsp cinnamon sugar 👉 Butter the bread. 👉 Sprinkle with cinnamon sugar. 👉 Bake 8 min.');
    expect(lines(toast)).toEqual([['2', 'slice', 'bread'], ['1', 'tbsp', 'butter'], ['1', 'tsp', 'cinnamon sugar']]);
    expect(toast.instructions).toEqual(['Butter the bread.', 'Sprinkle with cinnamon sugar.', 'Bake 8 min.']);
  });
});

describe('a size before a loose measure (handful, pinch, bunch, splash...)', () => {
  it('sizes the measure and is no part of the food\'s name; a size before the food stays on it', () => {
    const recipe = parse(`Pad kra pao

Ingredients
1 big handful holy basil
a small pinch of saffron
Large bunch coriander, chopped
2 large sprigs rosemary
a big splash of soy sauce
1 large knob of butter
a generous glug of olive oil
2 large onions, sliced

Method
Fry everything hard and fast.`);
    expect(lines(recipe)).toEqual([
      ['1', 'handful', 'holy basil'],
      ['1', 'pinch', 'saffron'],
      ['1', 'bunch', 'coriander, chopped'],
      ['2', 'sprig', 'rosemary'],
      ['1', 'splash', 'soy sauce'],
      ['1', 'knob', 'butter'],
      ['1', 'glug', 'olive oil, generous'],
      ['2', '', 'large onions, sliced'],
    ]);
  });
});

describe('OCR slips in amounts and units on a photographed card', () => {
  it('reads "Ib", "0z", "thsp", "tsn", and a half read as "%" or "Y2", and leaves the same letters inside words', () => {
    const recipe = parse(`CHEESY BEEF DIP

Ingredients
1 Ib ground beef
8 0z cream cheese
2 thsp olive oil
1 tsn Ibiza sea salt
% cup grated parmesan
1 Y2 cups salsa
l |b cheddar, grated
2 tbps chopped Oz-style chives

Method
Brown the beef in the oil. Stir in everything else and bake 20 min.`);
    expect(recipe.name).toBe('Cheesy Beef Dip');
    expect(lines(recipe)).toEqual([
      ['1', 'lb', 'ground beef'],
      ['8', 'oz', 'cream cheese'],
      ['2', 'tbsp', 'olive oil'],
      ['1', 'tsp', 'Ibiza sea salt'],
      ['1/2', 'cup', 'grated parmesan'],
      ['1 1/2', 'cup', 'salsa'],
      ['1', 'lb', 'cheddar, grated'],
      ['2', 'tbsp', 'chopped Oz-style chives'],
    ]);
  });

  it('reads a one read as a bar, a bullet read as a guillemet and a half read as "%%", as tesseract reads printed cards', () => {
    const recipe = parse(`KIMCHI BUTTER RICE

INGREDIENTS
| cup kimchi, chopped
« 1 tsp vanilla extract
* %% cup butter, melted
| 2 eggs |

DIRECTIONS
Fry everything together for 5 minutes.`);
    expect(lines(recipe)).toEqual([
      ['1', 'cup', 'kimchi, chopped'],
      ['1', 'tsp', 'vanilla extract'],
      ['1/2', 'cup', 'butter, melted'],
      // A card's border bars are still no amount.
      ['2', '', 'eggs'],
    ]);
  });
});
