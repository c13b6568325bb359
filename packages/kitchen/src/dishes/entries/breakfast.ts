import type { Dish } from '../dish-types';

/** breakfast dishes. */
export const BREAKFAST: Dish[] = [
];
