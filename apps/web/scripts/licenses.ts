// The open-source tab's data: every third-party package Sous ships at run time (production
// dependencies of the web app and the server, transitively), with its version, licence and home.
// Read from the root package-lock.json at build time; served as /licenses.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One third-party package as the open-source tab lists it. */
export interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  url: string;
}

interface LockEntry {
  name?: string;
  version: string;
  license?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
}

const root = path.resolve(import.meta.dirname, '../../..');

function homeOf(dir: string, name: string): string {
  const file = path.join(root, dir, 'package.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const url = manifest.homepage ?? repository?.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:/, 'https:');
  return url?.startsWith('http') ? url : `https://www.npmjs.com/package/${name}`;
}

/** Run-time third-party packages, sorted by name, one entry per name and version. */
export function collectLicenses(): LicenseEntry[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const seen = new Map<string, LicenseEntry>();
  for (const [dir, entry] of Object.entries((lock.packages ?? {}) as Record<string, LockEntry>)) {
    if (!dir.includes('node_modules/') || entry.link || entry.dev || entry.devOptional) continue;
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
