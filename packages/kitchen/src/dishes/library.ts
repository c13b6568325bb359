import type { Dish } from './dish-types';
import { AFRICAN } from './entries/african';
import { AMERICAN } from './entries/american';
import { BREAKFAST } from './entries/breakfast';
import { CARIBBEAN } from './entries/caribbean';
import { CHINESE } from './entries/chinese';
import { DESSERTS } from './entries/desserts';
import { FRENCH } from './entries/french';
import { GREEK } from './entries/greek';
import { INDIAN } from './entries/indian';
import { ITALIAN } from './entries/italian';
import { JAPANESE } from './entries/japanese';
import { KOREAN } from './entries/korean';
import { MEXICAN } from './entries/mexican';
import { MEDITERRANEAN } from './entries/mediterranean';
import { MIDDLE_EASTERN } from './entries/middle-eastern';
import { SOUPS_SALADS_SANDWICHES } from './entries/soups-salads-sandwiches';
import { SPANISH } from './entries/spanish';
import { THAI } from './entries/thai';
import { VIETNAMESE } from './entries/vietnamese';

/** Every named dish Sous knows. Add a file's list here when you create a new file in `entries/`. */
export const DISHES: readonly Dish[] = [
  ...AMERICAN,
  ...ITALIAN,
  ...MEXICAN,
  ...FRENCH,
  ...INDIAN,
  ...CHINESE,
  ...JAPANESE,
  ...KOREAN,
  ...THAI,
  ...VIETNAMESE,
  ...MIDDLE_EASTERN,
  ...GREEK,
  ...MEDITERRANEAN,
  ...SOUPS_SALADS_SANDWICHES,
  ...AFRICAN,
  ...CARIBBEAN,
  ...SPANISH,
  ...BREAKFAST,
  ...DESSERTS,
];
