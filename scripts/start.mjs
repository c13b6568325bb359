// `npm start`: builds the web app and the server if they are not built yet, then serves both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('apps/web/dist/index.html')) run(['run', 'build', '-w', '@sous/web']);
if (!existsSync('apps/server/dist/main.js')) run(['run', 'build', '-w', '@sous/server']);

await import('../apps/server/dist/main.js');
