import { dishName, listOf, titleCase, type Archetype } from '../archetype';


/** Dishes from the Americas and the Caribbean. */
export const AMERICAS: Archetype[] = [
  {
    id: 'tacos',
    meals: ['dinner', 'lunch'],
    cuisines: ['Mexican'],
    keywords: ['taco', 'fajita', 'burrito', 'quesadilla', 'enchilada', 'tex mex', 'carnitas', 'al pastor'],
    prep: 15,
    cook: 15,
    slots: [
      { role: 'protein', options: ['chicken-thigh', 'flank-steak', 'shrimp', 'cod-fillet', 'black-beans', 'ground-turkey', 'pinto-beans'], grams: 130, portion: 'main', prep: (f) => (f.flags.includes('legume') ? 'drained and rinsed' : f.id === 'shrimp' ? 'peeled and deveined' : f.id === 'ground-turkey' ? undefined : 'patted dry') },
      { role: 'spice', options: ['chili-powder'], grams: 2 },
      { role: 'cumin', options: ['ground-cumin'], grams: 1 },
      { role: 'garlic', options: ['garlic-powder', 'garlic'], grams: 0.8 },
      { role: 'tortillas', options: ['corn-tortilla', 'flour-tortilla', 'romaine-lettuce'], grams: 55, portion: 'starch', prep: (f) => (f.id === 'romaine-lettuce' ? 'leaves separated, for wraps' : 'warmed') },
      { role: 'slaw', options: ['red-cabbage', 'green-cabbage', 'romaine-lettuce'], grams: 50, portion: 'vegetable', prep: 'finely shredded' },
      { role: 'topping', options: ['avocado', 'tomato', 'red-onion', 'radish'], grams: 60, portion: 'vegetable', count: 2, prep: (f) => (f.id === 'avocado' ? 'sliced' : f.id === 'radish' ? 'thinly sliced' : 'finely diced') },
      { role: 'salsa', options: ['salsa', 'salsa-verde'], grams: 30 },
      { role: 'lime', options: ['lime'], grams: 25, prep: 'cut into wedges' },
      { role: 'herb', options: ['fresh-cilantro'], grams: 1.5, prep: 'chopped', optional: true },
      { role: 'cheese', options: ['queso-fresco', 'monterey-jack'], grams: 15, portion: 'fat', optional: true, prep: 'crumbled' },
      { role: 'oil', options: ['vegetable-oil', 'avocado-oil', 'olive-oil'], grams: 8, portion: 'fat' },
    ],
    title: (p) => `${p.must('protein').id === 'flank-steak' ? 'Steak' : titleCase(dishName(p.must('protein')))} Tacos with ${titleCase(p.name('slaw').replace('green ', ''))} Slaw`,
    description: (p) => `Chili-and-cumin ${p.name('protein')} in warm ${p.name('tortillas')} with ${listOf([`a crunchy ${p.name('slaw')} slaw`, ...p.names('topping'), p.name('salsa')])}.`,
    steps: (p) => {
      const f = p.must('protein');
      const legume = f.flags.includes('legume');
      return [
        `Mix the chili powder, cumin, ${p.must('garlic').id === 'garlic' ? 'minced garlic' : 'garlic powder'} and 1 teaspoon salt. ${legume ? `Toss the ${p.name('protein')} with it.` : `Rub it all over the ${p.name('protein')}.`}`,
        `Toss the ${p.name('slaw')} with the juice of half a lime and a pinch of salt; let it soften while you cook.`,
        legume
          ? `Heat the ${p.name('oil')} in a skillet over medium heat and cook the beans for 5 minutes, mashing about a third of them, until hot and creamy.`
          : `Heat the ${p.name('oil')} in a skillet over medium-high heat and cook the ${p.name('protein')} ${f.id === 'shrimp' ? 'for 2 minutes a side, until pink and curled' : f.id === 'cod-fillet' ? 'for 3 minutes a side, until it flakes' : f.id === 'ground-turkey' ? 'for 7 to 8 minutes, breaking it up, until browned and cooked through' : f.id === 'flank-steak' ? 'for 4 to 5 minutes a side for medium (135°F), then rest 5 minutes and slice thinly across the grain' : 'for 5 to 6 minutes a side, until charred and cooked through (165°F), then rest and slice'}.`,
        `Warm the ${p.must('tortillas').id === 'romaine-lettuce' ? 'lettuce leaves are ready as they are; skip warming' : `${p.name('tortillas')} in a dry skillet for 30 seconds a side, until soft and spotted`}.`,
        `Fill with ${listOf([`the ${p.name('protein')}`, 'slaw', ...p.names('topping'), p.name('salsa'), ...p.names('cheese')])}${p.has('herb') ? ', and scatter with cilantro' : ''}. Serve with lime wedges.`,
      ];
    },
    tags: ['Dinner', 'Tacos'],
  },
  {
    id: 'chili',
    meals: ['dinner'],
    cuisines: ['American', 'Mexican'],
    keywords: ['chili', 'chilli', 'chili con carne', 'game day'],
    prep: 15,
    cook: 60,
    slots: [
      { role: 'protein', options: ['ground-beef', 'ground-turkey', 'lean-ground-beef', 'sweet-potato', 'brown-lentils'], grams: 110, portion: 'main', scale: { 'sweet-potato': 0.5, 'brown-lentils': 0.45 }, prep: (f) => (f.id === 'sweet-potato' ? 'cut into 1/2-inch cubes' : f.id === 'brown-lentils' ? 'rinsed' : undefined) },
      { role: 'beans', options: ['kidney-beans', 'black-beans', 'pinto-beans'], grams: 110, count: 2, prep: 'drained and rinsed' },
      { role: 'onion', options: ['yellow-onion'], grams: 35, prep: 'diced' },
      { role: 'pepper', options: ['green-bell-pepper', 'red-bell-pepper'], grams: 40, portion: 'vegetable', prep: 'diced' },
      { role: 'chile', options: ['jalapeno', 'chipotle-in-adobo'], grams: 3, prep: (f) => (f.id === 'jalapeno' ? 'seeded and minced' : 'chopped'), optional: true },
      { role: 'garlic', options: ['garlic'], grams: 3, prep: 'minced' },
      { role: 'tomatoes', options: ['crushed-tomatoes', 'canned-diced-tomatoes'], grams: 130 },
      { role: 'spice', options: ['chili-powder'], grams: 4 },
      { role: 'cumin', options: ['ground-cumin'], grams: 1.5 },
      { role: 'oregano', options: ['dried-oregano'], grams: 0.5 },
      { role: 'oil', options: ['vegetable-oil', 'olive-oil'], grams: 3, portion: 'fat' },
      { role: 'topping', options: ['cheddar', 'sour-cream', 'avocado', 'green-onion'], grams: 20, count: 2, portion: 'fat', optional: true, prep: (f) => (f.id === 'cheddar' ? 'shredded, for serving' : f.id === 'avocado' ? 'diced, for serving' : f.id === 'green-onion' ? 'sliced, for serving' : 'for serving') },
    ],
    title: (p) => `${p.must('protein').flags.includes('meat') ? 'Classic Beef' : p.must('protein').id === 'ground-turkey' ? 'Turkey' : p.must('protein').id === 'sweet-potato' ? 'Sweet Potato and Bean' : 'Lentil'} Chili`,
    description: (p) => `A thick, smoky pot of chili with ${listOf([...p.names('protein'), ...p.names('beans'), 'tomatoes'])}, simmered until rich. Better the next day.`,
    steps: (p) => {
      const meat = p.must('protein').kind === 'protein' && !p.must('protein').flags.includes('legume');
      return [
        `Heat the ${p.name('oil')} in a large pot over medium-high heat.${meat ? ` Brown the ${p.name('protein')} for 6 to 8 minutes, breaking it up, until no pink remains; spoon off excess fat.` : ''}`,
        `Add the ${p.name('onion')} and ${p.name('pepper')} and cook for 6 minutes, until soft. Stir in the garlic${p.has('chile') ? `, ${p.name('chile')}` : ''}, chili powder, cumin and oregano for 1 minute, until fragrant.`,
        `Add ${listOf([`the ${p.name('tomatoes')}`, ...p.names('beans'), ...(meat ? [] : p.names('protein')), '1 1/2 cups water', '1 teaspoon salt'])}. Bring to a boil.`,
        'Lower the heat and simmer, partly covered and stirring now and then, for 45 minutes to 1 hour, until thick and the flavors have melded. Add a splash of water if it gets too thick.',
        `Taste for salt and heat, then serve${p.has('topping') ? ` topped with ${p.name('topping')}` : ''}.`,
      ];
    },
    tags: ['Dinner', 'Comfort', 'Make-Ahead'],
  },
  {
    id: 'sheet-pan',
    meals: ['dinner'],
    cuisines: ['American', 'Mediterranean'],
    keywords: ['sheet pan', 'tray bake', 'traybake', 'roast', 'roasted', 'one pan'],
    prep: 15,
    cook: 30,
    slots: [
      { role: 'protein', options: ['chicken-thigh', 'salmon-fillet', 'italian-sausage', 'pork-tenderloin', 'chickpeas', 'firm-tofu'], grams: 150, portion: 'main', prep: (f) => (f.id === 'chickpeas' ? 'drained and patted dry' : f.id === 'firm-tofu' ? 'pressed and cut into cubes' : f.id === 'italian-sausage' ? 'cut into 2-inch pieces' : undefined) },
      { role: 'starch', options: ['red-potato', 'sweet-potato', 'butternut-squash', 'cauliflower'], grams: 150, portion: 'starch', prep: (f) => (f.id === 'cauliflower' ? 'cut into florets' : 'cut into 1-inch pieces') },
      { role: 'veg', options: ['broccoli', 'brussels-sprouts', 'green-beans', 'red-onion', 'red-bell-pepper', 'asparagus'], grams: 130, portion: 'vegetable', count: 2, prep: (f) => (f.id === 'brussels-sprouts' ? 'halved' : f.id === 'broccoli' ? 'cut into florets' : f.id === 'red-onion' ? 'cut into wedges' : f.id === 'green-beans' || f.id === 'asparagus' ? 'trimmed' : 'cut into strips') },
      { role: 'oil', options: ['olive-oil', 'avocado-oil'], grams: 14, portion: 'fat' },
      { role: 'garlic', options: ['garlic'], grams: 3, prep: 'minced' },
      { role: 'herb', options: ['fresh-rosemary', 'fresh-thyme', 'dried-oregano'], grams: 1.5, prep: (f) => (f.id.startsWith('fresh') ? 'chopped' : undefined) },
      { role: 'spice', options: ['smoked-paprika', 'paprika'], grams: 1.5 },
      { role: 'finish', options: ['lemon', 'balsamic-vinegar'], grams: 15, prep: (f) => (f.id === 'lemon' ? 'cut into wedges' : undefined) },
    ],
    title: (p) => `Sheet-Pan ${titleCase(dishName(p.must('protein')))} with ${titleCase(listOf([p.must('starch').name, ...p.all('veg').map((f) => f.name)]))}`,
    description: (p) => `Everything roasts together on one pan: ${p.name('protein')} with ${listOf([`crisp-edged ${p.name('starch')}`, ...p.names('veg')])}, seasoned with garlic, ${p.name('herb')} and paprika.`,
    steps: (p) => {
      const f = p.must('protein');
      const quick = f.flags.includes('fish');
      return [
        'Heat the oven to 425°F with a rack in the middle.',
        `Toss the ${p.name('starch')} with a third of the ${p.name('oil')}, salt and pepper on a large sheet pan and roast for ${quick ? 15 : 10} minutes.`,
        `Toss ${listOf([`the ${p.name('protein')}`, ...p.names('veg')])} with the rest of the oil, the garlic, ${p.name('herb')}, paprika and 1 teaspoon salt.`,
        `Push the ${p.name('starch')} aside and add the ${p.name('protein')} and vegetables in a single layer, not crowded (use two pans if needed).`,
        `Roast for ${quick ? '12 to 15 minutes, until the salmon flakes (145°F)' : f.flags.includes('poultry') ? '20 to 25 minutes, until the chicken is golden and 175°F inside' : f.flags.includes('meat') ? '18 to 20 minutes, until browned and cooked through (145°F for pork, 160°F for sausage)' : '20 minutes, until crisp and golden'} and the vegetables are tender and charred at the edges.`,
        `Finish with ${p.must('finish').id === 'lemon' ? 'a squeeze of lemon' : 'a drizzle of balsamic'} and serve from the pan.`,
      ];
    },
    tags: ['Dinner', 'One-Pan'],
  },
  {
    id: 'jerk',
    meals: ['dinner'],
    cuisines: ['Caribbean'],
    keywords: ['jerk', 'rice and pea', 'caribbean', 'jamaican', 'island'],
    prep: 20,
    cook: 35,
    slots: [
      { role: 'protein', options: ['chicken-thigh', 'chicken-drumstick', 'pork-tenderloin', 'firm-tofu', 'cod-fillet'], grams: 170, portion: 'main', prep: (f) => (f.id === 'firm-tofu' ? 'pressed and cut into slabs' : undefined) },
      { role: 'jerk', options: ['jerk-seasoning'], grams: 4 },
      { role: 'lime', options: ['lime-juice'], grams: 10 },
      { role: 'green-onion', options: ['green-onion'], grams: 10, prep: 'sliced' },
      { role: 'rice', options: ['long-grain-white-rice', 'brown-rice', 'cauliflower'], grams: 60, portion: 'starch', prep: (f) => (f.id === 'cauliflower' ? 'riced' : 'rinsed') },
      { role: 'beans', options: ['kidney-beans', 'black-beans'], grams: 60, prep: 'drained and rinsed', optional: true },
      { role: 'coconut', options: ['coconut-milk'], grams: 70, portion: 'fat' },
      { role: 'thyme', options: ['fresh-thyme', 'dried-thyme'], grams: 0.5 },
      { role: 'chile', options: ['scotch-bonnet', 'jalapeno'], grams: 5, optional: true, prep: 'left whole' },
      { role: 'oil', options: ['vegetable-oil', 'coconut-oil', 'avocado-oil'], grams: 6, portion: 'fat' },
      { role: 'side', options: ['plantain', 'mango', 'green-cabbage'], grams: 70, portion: 'vegetable', prep: (f) => (f.id === 'plantain' ? 'ripe, sliced on the diagonal' : f.id === 'mango' ? 'diced' : 'shredded') },
    ],
    title: (p) => `Jerk ${titleCase(dishName(p.must('protein')))} with ${p.has('beans') ? 'Rice and Peas' : 'Coconut Rice'}`,
    description: (p) => `Fiery, allspice-scented jerk ${p.name('protein')} with ${p.has('beans') ? `Jamaican rice and peas made with ${p.name('beans')}` : 'coconut rice'}${p.must('side').id === 'plantain' ? ' and sweet fried plantains' : ` and fresh ${p.name('side')}`}.`,
    steps: (p) => {
      const f = p.must('protein');
      const cauli = p.must('rice').id === 'cauliflower';
      return [
        `Mix the jerk seasoning with the lime juice, half the green onions and 1 tablespoon oil; rub it all over the ${p.name('protein')} and leave for at least 15 minutes.`,
        cauli
          ? `Simmer the ${p.name('coconut')} with the thyme${p.has('beans') ? ` and ${p.name('beans')}` : ''} and a pinch of salt for 3 minutes, then stir in the riced cauliflower and cook for 5 minutes, until tender.`
          : `Put the rice, ${p.name('coconut')}, ${p.has('beans') ? `${p.name('beans')}, ` : ''}thyme${p.has('chile') ? `, the whole ${p.name('chile')}` : ''}, 1 teaspoon salt and 1 cup water in a saucepan. Bring to a boil, cover and cook on low for 18 minutes, until the liquid is absorbed. Rest 5 minutes${p.has('chile') ? ' and remove the chile' : ''}.`,
        `Heat the oven to 425°F. Roast the ${p.name('protein')} on an oiled pan for ${f.flags.includes('poultry') ? '30 to 35 minutes, until charred and 175°F inside' : f.id === 'cod-fillet' ? '12 to 15 minutes, until it flakes' : f.id === 'firm-tofu' ? '25 minutes, turning once, until crisp' : '20 minutes, until 145°F inside, then rest 5 minutes'}.`,
        p.must('side').id === 'plantain'
          ? `Fry the ${p.name('side')} in the rest of the oil over medium heat for 2 to 3 minutes a side, until caramelized.`
          : `Toss the ${p.name('side')} with a squeeze of lime and a pinch of salt.`,
        `Serve the ${p.name('protein')} over the rice with the ${p.name('side')}, scattered with the rest of the green onions.`,
      ];
    },
    tags: ['Dinner', 'Spicy'],
  },
  {
    id: 'sandwich',
    meals: ['lunch'],
    cuisines: ['American'],
    keywords: ['sandwich', 'wrap', 'sub', 'panini', 'melt', 'blt', 'club'],
    prep: 15,
    cook: 10,
    slots: [
      { role: 'bread', options: ['sourdough-bread', 'whole-wheat-bread', 'flour-tortilla', 'gluten-free-bread', 'romaine-lettuce'], grams: 70, portion: 'starch', prep: (f) => (f.id === 'romaine-lettuce' ? 'large leaves, for wrapping' : f.id === 'flour-tortilla' ? 'large' : 'sliced') },
      { role: 'protein', options: ['turkey-breast', 'chicken-breast', 'canned-tuna', 'egg', 'firm-tofu', 'chickpeas'], grams: 90, portion: 'main', prep: (f) => (f.id === 'canned-tuna' ? 'drained' : f.id === 'chickpeas' ? 'drained and lightly mashed' : f.id === 'egg' ? 'hard-boiled and sliced' : f.id === 'firm-tofu' ? 'pressed and sliced' : 'cooked and sliced') },
      { role: 'spread', options: ['mayonnaise', 'vegan-mayonnaise', 'dijon-mustard', 'greek-yogurt'], grams: 12, portion: 'fat' },
      { role: 'veg', options: ['tomato', 'cucumber', 'romaine-lettuce', 'avocado', 'red-onion', 'arugula'], grams: 80, portion: 'vegetable', count: 3, prep: (f) => (f.id === 'romaine-lettuce' || f.id === 'arugula' ? undefined : 'thinly sliced') },
      { role: 'cheese', options: ['cheddar', 'swiss-cheese', 'provolone'], grams: 20, portion: 'fat', optional: true, prep: 'sliced' },
      { role: 'acid', options: ['lemon-juice', 'red-wine-vinegar'], grams: 3 },
    ],
    title: (p) => `${titleCase(dishName(p.must('protein')).replace('canned ', '').replace('egg', 'Egg Salad'))}${p.has('cheese') ? ` and ${titleCase(p.name('cheese'))}` : ''} ${p.must('bread').id === 'flour-tortilla' ? 'Wrap' : p.must('bread').id === 'romaine-lettuce' ? 'Lettuce Wraps' : 'Sandwich'}`,
    description: (p) => `A stacked lunch of ${p.name('protein')}, ${p.name('veg')}${p.has('cheese') ? ` and ${p.name('cheese')}` : ''} with a tangy ${p.name('spread')} dressing.`,
    steps: (p) => [
      `Stir the ${p.name('spread')} with the ${p.name('acid')} and a pinch of pepper.`,
      ...(p.must('protein').id === 'canned-tuna' || p.must('protein').id === 'chickpeas' ? [`Fold half of it into the ${p.name('protein')} with a pinch of salt.`] : []),
      ...(p.must('bread').kind === 'bread' && p.must('bread').id !== 'flour-tortilla' ? ['Toast the bread until golden, about 2 minutes.'] : []),
      `Spread the dressing over the ${p.must('bread').id === 'romaine-lettuce' ? 'lettuce leaves' : p.name('bread')}, then layer the ${p.name('protein')}${p.has('cheese') ? `, ${p.name('cheese')}` : ''} and ${p.name('veg')}; season the vegetables with a pinch of salt.`,
      p.must('bread').id === 'flour-tortilla' || p.must('bread').id === 'romaine-lettuce'
        ? 'Roll up tightly, tucking in the sides, and cut in half on the diagonal.'
        : 'Close the sandwiches, press gently and cut in half.',
    ],
    tags: ['Lunch', 'Quick'],
  },
];
