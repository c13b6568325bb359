import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Configuration for a test app on its own database; `overrides` are environment variables. */
export function testConfig(database: TestDatabase, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_MAX: '100000',
    // Cheap password hashing and no sign-up cap, so tests can make many accounts quickly.
    PASSWORD_HASH_COST: '10',
    SIGN_UPS_PER_HOUR: '100000',
    ...overrides,
  });
}

/**
 * Builds one app per test file on a fresh database and closes it afterwards.
 * Use `const t = useTestApp(); ... t.app.inject(...)`.
 */
export function useTestApp(overrides: Record<string, string> = {}) {
  const handle = {} as { app: App; database: TestDatabase; config: Config };
  beforeAll(async () => {
    handle.database = await createTestDatabase();
    handle.config = testConfig(handle.database, overrides);
    handle.app = await buildApp({ config: handle.config });
    await handle.app.ready();
  });
  // Partly filled until beforeAll has run, and it may have failed half-way.
  const started: Partial<typeof handle> = handle;
  afterAll(async () => {
    await started.app?.close();
    await started.database?.drop();
  });
  return handle;
}
