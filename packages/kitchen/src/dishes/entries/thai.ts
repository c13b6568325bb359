import type { Dish } from '../dish-types';

/** Thai dishes. */
export const THAI: Dish[] = [
  {
    id: 'pad-thai',
    name: 'Pad Thai',
    aliases: ['phad thai', 'pad thai noodles', 'padthai', 'thai fried noodles', 'pad thai with shrimp'],
    cuisine: 'Thai',
    meals: ['dinner', 'lunch'],
    type: 'noodles',
    description: 'Rice noodles stir-fried with tamarind, {fishSauce} and a little sugar,[ with {eggs},] bean sprouts and green onions, finished[ with crushed {peanuts} and] with lime.',
    serves: 4,
    time: { prep: 25, cook: 15 },
    ingredients: {
      noodles: { food: 'rice-noodles', amount: '8 oz', prep: 'flat, about 1/4 inch wide' },
      tamarind: { food: 'tamarind-paste', amount: '3 tbsp' },
      fishSauce: {
        food: 'fish-sauce',
        amount: '3 tbsp',
        swaps: [{ food: 'soy-sauce', only: ['Fish', 'Shellfish', 'Vegetarian', 'Vegan'] }, { food: 'tamari' }, { food: 'coconut-aminos' }],
      },
      sugar: { food: 'brown-sugar', amount: '3 tbsp' },
      oil: { food: 'vegetable-oil', amount: '3 tbsp' },
      shrimp: {
        food: 'shrimp',
        amount: '12 oz',
        prep: 'peeled and deveined',
        nameAs: 'Shrimp',
        optional: true,
        swaps: [{ food: 'chicken-thigh', prep: 'cut into thin strips', called: 'chicken', nameAs: 'Chicken', only: ['Shellfish'] }],
      },
      tofu: { food: 'firm-tofu', amount: '1/2 (14-oz) block', prep: 'pressed and cut into small cubes', optional: true },
      shallot: { food: 'shallot', amount: '2', prep: 'thinly sliced' },
      garlic: { food: 'garlic', amount: '3 cloves', prep: 'minced' },
      eggs: { food: 'egg', amount: '2', optional: true },
      sprouts: { food: 'bean-sprouts', amount: '2 cups' },
      onions: { food: 'green-onion', amount: '4', prep: 'cut into 1-inch lengths' },
      peanuts: {
        food: 'peanuts',
        amount: '1/3 cup',
        prep: 'roasted and roughly chopped',
        optional: true,
        swaps: [{ food: 'sunflower-seeds', prep: 'toasted', only: ['Peanuts', 'Tree Nuts'] }],
      },
      chili: { food: 'red-pepper-flakes', amount: '1 tsp', heat: true, optional: true },
      lime: { food: 'lime', amount: '1', prep: 'cut into wedges' },
    },
    steps: [
      'Soak the {noodles} in warm water for 20 to 30 minutes, until bendy but still firm; drain.',
      'Stir the {tamarind}, {fishSauce} and {sugar} with 2 tablespoons water until the sugar dissolves.',
      'Heat 1 tablespoon of the {oil} in a wok over high heat.[ Cook the {shrimp} for 1 to 2 minutes, until just pink, and move to a plate.][ Fry the {tofu} for 4 minutes, until golden, and move to the plate.]',
      'Add the rest of the oil, the {shallot} and {garlic} and stir for 30 seconds.',
      'Add the noodles and the sauce and toss for 2 to 3 minutes, until the noodles soften and soak up the sauce; add a splash of water if they stick.',
      '[Push the noodles aside, crack in the {eggs} and scramble until just set, then toss through.]',
      'Return everything from the plate, add the {sprouts} and {onions} and toss for 1 minute.',
      'Serve[ topped with the {peanuts}][ and a pinch of {chili}], with the {lime} wedges.',
    ],
    variations: [
      {
        name: 'Chicken Pad Thai',
        use: { shrimp: { food: 'chicken-thigh', prep: 'cut into thin strips', called: 'chicken', nameAs: 'Chicken' } },
        description: 'Pad thai with tender strips of {shrimp}.',
      },
      {
        name: 'Tofu Pad Thai',
        description: 'A pad thai with plenty of golden {tofu} and no shrimp.',
        drop: ['shrimp'],
        use: { tofu: { food: 'firm-tofu', amount: '1 (14-oz) block', prep: 'pressed and cut into small cubes' } },
      },
    ],
    cannot: {},
  },
];
