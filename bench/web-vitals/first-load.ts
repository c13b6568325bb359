import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/** The JavaScript one page load downloads, and when it first painted. */
export interface FirstLoad {
  scripts: string[];
  /** Encoded body bytes as received (what the network carried). */
  scriptWireBytes: number;
  /** The same scripts gzipped at level 9 (the budget is in gzip). */
  scriptGzipBytes: number;
  scriptRawBytes: number;
  /** Content-Encoding values seen on the scripts. */
  encodings: string[];
  fcpMs: number;
}

/** Loads `url` in a fresh browser context (empty cache) and sums every script until the network is idle. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{ url: string; wire: number; raw: Buffer; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) throw new Error(`no response for ${request.url()}`);
        const sizes = await request.sizes();
        return { url: request.url(), wire: sizes.responseBodySize, raw: await response.body(), encoding: (await response.allHeaders())['content-encoding'] ?? '' };
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The page has painted long before the network is idle: the paint timeline has the entry.
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
    const scripts = await Promise.all(pending);
    return {
      scripts: scripts.map((s) => new URL(s.url).pathname),
      scriptWireBytes: scripts.reduce((sum, s) => sum + s.wire, 0),
      scriptGzipBytes: scripts.reduce((sum, s) => sum + gzipSync(s.raw, { level: 9 }).length, 0),
      scriptRawBytes: scripts.reduce((sum, s) => sum + s.raw.length, 0),
      encodings: [...new Set(scripts.map((s) => s.encoding).filter(Boolean))],
      fcpMs,
    };
  } finally {
    await context.close();
  }
}
