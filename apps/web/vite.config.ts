import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { licensesPlugin } from './scripts/licenses';

export default defineConfig({
  plugins: [react(), tailwindcss(), licensesPlugin()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000', '/media': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
