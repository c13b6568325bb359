import type { Dish } from '../dish-types';

/** Chinese and Chinese-American dishes. */
export const CHINESE: Dish[] = [
  {
    id: 'beef-and-broccoli',
    name: 'Beef and Broccoli',
    aliases: ['beef broccoli', 'broccoli beef', 'beef with broccoli', 'beef & broccoli', 'beef and brocolli', 'chinese beef and broccoli'],
    cuisine: 'Chinese',
    meals: ['dinner'],
    type: 'stir-fry',
    description: 'Takeout-style stir-fry: tender slices of beef and bright broccoli in a glossy garlic, ginger and oyster sauce.',
    serves: 4,
    time: { prep: 20, cook: 15 },
    ingredients: {
      beef: {
        food: 'flank-steak',
        amount: '1 lb',
        prep: 'thinly sliced across the grain',
        nameAs: 'Beef',
        swaps: [{ food: 'firm-tofu', amount: '1 (14-oz) block', prep: 'pressed and cut into 1-inch cubes', nameAs: 'Tofu', only: ['Vegetarian', 'Vegan', 'Pescatarian'] }],
      },
      cornstarch: { food: 'cornstarch', amount: '2 tbsp', swaps: [{ food: 'arrowroot' }] },
      soy: {
        food: 'soy-sauce',
        amount: '3 tbsp',
        swaps: [{ food: 'tamari', only: ['Wheat', 'Gluten', 'Gluten-Free'] }, { food: 'coconut-aminos' }],
      },
      oyster: { food: 'oyster-sauce', amount: '3 tbsp', swaps: [{ food: 'hoisin-sauce', only: ['Shellfish', 'Fish', 'Vegetarian', 'Vegan', 'Pescatarian'] }], optional: true },
      sugar: { food: 'brown-sugar', amount: '1 tbsp', optional: true },
      broccoli: { food: 'broccoli', amount: '1 lb', prep: 'cut into florets' },
      oil: { food: 'vegetable-oil', amount: '3 tbsp' },
      garlic: { food: 'garlic', amount: '3 cloves', prep: 'minced' },
      ginger: { food: 'ginger', amount: '1 tbsp', prep: 'grated' },
      rice: { food: 'long-grain-white-rice', amount: '1 1/2 cups', prep: 'to serve', optional: true, swaps: [{ food: 'brown-rice', only: ['Low-Fat'] }] },
    },
    steps: [
      '[Cook the {rice} according to the package.]',
      'Toss the {beef} with 1 tablespoon of the {cornstarch} and 1 tablespoon of the {soy}. Leave for 10 minutes.',
      'Stir the rest of the soy sauce and cornstarch with[ the {oyster},][ the {sugar} and] 1/2 cup water to make the sauce.',
      'Heat half the {oil} in a wok or large skillet over high heat until shimmering. Sear the beef in one layer for 1 to 2 minutes a side, until browned. Move to a plate.',
      'Add the rest of the oil and the {broccoli} with 3 tablespoons water. Cover and steam-fry for 3 minutes, until bright green and crisp-tender.',
      'Add the {garlic} and {ginger} and stir for 30 seconds, until fragrant.',
      'Return the beef, pour in the sauce and toss for 1 to 2 minutes, until the sauce is thick and glossy. Serve hot[ over the rice].',
    ],
    variations: [
      {
        name: 'Spicy Beef and Broccoli',
        description: 'Beef and broccoli with dried chili heat and a splash of vinegar, Sichuan-style.',
        add: { chili: { food: 'red-pepper-flakes', amount: '1 tsp', heat: true }, vinegar: { food: 'rice-vinegar', amount: '1 tbsp' } },
        steps: [
          '[Cook the {rice} according to the package.]',
          'Toss the {beef} with 1 tablespoon of the {cornstarch} and 1 tablespoon of the {soy}. Leave for 10 minutes.',
          'Stir the rest of the soy sauce and cornstarch with[ the {oyster},][ the {sugar},] the {vinegar} and 1/2 cup water.',
          'Heat half the {oil} in a wok over high heat. Sear the beef in one layer for 1 to 2 minutes a side. Move to a plate.',
          'Add the rest of the oil and the {broccoli} with 3 tablespoons water; cover and steam-fry for 3 minutes.',
          'Add the {garlic}, {ginger} and {chili} and stir for 30 seconds.',
          'Return the beef, pour in the sauce and toss until glossy. Serve[ over the rice].',
        ],
      },
      {
        name: 'Beef and Broccoli Noodles',
        description: 'The same stir-fry tossed with chewy noodles, lo mein style, so it is a meal in one pan.',
        drop: ['rice'],
        add: { noodles: { food: 'egg-noodles', amount: '8 oz', swaps: [{ food: 'rice-noodles' }] } },
        steps: [
          'Cook the {noodles} according to the package, drain and rinse with cold water.',
          'Toss the {beef} with 1 tablespoon of the {cornstarch} and 1 tablespoon of the {soy}. Leave for 10 minutes.',
          'Stir the rest of the soy sauce and cornstarch with[ the {oyster},][ the {sugar} and] 3/4 cup water.',
          'Heat half the {oil} in a wok over high heat. Sear the beef for 1 to 2 minutes a side. Move to a plate.',
          'Add the rest of the oil and the {broccoli} with 3 tablespoons water; cover and steam-fry for 3 minutes. Add the {garlic} and {ginger} for 30 seconds.',
          'Add the noodles, beef and sauce and toss for 2 minutes, until the noodles are coated and hot.',
        ],
      },
    ],
    cannot: { Soy: 'the sauce is soy sauce; coconut aminos would be used if the cook can have it' },
  },
];
