import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** The figures bench/web-vitals prints from one Lighthouse run. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/** Starts Chromium headless with a DevTools port and resolves with that port once it listens. */
async function startChromium(chromiumPath: string, profileDir: string) {
  const child = spawn(
    chromiumPath,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      reject(new Error(`Chromium exited with ${String(code)} before listening:\n${output}`));
    });
  });
  return { child, port };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run (default mobile profile) of `url` in a fresh Chromium profile. */
export async function runLighthouse(chromiumPath: string, url: string): Promise<LighthouseFigures> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'sous-lighthouse-'));
  const { child, port } = await startChromium(chromiumPath, profileDir);
  try {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(profileDir, { recursive: true, force: true });
  }
}
