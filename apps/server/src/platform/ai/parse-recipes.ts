import { recipeContentSchema, type RecipeContent } from '@sous/contract/recipe';

export interface ParsedRecipes {
  recipes: RecipeContent[];
  /** Why the text, or any recipe in it, was not acceptable; empty when all is well. */
  problems: string[];
}

/** The JSON inside a ```json fenced block```, or the text itself. */
function unfence(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * Reads a model's answer: `{"recipes": [...]}` (structured output), a bare array, or either inside
 * a fenced block (spec 2 §5). Every recipe is validated against the contract; unknown keys are
 * dropped. Nothing here throws: problems are returned so the caller can ask for a repair.
 */
export function parseRecipes(text: string): ParsedRecipes {
  let data: unknown;
  try {
    data = JSON.parse(unfence(text));
  } catch {
    return { recipes: [], problems: ['Could not parse recipe JSON from response'] };
  }
  const list = Array.isArray(data) ? data : (data as { recipes?: unknown } | null)?.recipes;
  if (!Array.isArray(list) || list.length === 0) {
    return { recipes: [], problems: ['Parsed result is not an array of recipes'] };
  }
  const recipes: RecipeContent[] = [];
  const problems: string[] = [];
  list.forEach((item, index) => {
    const parsed = recipeContentSchema.safeParse(item);
    if (parsed.success) {
      recipes.push(parsed.data);
    } else {
      for (const issue of parsed.error.issues.slice(0, 5)) {
        problems.push(`recipe ${index + 1}, ${issue.path.join('.') || 'value'}: ${issue.message}`);
      }
    }
  });
  return { recipes, problems };
}
