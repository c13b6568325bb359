// `npm start`: rebuilds the web app and the server when their build is missing or older than any
// of their sources (so a `git pull` never serves stale code), then serves both.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under the given files and folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    let stats;
    try {
      stats = statSync(entry);
    } catch {
      continue;
    }
    if (stats.isDirectory()) {
      const children = readdirSync(entry).filter((name) => name !== 'node_modules' && name !== 'dist');
      latest = Math.max(latest, newest(children.map((name) => path.join(entry, name))));
    } else {
      latest = Math.max(latest, stats.mtimeMs);
    }
  }
  return latest;
}

const builtAt = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const shared = ['packages/contract', 'packages/kitchen', 'package-lock.json'];
const builds = [
  { workspace: '@sous/web', output: 'apps/web/dist/index.html', sources: ['apps/web', ...shared] },
  { workspace: '@sous/server', output: 'apps/server/dist/main.js', sources: ['apps/server', ...shared] },
];
for (const { workspace, output, sources } of builds) {
  if (builtAt(output) < newest(sources)) run(['run', 'build', '-w', workspace]);
}

await import('../apps/server/dist/main.js');
