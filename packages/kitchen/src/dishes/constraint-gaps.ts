import { ALLERGENS, type Allergen, type DietaryRestriction } from '@sous/contract/preferences';
import { makeTake } from '../composer/make-dish';
import type { Constraint, Dish } from './dish-types';
import { takeOf } from './take';

/** The constraints every dish must either survive or explain with `cannot`. */
export const CHECKED_CONSTRAINTS: Constraint[] = [...ALLERGENS, 'Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free'];

/** A dish that cannot be made under a constraint and gives no reason why. */
export interface ConstraintGap {
  dish: string;
  constraint: Constraint;
  why: string;
}

/** Makes each dish's classic under each checked constraint and returns the failures without a `cannot` reason. */
export function dishConstraintGaps(dishes: readonly Dish[]): ConstraintGap[] {
  const gaps: ConstraintGap[] = [];
  for (const dish of dishes) {
    for (const constraint of CHECKED_CONSTRAINTS) {
      if (dish.cannot?.[constraint] !== undefined) continue;
      const isAllergen = (ALLERGENS as readonly string[]).includes(constraint);
      const made = makeTake(takeOf(dish), {
        constraints: {
          allergies: isAllergen ? [constraint as Allergen] : [],
          dietaryRestrictions: isAllergen ? [] : [constraint as DietaryRestriction],
        },
        excluded: [],
        servings: dish.serves,
        have: [],
      });
      if (!made.ok) gaps.push({ dish: dish.id, constraint, why: made.why });
    }
  }
  return gaps;
}
