import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCleanup } from '../../test/cleanup';
import { must } from '../../test/must';
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
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      resolve({ code, output });
    });
  });
}

describe('npm run rotate-keys', () => {
  let database: TestDatabase;
  const cleanUp = useCleanup();
  beforeAll(async () => {
    database = await createTestDatabase();
    cleanUp(() => database.drop());
  });

  it('adds a signing key in front and keeps the previous one', async () => {
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    const original = must((await loadSigningKeys(db))[0], 'the first signing key');

    const result = await rotate({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    expect(result.code, result.output).toBe(0);
    const keys = await loadSigningKeys(db);
    expect(keys).toHaveLength(2);
    const [newest, previous] = keys;
    expect(must(previous, 'the previous key').kid).toBe(original.kid);
    const newKid = must(newest, 'the new key').kid;
    expect(result.output).toContain(`New signing key: ${newKid}`);
    expect(result.output).toContain(`Published keys (newest first): ${newKid}, ${original.kid}`);
    expect(result.output).not.toContain('"d"');
    await db.close();
  });
});
