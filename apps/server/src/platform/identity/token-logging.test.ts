import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const mainFile = path.join(import.meta.dirname, '..', '..', 'main.ts');

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

describe('request logs of the issuer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('log the sign-out and authorization URLs without their ID token, code or state', async () => {
    const port = await freePort();
    // The real entry point at info level, as production logs requests.
    const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, PUBLIC_URL: `http://127.0.0.1:${String(port)}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const base = `http://127.0.0.1:${String(port)}`;
      const deadline = Date.now() + 20_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = (await fetch(`${base}/api/health`).catch(() => undefined))?.ok ?? false;
        if (!up) await new Promise((r) => setTimeout(r, 100));
      }
      expect(up, output).toBe(true);

      const idToken = `eyJhbGciOiJSUzI1NiJ9.${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
      const code = randomBytes(16).toString('base64url');
      await fetch(`${base}/oidc/session/end?id_token_hint=${idToken}&post_logout_redirect_uri=${encodeURIComponent(base)}`, { redirect: 'manual' });
      await fetch(`${base}/oidc/session/end?ID_TOKEN_HINT=${idToken}x`, { redirect: 'manual' });
      await fetch(`${base}/oidc/auth?client_id=sous-web&response_type=code&code=${code}&state=s-${code}`, { redirect: 'manual' });
      await new Promise((r) => setTimeout(r, 300));

      // The requests were logged, without the secrets in them.
      expect(output).toContain('/oidc/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=');
      expect(output).toContain('/oidc/auth?client_id=sous-web');
      expect(output).not.toContain(idToken);
      expect(output).not.toContain(code);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});
