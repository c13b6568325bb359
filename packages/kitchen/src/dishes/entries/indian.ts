import type { Dish } from '../dish-types';

/** Indian dishes. */
export const INDIAN: Dish[] = [
  {
    id: 'chana-masala',
    name: 'Chana Masala',
    aliases: ['chole', 'chhole', 'channa masala', 'chana masaala', 'chickpea curry', 'punjabi chole'],
    cuisine: 'Indian',
    meals: ['dinner', 'lunch'],
    type: 'curry',
    description: 'Chickpeas simmered in a tangy, deeply spiced onion and tomato gravy, finished with garam masala, lemon and cilantro.',
    serves: 4,
    time: { prep: 10, cook: 35 },
    ingredients: {
      oil: { food: 'vegetable-oil', amount: '3 tbsp' },
      cumin: { food: 'ground-cumin', amount: '1 1/2 tsp' },
      onion: { food: 'yellow-onion', amount: '1', prep: 'finely chopped' },
      garlic: { food: 'garlic', amount: '4 cloves', prep: 'minced' },
      ginger: { food: 'ginger', amount: '1 tbsp', prep: 'grated' },
      chile: { food: 'green-chile', amount: '1', prep: 'slit lengthwise', heat: true, optional: true },
      coriander: { food: 'ground-coriander', amount: '2 tsp' },
      turmeric: { food: 'ground-turmeric', amount: '1/2 tsp' },
      tomatoes: { food: 'canned-diced-tomatoes', amount: '1 (14-oz) can' },
      chickpeas: { food: 'chickpeas', amount: '2 (15-oz) cans', prep: 'drained and rinsed' },
      garamMasala: { food: 'garam-masala', amount: '1 tsp' },
      salt: { food: 'salt', amount: '1 tsp', optional: true },
      lemon: { food: 'lemon', amount: '1/2', prep: 'juiced' },
      cilantro: { food: 'fresh-cilantro', amount: '1/4 cup', prep: 'chopped' },
    },
    steps: [
      'Heat the {oil} in a heavy pot over medium heat. Add the {cumin} and let it sizzle for 30 seconds.',
      'Add the {onion} and cook for 10 to 12 minutes, stirring, until deep golden.',
      'Stir in the {garlic}, {ginger}[ and {chile}] and cook for 1 minute, then the {coriander} and {turmeric} for 30 seconds.',
      'Add the {tomatoes} and cook for 8 minutes, until the oil separates from the masala at the edges.',
      'Add the {chickpeas}[, the {salt}] and 1 cup water. Simmer for 15 minutes, mashing a few chickpeas against the pot to thicken the gravy.',
      'Stir in the {garamMasala} and the {lemon} juice, scatter with the {cilantro} and serve hot.',
    ],
    variations: [
      {
        name: 'Chana Masala with Spinach',
        description: 'Chana saag: the spiced chickpeas with a pan of spinach wilted into the gravy.',
        add: { spinach: { food: 'spinach', amount: '5 oz' } },
        steps: [
          'Heat the {oil} in a heavy pot over medium heat. Add the {cumin} and let it sizzle for 30 seconds.',
          'Add the {onion} and cook for 10 to 12 minutes, stirring, until deep golden.',
          'Stir in the {garlic}, {ginger}[ and {chile}] and cook for 1 minute, then the {coriander} and {turmeric} for 30 seconds.',
          'Add the {tomatoes} and cook for 8 minutes, until the oil separates at the edges.',
          'Add the {chickpeas}[, the {salt}] and 1 cup water and simmer for 15 minutes.',
          'Stir in the {spinach} a handful at a time until wilted, then the {garamMasala} and {lemon} juice. Scatter with the {cilantro}.',
        ],
      },
      {
        name: 'Aloo Chana Masala',
        description: 'Chana masala with soft potato cubes that soak up the gravy, a Punjabi home favourite.',
        add: { potato: { food: 'potato', amount: '2', prep: 'peeled and cut into 3/4-inch cubes' } },
        time: { cook: 40 },
        steps: [
          'Heat the {oil} in a heavy pot over medium heat. Add the {cumin} and let it sizzle for 30 seconds.',
          'Add the {onion} and cook for 10 to 12 minutes, stirring, until deep golden.',
          'Stir in the {garlic}, {ginger}[ and {chile}] and cook for 1 minute, then the {coriander} and {turmeric} for 30 seconds.',
          'Add the {tomatoes} and {potato} and cook for 8 minutes.',
          'Add the {chickpeas}[, the {salt}] and 1 1/2 cups water. Cover and simmer for 20 minutes, until the potatoes are tender.',
          'Stir in the {garamMasala} and {lemon} juice and scatter with the {cilantro}.',
        ],
      },
    ],
    cannot: {
      Paleo: 'chana masala is made of chickpeas, a legume',
      Keto: 'chickpeas carry too much carbohydrate for keto',
      'Low-Carb': 'chickpeas carry too much carbohydrate to call it low-carb',
    },
  },
];
