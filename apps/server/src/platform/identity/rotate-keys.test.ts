import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadSigningKeys } from './signing-keys';

const script = path.join(import.meta.dirname, 'rotate-keys.ts');

/** Runs the rotation command as `npm run rotate-keys -w @sous/server` does. */
function rotate(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run rotate-keys', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('adds a signing key in front and keeps the previous one', async () => {
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    const [original] = await loadSigningKeys(db);

    const result = await rotate({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    expect(result.code, result.output).toBe(0);
    const keys = await loadSigningKeys(db);
    expect(keys).toHaveLength(2);
    expect(keys[1]!.kid).toBe(original!.kid);
    expect(result.output).toContain(`New signing key: ${keys[0]!.kid}`);
    expect(result.output).toContain(`Published keys (newest first): ${keys[0]!.kid}, ${original!.kid}`);
    expect(result.output).not.toContain('"d"');
    await db.close();
  });
});
