// The open-source tab's data: every third-party package Sous ships at run time (production
// dependencies of the web app and the server, transitively), with its version, licence and home.
// Read from the root package-lock.json at build time; served as /licenses.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';

/** One third-party package as the open-source tab lists it. */
export interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  url: string;
}

const lockEntrySchema = z.object({
  name: z.string().optional(),
  version: z.string(),
  license: z.string().optional(),
  link: z.boolean().optional(),
  dev: z.boolean().optional(),
  devOptional: z.boolean().optional(),
});
/** Only the parts of package-lock.json read here; a malformed lock fails the build loudly. */
const lockSchema = z.object({ packages: z.record(z.string(), z.looseObject({ version: z.string().optional() })).default({}) });

/** A package's own manifest: the home page, or a repository as text or `{url}`. Anything else is ignored. */
const manifestSchema = z.object({
  homepage: z.string().optional().catch(undefined),
  repository: z
    .union([z.string(), z.object({ url: z.string().optional() }).transform((r) => r.url)])
    .optional()
    .catch(undefined),
});

const root = path.resolve(import.meta.dirname, '../../..');

function homeOf(dir: string, name: string): string {
  const file = path.join(root, dir, 'package.json');
  const manifest = manifestSchema.parse(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const url = manifest.homepage ?? manifest.repository?.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:/, 'https:');
  return url?.startsWith('http') ? url : `https://www.npmjs.com/package/${name}`;
}

/** Run-time third-party packages, sorted by name, one entry per name and version. */
export function collectLicenses(): LicenseEntry[] {
  const lock = lockSchema.parse(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')));
  const seen = new Map<string, LicenseEntry>();
  for (const [dir, raw] of Object.entries(lock.packages)) {
    if (!dir.includes('node_modules/') || raw.link === true) continue;
    const entry = lockEntrySchema.parse(raw);
    if (entry.dev || entry.devOptional) continue;
    const name = entry.name ?? dir.slice(dir.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const key = `${name}@${entry.version}`;
    if (seen.has(key)) continue;
    seen.set(key, { name, version: entry.version, license: entry.license ?? 'See package', url: homeOf(dir, name) });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Vite plugin: emits licenses.json with the build and serves it in `vite dev`. */
export function licensesPlugin(): Plugin {
  return {
    name: 'sous-licenses',
    configureServer(server) {
      server.middlewares.use('/licenses.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(collectLicenses()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'licenses.json', source: JSON.stringify(collectLicenses()) });
    },
  };
}
