import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { fontPreloadPlugin } from './scripts/font-preload';
import { licensesPlugin } from './scripts/licenses';
import { precompressPlugin } from './scripts/precompress';

// Source maps are off by default: they would double what the build writes and the server never
// serves them. SOURCEMAP=true builds them "hidden" (no sourceMappingURL), for an error tracker.
const sourcemap = process.env.SOURCEMAP === 'true' ? 'hidden' : false;

export default defineConfig({
  plugins: [react(), tailwindcss(), licensesPlugin(), fontPreloadPlugin(), precompressPlugin()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000', '/media': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap,
    // Vite's manifest (.vite/manifest.json) lets the bundle-budget test find the home page's chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every screen runs on, in one long-cached chunk that changes only when
            // these packages are upgraded. Libraries a single screen uses stay with that screen.
            { name: 'vendor', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
