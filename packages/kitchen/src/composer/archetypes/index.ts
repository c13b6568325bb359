import type { Archetype } from '../archetype';
import { AMERICAS } from './americas';
import { ASIAN } from './asian';
import { BOWLS } from './bowls';
import { BREAKFAST } from './breakfast';
import { DESSERTS } from './desserts';
import { INDIAN } from './indian';
import { MEDITERRANEAN } from './mediterranean';

/** Every dish the composer can write. */
export const ARCHETYPES: readonly Archetype[] = [...BREAKFAST, ...ASIAN, ...MEDITERRANEAN, ...AMERICAS, ...INDIAN, ...BOWLS, ...DESSERTS];
