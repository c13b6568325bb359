import { capitalize, dishName, titleCase, type Archetype } from '../archetype';

/** Dishes from India. */
export const INDIAN: Archetype[] = [
  {
    id: 'indian-curry',
    meals: ['dinner'],
    cuisines: ['Indian'],
    keywords: ['curry', 'masala', 'tikka', 'butter chicken', 'korma', 'chana', 'vindaloo', 'indian'],
    prep: 15,
    cook: 35,
    slots: [
      { role: 'protein', options: ['chicken-thigh', 'chickpeas', 'paneer', 'shrimp', 'firm-tofu', 'chicken-breast'], grams: 150, portion: 'main', prep: (f) => (f.id === 'chickpeas' ? 'drained and rinsed' : f.id === 'shrimp' ? 'peeled and deveined' : 'cut into bite-size pieces') },
      { role: 'onion', options: ['yellow-onion'], grams: 60, prep: 'finely chopped' },
      { role: 'garlic', options: ['garlic'], grams: 3, prep: 'minced' },
      { role: 'ginger', options: ['ginger'], grams: 6, prep: 'finely grated' },
      { role: 'tomatoes', options: ['crushed-tomatoes', 'canned-diced-tomatoes'], grams: 120 },
      { role: 'masala', options: ['garam-masala', 'curry-powder'], grams: 2.5 },
      { role: 'cumin', options: ['ground-cumin'], grams: 1 },
      { role: 'turmeric', options: ['ground-turmeric'], grams: 0.6 },
      { role: 'chili', options: ['cayenne-pepper', 'red-pepper-flakes'], grams: 0.3, optional: true },
      { role: 'cream', options: ['heavy-cream', 'plain-yogurt', 'coconut-milk', 'coconut-cream'], grams: 40, portion: 'fat' },
      { role: 'greens', options: ['spinach', 'frozen-peas', 'cauliflower'], grams: 60, portion: 'vegetable', optional: true, prep: (f) => (f.id === 'cauliflower' ? 'cut into small florets' : undefined) },
      { role: 'fat', options: ['ghee', 'vegetable-oil', 'coconut-oil'], grams: 9, portion: 'fat' },
      { role: 'herb', options: ['fresh-cilantro'], grams: 1.5, prep: 'chopped' },
      { role: 'side', options: ['long-grain-white-rice', 'brown-rice', 'naan', 'cauliflower'], grams: 60, portion: 'starch', optional: true, prep: (f) => (f.id === 'cauliflower' ? 'riced' : f.id === 'naan' ? 'warmed' : 'basmati if you have it') },
    ],
    title: (p) => {
      const f = p.must('protein');
      const name = f.id === 'chickpeas' ? 'Chana Masala' : f.id === 'paneer' ? 'Paneer Tikka Masala' : `${titleCase(dishName(f))} Tikka Masala`;
      return p.has('greens') && f.id === 'chickpeas' ? `Chana Masala with ${titleCase(p.name('greens'))}` : name;
    },
    description: (p) => `${capitalize(p.name('protein'))} simmered in a gently spiced tomato sauce with ginger, garlic and ${p.name('masala')}, made silky with ${p.name('cream')}.`,
    steps: (p) => {
      const f = p.must('protein');
      const side = p.get('side');
      return [
        ...(side && side.kind === 'starch' && side.id !== 'cauliflower' ? [`Rinse and cook the ${p.name('side')} as the package says; keep covered.`] : []),
        `Heat the ${p.name('fat')} in a large, deep skillet over medium heat. Cook the ${p.name('onion')} with a pinch of salt for 8 to 10 minutes, stirring, until deep golden.`,
        `Add the garlic and ginger and cook for 1 minute, then the ${p.name('masala')}, cumin, turmeric${p.has('chili') ? ` and ${p.name('chili')}` : ''} for 30 seconds, until fragrant.`,
        `Add the ${p.name('tomatoes')} and 1/2 cup water and simmer for 10 minutes, until thick and the oil glistens at the edges.`,
        `Add the ${p.name('protein')} and simmer for ${f.flags.includes('poultry') ? '12 to 15 minutes, until the chicken is cooked through (165°F inside)' : f.id === 'shrimp' ? '4 to 5 minutes, until pink' : '8 minutes, until heated through and the sauce clings'}.`,
        `Stir in the ${p.name('cream')}${p.has('greens') ? ` and ${p.name('greens')}` : ''} and simmer for ${p.get('greens')?.id === 'cauliflower' ? '8 minutes, until the cauliflower is tender' : '2 to 3 minutes'}. Season with salt.`,
        ...(side?.id === 'cauliflower' ? ['Cook the riced cauliflower in a dry skillet over medium-high heat for 4 to 5 minutes, until tender.'] : []),
        `Scatter with ${p.name('herb')} and serve${side ? ` with ${side.id === 'cauliflower' ? 'the cauliflower rice' : p.name('side')}` : ''}.`,
      ];
    },
    tags: ['Dinner', 'Curry'],
  },
  {
    id: 'dal',
    meals: ['dinner', 'lunch'],
    cuisines: ['Indian'],
    keywords: ['dal', 'dhal', 'daal', 'lentil', 'lentil curry', 'tadka'],
    prep: 10,
    cook: 35,
    slots: [
      { role: 'lentils', options: ['red-lentils', 'yellow-split-peas', 'brown-lentils'], grams: 70, portion: 'main', prep: 'rinsed' },
      { role: 'onion', options: ['yellow-onion'], grams: 40, prep: 'finely chopped' },
      { role: 'garlic', options: ['garlic'], grams: 3, prep: 'thinly sliced' },
      { role: 'ginger', options: ['ginger'], grams: 5, prep: 'finely grated' },
      { role: 'tomato', options: ['tomato', 'canned-diced-tomatoes'], grams: 60, prep: 'chopped' },
      { role: 'turmeric', options: ['ground-turmeric'], grams: 0.7 },
      { role: 'seeds', options: ['mustard-seeds', 'ground-cumin'], grams: 1.2 },
      { role: 'masala', options: ['garam-masala'], grams: 1 },
      { role: 'greens', options: ['spinach', 'kale', 'swiss-chard'], grams: 50, portion: 'vegetable', optional: true, prep: 'chopped' },
      { role: 'fat', options: ['ghee', 'coconut-oil', 'vegetable-oil'], grams: 9, portion: 'fat' },
      { role: 'lemon', options: ['lemon-juice', 'lime-juice'], grams: 6 },
      { role: 'herb', options: ['fresh-cilantro'], grams: 1.5, prep: 'chopped' },
      { role: 'side', options: ['long-grain-white-rice', 'brown-rice', 'naan'], grams: 55, portion: 'starch', optional: true },
    ],
    title: (p) => `${p.must('lentils').id === 'yellow-split-peas' ? 'Yellow' : p.must('lentils').id === 'red-lentils' ? 'Red Lentil' : 'Lentil'} Dal${p.has('greens') ? ` with ${titleCase(p.name('greens'))}` : ''} and Garlic Tadka`,
    description: (p) => `Comforting ${p.name('lentils')} simmered with turmeric until creamy, topped with a sizzling tadka of garlic and spices in ${p.name('fat')}.`,
    steps: (p) => [
      `Simmer the ${p.name('lentils')} with the turmeric, ginger and 3 cups water per cup of lentils for ${p.must('lentils').id === 'red-lentils' ? '20 minutes' : '30 minutes'}, stirring now and then, until completely soft and creamy. Add the ${p.name('tomato')}${p.has('greens') ? ` and ${p.name('greens')}` : ''} for the last 5 minutes and season with salt.`,
      ...(p.has('side') && p.must('side').kind === 'starch' ? [`Meanwhile cook the ${p.name('side')} as the package says.`] : []),
      `For the tadka, heat the ${p.name('fat')} in a small pan over medium heat. Add the ${p.name('seeds')} and, once they ${p.must('seeds').id === 'mustard-seeds' ? 'pop' : 'sizzle'}, the ${p.name('onion')}. Cook for 6 minutes, until golden.`,
      'Add the garlic and garam masala and cook for 1 minute, until the garlic is golden at the edges.',
      `Pour the sizzling tadka over the dal, stir in the ${p.name('lemon')} and scatter with ${p.name('herb')}. Serve${p.has('side') ? ` with ${p.name('side')}` : ''}.`,
    ],
    tags: ['Dinner', 'Vegetarian', 'Budget-Friendly'],
  },
];
