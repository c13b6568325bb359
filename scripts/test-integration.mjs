// Runs the server integration suite on SQLite, then on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const dialects = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
for (const dialect of dialects) {
  console.log(`\n▶ integration suite on ${dialect}\n`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SOUS_TEST_DB: dialect },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
