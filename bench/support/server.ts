import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

/**
 * Starts the production build (`apps/server/dist/main.js`, built first when missing) in its own
 * process, on a free port and a fresh data directory, so the load generator never shares its
 * event loop. `env` adds settings (e.g. DATABASE_URL); `givenDataDir` is a data folder filled beforehand.
 */
export async function startBuiltServer(env: Record<string, string> = {}, givenDataDir?: string): Promise<BenchServer> {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@sous/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'sous-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The default per-address limit would turn a load test into a 429 test.
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
