import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './platform/db/database';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { waitFor } from './test/wait-for';

const mainFile = path.join(import.meta.dirname, 'main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Runs the real entry point in its own process, as `npm start` does. */
function startMain(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
    });
    const deadline = Date.now() + 20_000;
    let health: Response | undefined;
    while (!health && Date.now() < deadline) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health?.status, server.output()).toBe(200);
    expect(await health?.json()).toMatchObject({ status: 'ok', database: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('runs only the job worker with SOUS_ROLE=worker, and stops it on SIGTERM', async () => {
    const port = await freePort();
    const own = await createTestDatabase();
    const worker = startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      SOUS_ROLE: 'worker',
      DATA_DIR: own.dataDir,
      DATABASE_URL: own.databaseUrl,
      JOB_POLL_INTERVAL_MS: '50',
    });
    const db = openDatabase({ databaseUrl: own.databaseUrl, dataDir: own.dataDir });
    try {
      // The worker schedules the maintenance jobs and runs their first tick.
      await waitFor(async () => {
        const done = await db.kysely
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'succeeded')
          .execute()
          .catch(() => []); // until the worker's migrations made the table
        return done.length >= 2;
      }, 20_000, `the worker to run jobs\n${worker.output()}`);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    } finally {
      await db.close();
      await own.drop();
    }
  });

  it('refuses to start on a bad configuration and lists every problem', async () => {
    const server = startMain({ PORT: 'eighty', SOUS_ROLE: 'scheduler', STORAGE_DRIVER: 's3' });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid configuration:');
    expect(output).toMatch(/- PORT /);
    expect(output).toMatch(/- SOUS_ROLE /);
    expect(output).toContain('- S3_BUCKET is required when STORAGE_DRIVER=s3');
  });
});
