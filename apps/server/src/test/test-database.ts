import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Which database the integration suite runs on: scripts/test-integration.mjs runs it once with
 * SOUS_TEST_DB=sqlite and, when DATABASE_URL is set, once more with SOUS_TEST_DB=postgres.
 */
export const testDialect: 'sqlite' | 'postgres' = process.env.SOUS_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** A PostgreSQL URL of a database made for this test file, or undefined on SQLite. */
  databaseUrl: string | undefined;
  /** A fresh temporary data directory (SQLite file, local objects). */
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database and data directory for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sous-test-'));
  const removeDir = () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (testDialect === 'sqlite') {
    return {
      databaseUrl: undefined,
      dataDir,
      drop: () => {
        removeDir();
        return Promise.resolve();
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('SOUS_TEST_DB=postgres needs DATABASE_URL');
  const name = `sous_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}
