import type { Dish } from '../dish-types';

/** African dishes (West, North and East). */
export const AFRICAN: Dish[] = [
  {
    id: 'jollof-rice',
    name: 'Jollof Rice',
    aliases: ['jollof', 'jolof rice', 'jollof rice nigerian', 'ghana jollof', 'nigerian jollof', 'party jollof'],
    cuisine: 'West African',
    meals: ['dinner', 'lunch'],
    type: 'rice',
    description: 'West Africa’s party rice: long-grain rice cooked in a rich, smoky pepper and tomato sauce with thyme and bay until every grain is red and separate.',
    serves: 6,
    time: { prep: 15, cook: 50 },
    ingredients: {
      peppers: { food: 'red-bell-pepper', amount: '2', prep: 'roughly chopped' },
      tomatoes: { food: 'canned-diced-tomatoes', amount: '1 (14-oz) can' },
      onion: { food: 'yellow-onion', amount: '1', prep: 'roughly chopped', called: 'chopped onion' },
      slicedOnion: { food: 'yellow-onion', amount: '1', prep: 'thinly sliced', called: 'sliced onion' },
      scotchBonnet: { food: 'scotch-bonnet', amount: '1', prep: 'stemmed', heat: true, optional: true },
      oil: { food: 'vegetable-oil', amount: '1/3 cup' },
      tomatoPaste: { food: 'tomato-paste', amount: '3 tbsp' },
      curry: { food: 'curry-powder', amount: '2 tsp' },
      thyme: { food: 'dried-thyme', amount: '1 tsp' },
      bay: { food: 'bay-leaf', amount: '2', fixed: true },
      rice: { food: 'long-grain-white-rice', amount: '2 1/2 cups', prep: 'rinsed until the water runs clear' },
      stock: {
        food: 'chicken-broth',
        amount: '3 cups',
        swaps: [{ food: 'vegetable-broth', only: ['Vegetarian', 'Vegan', 'Pescatarian'] }, { food: 'low-sodium-chicken-broth', only: ['Low-Sodium'] }],
      },
      salt: { food: 'salt', amount: '1 tsp', optional: true },
      butter: { food: 'butter', amount: '1 tbsp', optional: true },
    },
    steps: [
      'Blend the {peppers}, {tomatoes} and {onion}[ with the {scotchBonnet}] until smooth.',
      'Heat the {oil} in a heavy pot over medium heat and fry the {slicedOnion} for 5 minutes, until soft.',
      'Add the {tomatoPaste} and fry for 3 minutes, stirring, until it darkens. Pour in the pepper purée with the {curry}, {thyme} and {bay} and cook for 15 minutes, until thick and the oil rises to the top.',
      'Stir in the {rice} to coat, then add the {stock}[ and {salt}]. Bring to a boil, cover tightly (a sheet of foil under the lid helps) and cook over low heat for 30 minutes without stirring.',
      'Turn the rice over from the bottom; the slightly smoky crust is prized. If the grains are still firm, add 1/4 cup water, cover and cook 5 minutes more.',
      'Take out the bay leaves[, stir in the {butter}] and serve.',
    ],
    variations: [
      {
        name: 'Chicken Jollof Rice',
        description: 'Jollof rice with browned {chicken} cooked in the pot.',
        add: { chicken: { food: 'chicken-thigh', amount: '1 1/2 lb', prep: 'cut into large pieces', swaps: [{ food: 'chickpeas', amount: '1 (15-oz) can', prep: 'drained and rinsed', only: ['Vegetarian', 'Vegan', 'Pescatarian'] }] } },
        steps: [
          'Blend the {peppers}, {tomatoes} and {onion}[ with the {scotchBonnet}] until smooth.',
          'Heat the {oil} in a heavy pot over medium-high heat and brown the {chicken} for 6 minutes; move to a plate. Fry the {slicedOnion} for 5 minutes.',
          'Add the {tomatoPaste} and fry for 3 minutes, then the pepper purée with the {curry}, {thyme} and {bay}. Cook for 15 minutes, until thick.',
          'Stir in the {rice}, return the chicken and add the {stock}[ and {salt}]. Cover tightly and cook over low heat for 30 minutes without stirring.',
          'Turn the rice over from the bottom, take out the bay leaves[, stir in the {butter}] and serve.',
        ],
      },
      {
        name: 'Jollof Rice with Mixed Vegetables',
        description: 'Jollof rice with carrots, peas and green beans stirred through, as it is served at many parties.',
        add: {
          carrots: { food: 'carrot', amount: '2', prep: 'diced' },
          peas: { food: 'frozen-peas', amount: '1 cup' },
        },
        steps: [
          'Blend the {peppers}, {tomatoes} and {onion}[ with the {scotchBonnet}] until smooth.',
          'Heat the {oil} in a heavy pot over medium heat and fry the {slicedOnion} for 5 minutes.',
          'Add the {tomatoPaste} and fry for 3 minutes, then the pepper purée with the {curry}, {thyme} and {bay}. Cook for 15 minutes, until thick.',
          'Stir in the {rice} and {carrots}, add the {stock}[ and {salt}], cover tightly and cook over low heat for 25 minutes.',
          'Scatter the {peas} over, cover and cook 5 minutes more. Turn the rice over, take out the bay leaves[, stir in the {butter}] and serve.',
        ],
      },
    ],
    cannot: {
      Keto: 'jollof is a rice dish',
      'Low-Carb': 'jollof is a rice dish',
      Paleo: 'jollof is a rice dish',
    },
  },
];
