/**
 * Makes every library dish under each allergy and the common diets, and lists the ones that
 * fail without a `cannot` reason (usually a plain word in a step that the checker reads as the
 * allergen: "the toast", "gravy", "return the beef" after a tofu swap).
 *
 *   npx tsx packages/kitchen/scripts/check-dishes.ts [dish-id...]
 */
import { dishConstraintGaps } from '../src/dishes/constraint-gaps';
import { DISHES } from '../src/dishes/library';

const only = process.argv.slice(2);
const gaps = dishConstraintGaps(DISHES.filter((d) => only.length === 0 || only.includes(d.id)));
for (const gap of gaps) console.log(`${gap.dish} under ${gap.constraint}: ${gap.why}`);
console.log(`${String(gaps.length)} gap(s) in ${String(only.length || DISHES.length)} dish(es)`);
