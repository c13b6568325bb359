import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Chromium against the BUILT app (run `npm run build` first; the root
 * `npm run test:e2e` does). The server starts on port 3100 with a fresh data folder for each run.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = 3100;
const baseURL = `http://localhost:${port}`;
/** TikTok's oEmbed, stood in for by `support/tiktok-oembed-stub.mjs`. */
const tiktokStubPort = 3190;

// Playwright loads this file in the runner and again in each worker: the runner makes the folder
// and the workers inherit it through the environment.
process.env.SOUS_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sous-e2e-'));
const dataDir = process.env.SOUS_E2E_DATA_DIR;

// Debian's Chromium where it exists (Playwright cannot download its browser on these machines);
// elsewhere Playwright's own.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(import.meta.dirname, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Always the default SQLite file in DATA_DIR, even where DATABASE_URL is set for other suites.
        DATABASE_URL: '',
        // Tests load many pages and make many accounts quickly from one address.
        RATE_LIMIT_MAX: '100000',
        SIGN_UPS_PER_HOUR: '10000',
        // Behind one proxy, as in production: each test can be its own visitor (X-Forwarded-For), so
        // anonymous daily allowances do not spill from one test into another.
        TRUST_PROXY: '1',
        // TikTok's oEmbed is the local stand-in below (on loopback, which outbound calls refuse otherwise).
        TIKTOK_OEMBED_URL: `http://127.0.0.1:${String(tiktokStubPort)}/oembed`,
        OUTBOUND_ALLOW_LOOPBACK: 'true',
      },
    },
    {
      command: 'node e2e/support/tiktok-oembed-stub.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${String(tiktokStubPort)}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { PORT: String(tiktokStubPort) },
    },
  ],
});
