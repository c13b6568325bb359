import type { Dish } from '../dish-types';

/** Italian dishes. */
export const ITALIAN: Dish[] = [
  {
    id: 'spaghetti-carbonara',
    name: 'Spaghetti Carbonara',
    aliases: ['carbonara', 'pasta carbonara', 'spaghetti alla carbonara', 'carbonara pasta'],
    cuisine: 'Italian',
    meals: ['dinner', 'lunch'],
    type: 'pasta',
    description: 'The Roman classic: spaghetti tossed off the heat with egg yolks, sharp pecorino and crisp pork until it turns into a glossy, peppery sauce. No cream.',
    serves: 4,
    time: { prep: 10, cook: 20 },
    ingredients: {
      pasta: { food: 'spaghetti', amount: '1 lb', swaps: [{ food: 'gluten-free-pasta' }] },
      pork: {
        food: 'pancetta',
        amount: '6 oz',
        prep: 'cut into 1/4-inch strips',
        swaps: [{ food: 'cremini-mushrooms', amount: '8 oz', prep: 'thinly sliced', only: ['Vegetarian', 'Pescatarian'] }],
      },
      eggs: { food: 'egg', amount: '4' },
      yolks: { food: 'egg', amount: '2', prep: 'yolks only', called: 'extra yolks' },
      cheese: { food: 'pecorino-romano', amount: '2 oz', prep: 'finely grated', swaps: [{ food: 'parmesan' }] },
      pepper: { food: 'black-pepper', amount: '2 tsp', prep: 'coarsely ground' },
      salt: { food: 'salt', amount: '1 tbsp', optional: true, prep: 'for the pasta water' },
    },
    steps: [
      'Bring a large pot of water to a boil[ and add the {salt}].',
      'Whisk the {eggs}, {yolks}, most of the {cheese} and the {pepper} in a bowl.',
      'Cook the {pork} in a large skillet over medium heat for 8 to 10 minutes, until crisp and the fat has run. Take the pan off the heat.',
      'Cook the {pasta} until al dente. Save 1 cup of the cooking water, then drain.',
      'Add the pasta to the skillet and toss to coat in the fat. Let it stand 1 minute so it is hot but not sizzling.',
      'Pour in the egg mixture with a splash of the pasta water and toss quickly until the sauce is creamy and clings; add more water if it is thick. The eggs should thicken, not scramble.',
      'Serve at once with the rest of the cheese and more pepper.',
    ],
    variations: [
      {
        name: 'Zucchini Carbonara',
        description: 'A summer carbonara: golden fried zucchini folded through the egg and pecorino sauce with the crisp pork.',
        add: { zucchini: { food: 'zucchini', amount: '2', prep: 'cut into thin half-moons' }, oil: { food: 'olive-oil', amount: '2 tbsp' } },
        steps: [
          'Bring a large pot of water to a boil[ and add the {salt}].',
          'Whisk the {eggs}, {yolks}, most of the {cheese} and the {pepper} in a bowl.',
          'Heat the {oil} in a large skillet over medium-high heat and fry the {zucchini} for 6 to 8 minutes, until golden. Move to a plate.',
          'Cook the {pork} in the same skillet over medium heat for 8 minutes, until crisp. Return the zucchini and take the pan off the heat.',
          'Cook the {pasta} until al dente. Save 1 cup of the cooking water, then drain.',
          'Add the pasta to the skillet and toss. Pour in the egg mixture with a splash of pasta water and toss until creamy, adding more water if needed.',
          'Serve with the rest of the cheese.',
        ],
      },
      {
        name: 'Carbonara with Peas',
        description: 'Carbonara with sweet peas through the sauce, a favourite with children.',
        add: { peas: { food: 'frozen-peas', amount: '1 cup' } },
        steps: [
          'Bring a large pot of water to a boil[ and add the {salt}].',
          'Whisk the {eggs}, {yolks}, most of the {cheese} and the {pepper} in a bowl.',
          'Cook the {pork} in a large skillet over medium heat for 8 to 10 minutes, until crisp. Take the pan off the heat.',
          'Cook the {pasta} until al dente, adding the {peas} for the last 2 minutes. Save 1 cup of the cooking water, then drain.',
          'Add the pasta and peas to the skillet, toss, then pour in the egg mixture with a splash of pasta water and toss until creamy.',
          'Serve with the rest of the cheese.',
        ],
      },
    ],
    cannot: {
      Eggs: 'the sauce of a carbonara is egg yolk set by the heat of the pasta',
      Dairy: 'carbonara is egg and aged pecorino; without the cheese it is not a carbonara',
      Vegan: 'the sauce of a carbonara is egg and cheese',
    },
  },
];
