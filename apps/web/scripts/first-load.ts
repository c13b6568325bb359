// Which JavaScript files a page downloads on its first load, read from Vite's build manifest:
// the entry with everything it imports, plus the lazy route module of that page with everything
// it imports. Used by the bundle-budget test; bench/web-vitals measures the same over the wire.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);
/** Vite's .vite/manifest.json: one entry per source module or shared chunk. */
export type BuildManifest = z.infer<typeof manifestSchema>;

/**
 * The pages people land on, prerendered at build time (scripts/prerender.ts) and held to the
 * first-load budget: their path, the route module app/router.tsx loads for them, and the name of
 * their HTML file in dist/pages/.
 */
export const landingPages = [
  { path: '/', routeModule: 'src/app/routes/HomeRoute.tsx', name: 'index' },
  { path: '/recipes', routeModule: 'src/app/routes/RecipeGeneratorRoute.tsx', name: 'recipes' },
] as const;

/** Reads the manifest of a build folder. */
export function readManifest(distDir: string): BuildManifest {
  return manifestSchema.parse(JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')));
}

/** The output files (assets/...js) the entry and the given route modules load, without repeats. */
export function firstLoadFiles(manifest: BuildManifest, routeModules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...routeModules]) visit(key);
  return [...files];
}

/** Sum of the files' sizes after gzip at level 9, in bytes. */
export function gzipBytes(distDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);
}
