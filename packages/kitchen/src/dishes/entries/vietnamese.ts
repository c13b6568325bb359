import type { Dish } from '../dish-types';

/** Vietnamese dishes. */
export const VIETNAMESE: Dish[] = [
  {
    id: 'beef-pho',
    name: 'Beef Pho',
    aliases: ['pho', 'pho bo', 'phở', 'pho soup', 'vietnamese beef noodle soup', 'beef noodle soup', 'fo soup'],
    cuisine: 'Vietnamese',
    meals: ['dinner', 'lunch'],
    type: 'noodle soup',
    description: 'A weeknight pho: {stock} infused with charred onion, ginger, star anise and cinnamon, poured over rice noodles and paper-thin {beef} that cooks in the bowl, with herbs, sprouts and lime.',
    serves: 4,
    time: { prep: 20, cook: 40 },
    ingredients: {
      onion: { food: 'yellow-onion', amount: '1', prep: 'halved' },
      ginger: { food: 'ginger', amount: '2 tbsp', prep: 'thickly sliced' },
      anise: { food: 'star-anise', amount: '3 pods', fixed: true },
      cinnamon: { food: 'ground-cinnamon', amount: '1/2 tsp' },
      cloves: { food: 'ground-cloves', amount: '1/8 tsp' },
      stock: {
        food: 'beef-stock',
        amount: '8 cups',
        swaps: [{ food: 'vegetable-broth', only: ['Vegetarian', 'Vegan', 'Pescatarian'] }],
      },
      fishSauce: {
        food: 'fish-sauce',
        amount: '3 tbsp',
        swaps: [{ food: 'soy-sauce', only: ['Fish', 'Shellfish', 'Vegetarian', 'Vegan'] }, { food: 'tamari' }, { food: 'coconut-aminos' }],
      },
      sugar: { food: 'granulated-sugar', amount: '1 tbsp', optional: true },
      noodles: { food: 'rice-noodles', amount: '12 oz', prep: 'thin' },
      beef: {
        food: 'sirloin-steak',
        amount: '12 oz',
        prep: 'frozen for 20 minutes, then sliced paper-thin',
        nameAs: 'Beef',
        swaps: [{ food: 'firm-tofu', amount: '1 (14-oz) block', prep: 'cut into thin slices', nameAs: 'Tofu', only: ['Vegetarian', 'Vegan', 'Pescatarian'] }],
      },
      sprouts: { food: 'bean-sprouts', amount: '2 cups' },
      basil: { food: 'fresh-basil', amount: '1 cup', prep: 'Thai basil if you can find it, leaves picked' },
      cilantro: { food: 'fresh-cilantro', amount: '1/2 cup', prep: 'leaves' },
      onions: { food: 'green-onion', amount: '3', prep: 'thinly sliced' },
      chile: { food: 'jalapeno', amount: '1', prep: 'thinly sliced', heat: true, optional: true },
      lime: { food: 'lime', amount: '2', prep: 'cut into wedges' },
      hoisin: { food: 'hoisin-sauce', amount: '1/4 cup', prep: 'to serve', optional: true },
    },
    steps: [
      'Char the {onion} and {ginger} in a dry pot over high heat for 5 minutes, turning, until blackened in spots.',
      'Add the {anise}, {cinnamon} and {cloves} and toast for 30 seconds, then pour in the {stock} and 2 cups water. Simmer, partly covered, for 30 minutes.',
      'Strain the broth and season it with the {fishSauce}[ and {sugar}]; it should taste a little too salty on its own.',
      'Meanwhile soak or cook the {noodles} according to the package and divide among 4 deep bowls.',
      'Lay the {beef} over the noodles and ladle the boiling broth straight over it so it cooks in the bowl.',
      'Serve with the {sprouts}, {basil}, {cilantro}, {onions}[, {chile}] and {lime} wedges at the table[, and the {hoisin} for dipping].',
    ],
    variations: [
      {
        name: 'Chicken Pho',
        description: 'Pho ga: a clear, gingery {stock} with poached {beef} over rice noodles.',
        use: {
          stock: 'chicken-broth',
          beef: { food: 'chicken-breast', amount: '1 lb', prep: 'whole', nameAs: 'Chicken' },
        },
        steps: [
          'Char the {onion} and {ginger} in a dry pot over high heat for 5 minutes, turning, until blackened in spots.',
          'Add the {anise}, {cinnamon} and {cloves} and toast for 30 seconds, then pour in the {stock} and 2 cups water. Add the {beef} and simmer gently for 15 minutes, until just cooked. Lift it out and shred.',
          'Simmer the broth 15 minutes more, strain and season with the {fishSauce}[ and {sugar}].',
          'Cook the {noodles} according to the package and divide among 4 deep bowls. Top with the shredded chicken.',
          'Ladle the boiling broth over and serve with the {sprouts}, {basil}, {cilantro}, {onions}[, {chile}] and {lime} wedges[, and the {hoisin}].',
        ],
      },
      {
        name: 'Mushroom and Tofu Pho',
        description: 'Pho chay: {stock} with the same charred spices, with {beef} and shiitake mushrooms.',
        use: {
          stock: 'vegetable-broth',
          beef: { food: 'firm-tofu', amount: '1 (14-oz) block', prep: 'cut into thin slices', nameAs: 'Tofu' },
          fishSauce: 'soy-sauce',
        },
        add: { mushrooms: { food: 'shiitake-mushrooms', amount: '6 oz', prep: 'sliced' } },
        steps: [
          'Char the {onion} and {ginger} in a dry pot over high heat for 5 minutes, turning.',
          'Add the {anise}, {cinnamon} and {cloves} and toast for 30 seconds, then pour in the {stock} and 2 cups water. Simmer for 30 minutes.',
          'Strain the broth, add the {mushrooms} and {beef} and simmer for 5 minutes. Season with the {fishSauce}[ and {sugar}].',
          'Cook the {noodles} according to the package and divide among 4 deep bowls. Ladle over the broth, mushrooms and tofu.',
          'Serve with the {sprouts}, {basil}, {cilantro}, {onions}[, {chile}] and {lime} wedges[, and the {hoisin}].',
        ],
      },
    ],
    cannot: {},
  },
];
