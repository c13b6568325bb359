/**
 * bench/web-vitals: what the first load of `/` and `/recipes` costs a visitor, against the
 * production build served by the production server.
 *
 *  1. JavaScript over the wire (Chromium through Playwright, as a browser negotiates: brotli), and
 *     the same files' gzip size, summed over every script the page loads until the network is idle;
 *     with first contentful paint from PerformanceObserver (no throttling: a floor, not a score).
 *  2. Lighthouse (npm `lighthouse`, its default mobile profile: simulated slow 4G and a 4x slower
 *     CPU) driving Debian's Chromium headless: performance and accessibility scores, FCP, LCP,
 *     TBT, CLS.
 *
 *   npm run bench:web-vitals               # builds first
 *   BENCH_NO_BUILD=1 npm run bench:web-vitals
 *   WEB_DIST_DIR=/some/other/dist BENCH_NO_BUILD=1 npm run bench:web-vitals   # another build
 *
 * Budget (issue 10): first-load JavaScript at most 150 KB gzip; Lighthouse performance at least 95
 * and accessibility 100 on both pages. The run exits with 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { describeMachine } from '../support/machine';
import { startBuiltServer } from '../support/server';
import { runLighthouse } from './lighthouse';
import { measureFirstLoad } from './first-load';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const routes = ['/', '/recipes'];
const budget = { jsGzipKB: 150, performance: 95, accessibility: 100 };

if (!process.env.BENCH_NO_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
}

const server = await startBuiltServer();
console.log(`web-vitals on ${describeMachine()}; Chromium at ${chromiumPath}\n`);
const misses: string[] = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of routes) {
      const load = await measureFirstLoad(browser, server.url + route);
      const jsGzipKB = load.scriptGzipBytes / 1000;
      console.log(
        `${route.padEnd(9)} JavaScript: ${String(load.scripts.length).padStart(2)} files, ` +
          `${(load.scriptWireBytes / 1000).toFixed(1)} KB over the wire (${load.encodings.join(', ') || 'none'}), ` +
          `${jsGzipKB.toFixed(1)} KB gzip, ${(load.scriptRawBytes / 1000).toFixed(1)} KB raw; ` +
          `FCP ${load.fcpMs.toFixed(0)} ms unthrottled`,
      );
      if (jsGzipKB > budget.jsGzipKB) misses.push(`${route}: ${jsGzipKB.toFixed(1)} KB gzip of JavaScript (budget ${budget.jsGzipKB})`);
    }
  } finally {
    await browser.close();
  }
  console.log('');
  for (const route of routes) {
    // On a busy machine Lighthouse now and then sees no paint at all (NO_FCP): one more try.
    const report = await runLighthouse(chromiumPath, server.url + route).catch((error: unknown) => {
      console.log(`${route.padEnd(9)} ${error instanceof Error ? error.message : String(error)}; trying once more`);
      return runLighthouse(chromiumPath, server.url + route);
    });
    console.log(
      `${route.padEnd(9)} Lighthouse mobile: performance ${report.performance}, accessibility ${report.accessibility}; ` +
        `FCP ${report.fcpMs.toFixed(0)} ms, LCP ${report.lcpMs.toFixed(0)} ms, TBT ${report.tbtMs.toFixed(0)} ms, ` +
        `CLS ${report.cls.toFixed(3)}, Speed Index ${report.speedIndexMs.toFixed(0)} ms`,
    );
    if (report.performance < budget.performance) misses.push(`${route}: performance ${report.performance} (budget ${budget.performance})`);
    if (report.accessibility < budget.accessibility) misses.push(`${route}: accessibility ${report.accessibility} (budget ${budget.accessibility})`);
  }
} finally {
  await server.stop();
}
if (misses.length > 0) {
  console.log(`\nOver budget:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nWithin budget.');
}
