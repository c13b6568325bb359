import type { Dish } from '../dish-types';

/** spanish dishes. */
export const SPANISH: Dish[] = [
];
