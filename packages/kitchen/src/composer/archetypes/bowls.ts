import { dishName, listOf, titleCase, type Archetype } from '../archetype';

/** Salads and bowls. */
export const BOWLS: Archetype[] = [
  {
    id: 'grain-bowl',
    meals: ['lunch', 'dinner'],
    cuisines: ['Mediterranean', 'Middle Eastern', 'American'],
    keywords: ['bowl', 'grain bowl', 'buddha bowl', 'power bowl', 'quinoa', 'meal prep', 'falafel'],
    prep: 15,
    cook: 20,
    slots: [
      { role: 'grain', options: ['quinoa', 'farro', 'bulgur', 'brown-rice', 'couscous', 'cauliflower'], grams: 55, portion: 'starch', prep: (f) => (f.id === 'cauliflower' ? 'riced' : 'rinsed') },
      { role: 'protein', options: ['chickpeas', 'chicken-breast', 'salmon-fillet', 'firm-tofu', 'egg', 'edamame'], grams: 120, portion: 'main', prep: (f) => (f.id === 'chickpeas' ? 'drained, rinsed and patted dry' : f.id === 'firm-tofu' ? 'pressed and cubed' : f.id === 'egg' ? undefined : f.id === 'edamame' ? 'shelled' : undefined) },
      { role: 'roast', options: ['sweet-potato', 'butternut-squash', 'broccoli', 'zucchini', 'cauliflower'], grams: 120, portion: 'vegetable', prep: (f) => (f.id === 'broccoli' || f.id === 'cauliflower' ? 'cut into florets' : 'cut into 3/4-inch cubes') },
      { role: 'fresh', options: ['cucumber', 'cherry-tomatoes', 'arugula', 'kale', 'red-cabbage'], grams: 70, portion: 'vegetable', count: 2, prep: (f) => (f.id === 'cherry-tomatoes' ? 'halved' : f.id === 'kale' ? 'finely shredded' : f.id === 'arugula' ? undefined : 'thinly sliced') },
      { role: 'dressing', options: ['tahini', 'greek-yogurt', 'olive-oil'], grams: 15, portion: 'fat' },
      { role: 'lemon', options: ['lemon-juice'], grams: 10 },
      { role: 'garlic', options: ['garlic'], grams: 2, prep: 'grated' },
      { role: 'oil', options: ['olive-oil', 'avocado-oil'], grams: 8, portion: 'fat' },
      { role: 'crunch', options: ['pumpkin-seeds', 'sunflower-seeds', 'almonds', 'sesame-seeds'], grams: 8, portion: 'fat', optional: true, prep: 'toasted' },
      { role: 'herb', options: ['fresh-parsley', 'fresh-mint', 'fresh-cilantro'], grams: 1.5, prep: 'chopped' },
    ],
    title: (p) => `${titleCase(p.must('roast').name)} and ${titleCase(dishName(p.must('protein')))} ${titleCase(p.must('grain').id === 'cauliflower' ? 'Cauliflower Rice' : p.must('grain').name.replace('brown ', 'Brown '))} Bowl`,
    description: (p) => `A colorful bowl of ${listOf([p.name('grain'), `roasted ${p.name('roast')}`, ...p.names('protein'), ...p.names('fresh').map((n) => `crisp ${n}`)])}, with a lemony ${p.must('dressing').id === 'tahini' ? 'tahini' : p.must('dressing').id === 'greek-yogurt' ? 'yogurt' : 'olive oil'} dressing. Packs well for lunches.`,
    steps: (p) => {
      const f = p.must('protein');
      return [
        'Heat the oven to 425°F.',
        `Toss the ${p.name('roast')}${f.id === 'chickpeas' || f.id === 'firm-tofu' ? ` and ${p.name('protein')}` : ''} with the ${p.name('oil')} and a big pinch of salt, spread on a sheet pan and roast for 20 to 25 minutes, turning once, until browned and tender${f.id === 'chickpeas' ? ' and the chickpeas are crisp' : ''}.`,
        p.must('grain').id === 'cauliflower'
          ? 'Cook the riced cauliflower in a dry skillet over medium-high heat for 4 to 5 minutes, until just tender.'
          : `Cook the ${p.name('grain')} in salted water as the package says (about 15 minutes for quinoa), drain and fluff.`,
        ...(f.id === 'chicken-breast' || f.id === 'salmon-fillet'
          ? [`Season the ${p.name('protein')} and roast on the same pan for the last ${f.id === 'salmon-fillet' ? '12 minutes, until it flakes (145°F)' : '18 to 20 minutes, until 165°F inside'}; slice.`]
          : f.id === 'egg'
            ? ['Boil the eggs for 7 minutes, cool in cold water, peel and halve.']
            : f.id === 'edamame'
              ? [`Boil the ${p.name('protein')} for 3 minutes and drain.`]
              : []),
        `Whisk the ${p.name('dressing')} with the lemon juice, garlic, a pinch of salt and water a spoonful at a time until it pours.`,
        `Divide the ${p.must('grain').id === 'cauliflower' ? 'cauliflower rice' : p.name('grain')} between bowls and top with ${listOf(['the roasted vegetables', ...p.names('protein'), ...p.names('fresh')])}. Drizzle with the dressing and finish with ${p.has('crunch') ? `${p.name('crunch')} and ` : ''}${p.name('herb')}.`,
      ];
    },
    tags: ['Lunch', 'Healthy', 'Meal Prep'],
  },
  {
    id: 'greek-salad',
    meals: ['lunch', 'dinner'],
    cuisines: ['Greek', 'Mediterranean'],
    keywords: ['salad', 'greek salad', 'horiatiki', 'chopped salad', 'side salad'],
    prep: 15,
    cook: 10,
    slots: [
      { role: 'protein', options: ['chicken-breast', 'chickpeas', 'shrimp', 'halloumi', 'canned-tuna'], grams: 110, portion: 'main', prep: (f) => (f.id === 'chickpeas' ? 'drained and rinsed' : f.id === 'shrimp' ? 'peeled and deveined' : f.id === 'halloumi' ? 'sliced 1/2 inch thick' : f.id === 'canned-tuna' ? 'drained' : 'pounded to an even thickness') },
      { role: 'base', options: ['romaine-lettuce', 'mixed-salad-greens', 'cucumber'], grams: 60, portion: 'vegetable', prep: 'chopped' },
      { role: 'veg', options: ['cucumber', 'tomato', 'cherry-tomatoes', 'red-bell-pepper', 'red-onion'], grams: 150, portion: 'vegetable', count: 3, prep: (f) => (f.id === 'cherry-tomatoes' ? 'halved' : f.id === 'red-onion' ? 'thinly sliced' : 'cut into chunks') },
      { role: 'olives', options: ['black-olives', 'green-olives'], grams: 15, optional: true, prep: 'pitted' },
      { role: 'cheese', options: ['feta', 'goat-cheese'], grams: 25, portion: 'fat', optional: true, prep: 'crumbled' },
      { role: 'oil', options: ['olive-oil'], grams: 14, portion: 'fat' },
      { role: 'acid', options: ['red-wine-vinegar', 'lemon-juice'], grams: 8 },
      { role: 'oregano', options: ['dried-oregano'], grams: 0.5 },
    ],
    title: (p) => `Greek Salad with ${titleCase(dishName(p.must('protein')))}`,
    description: (p) => `A crunchy Greek salad of ${listOf([...p.names('veg'), ...(p.has('olives') ? ['olives'] : [])])}${p.has('cheese') ? ` with ${p.name('cheese')}` : ''}, topped with ${p.name('protein')} and an oregano vinaigrette.`,
    steps: (p) => {
      const f = p.must('protein');
      return [
        `Whisk the ${p.name('oil')}, ${p.name('acid')}, oregano, a pinch of salt and plenty of pepper.`,
        f.id === 'chickpeas' || f.id === 'canned-tuna'
          ? `Toss the ${p.name('protein')} with a spoonful of the dressing.`
          : `Season the ${p.name('protein')} and cook in a hot, lightly oiled skillet over medium-high heat for ${f.id === 'shrimp' ? '2 minutes a side, until pink' : f.id === 'halloumi' ? '1 to 2 minutes a side, until golden' : '5 to 6 minutes a side, until 165°F inside, then rest and slice'}.`,
        `Toss ${listOf([`the ${p.name('base')}`, ...p.names('veg'), ...(p.has('olives') ? ['olives'] : [])])} with most of the dressing.`,
        `Top with the ${p.name('protein')}${p.has('cheese') ? ` and ${p.name('cheese')}` : ''}, drizzle with the rest of the dressing and serve right away.`,
      ];
    },
    tags: ['Lunch', 'Salad', 'Healthy'],
  },
];
