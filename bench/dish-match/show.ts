/**
 * Prints what Sous's composer writes for one request, as a cook would read it.
 *
 *   npx tsx bench/dish-match/show.ts "chana masala for 2" [count] [preferences JSON]
 */
import { compose } from '@sous/kitchen/composer/compose';

const [prompt = 'dinner', count = '1', prefs = '{}'] = process.argv.slice(2);
const result = compose({ prompt, count: Number(count), preferences: JSON.parse(prefs) as Record<string, never> });
if (result.refused) console.log(`REFUSED: ${result.refused.message}`);
if (result.unmatchedDish) console.log(`(unmatched: ${result.unmatchedDish})`);
for (const r of result.recipes) {
  console.log(`\n# ${r.name}  [${r.cuisine}; ${r.tags.join(', ')}]`);
  console.log(r.description);
  console.log(`Prep ${r.prepTime}, cook ${r.cookTime}, serves ${String(r.servings)}`);
  for (const i of r.ingredients) console.log(`- ${[i.quantity, i.unit, i.name].filter(Boolean).join(' ')}`);
  r.instructions.forEach((s, n) => { console.log(`${String(n + 1)}. ${s}`); });
  const n = r.nutritionFacts;
  console.log(`Per serving: ${String(n.calories)} kcal, ${String(n.protein)} g protein, ${String(n.carbs)} g carbs, ${String(n.fat)} g fat, ${String(n.sodium)} mg sodium`);
}
