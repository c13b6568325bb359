import type { Alternative, Dish, DishIngredient, DishTime, DishVariation } from './dish-types';

/** One take on a dish, the classic or a variation, with its own list, steps and times. */
export interface Take {
  dish: Dish;
  variation?: DishVariation;
  name: string;
  description: string;
  /** Ingredients in list order, keyed by role. */
  ingredients: [role: string, ingredient: DishIngredient][];
  steps: string[];
  time: DishTime;
}

/** A variation's `use` entry as a full alternative. */
const asAlternative = (use: string | Alternative): Alternative => (typeof use === 'string' ? { food: use } : use);

/**
 * The take of `dish` that `variation` describes (the classic when undefined): the variation's
 * `use` replaces a role's food (keeping the role's amount and swaps unless given; the role is
 * then required), `drop`
 * removes roles, `add` appends them, and `steps`/`time`/`description` replace the dish's.
 */
export function takeOf(dish: Dish, variation?: DishVariation): Take {
  const dropped = new Set(variation?.drop ?? []);
  const ingredients: [string, DishIngredient][] = [];
  for (const [role, ingredient] of Object.entries(dish.ingredients)) {
    if (dropped.has(role)) continue;
    const use = variation?.use?.[role];
    if (use === undefined) {
      ingredients.push([role, ingredient]);
      continue;
    }
    const alt = asAlternative(use);
    ingredients.push([
      role,
      {
        ...ingredient,
        food: alt.food,
        amount: alt.amount ?? ingredient.amount,
        prep: alt.prep ?? (alt.amount === undefined ? ingredient.prep : undefined),
        called: alt.called,
        nameAs: alt.nameAs ?? ingredient.nameAs,
        // What a variation changes is what it is about: no longer optional.
        optional: false,
      },
    ]);
  }
  for (const [role, ingredient] of Object.entries(variation?.add ?? {})) ingredients.push([role, ingredient]);
  return {
    dish,
    variation,
    name: variation?.name ?? dish.name,
    description: variation?.description ?? dish.description,
    ingredients,
    steps: variation?.steps ?? dish.steps,
    time: { ...dish.time, ...variation?.time },
  };
}

/** Every take of a dish: the classic first, then its variations. */
export const takesOf = (dish: Dish): Take[] => [takeOf(dish), ...dish.variations.map((v) => takeOf(dish, v))];

/** A role named in a step template, and whether it sits inside a [bracketed] fragment. */
export interface RoleMention {
  role: string;
  bracketed: boolean;
}

/** The roles a step names, `{role}`, and which of them are inside `[...]`. */
export function roleMentions(step: string): RoleMention[] {
  const mentions: RoleMention[] = [];
  let depth = 0;
  for (let i = 0; i < step.length; i++) {
    const c = step[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '{') {
      const end = step.indexOf('}', i);
      if (end < 0) break;
      mentions.push({ role: step.slice(i + 1, end), bracketed: depth > 0 });
      i = end;
    }
  }
  return mentions;
}

/** Brackets that do not pair up or nest, for the validator: undefined when the step is well formed. */
export function bracketProblem(step: string): string | undefined {
  let depth = 0;
  for (const c of step) {
    if (c === '[') depth++;
    if (c === ']') depth--;
    if (depth < 0 || depth > 1) return 'brackets must pair up and must not nest';
  }
  return depth === 0 ? undefined : 'a [ is never closed';
}
