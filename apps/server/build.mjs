// Bundles the server into dist/main.js. Our workspace packages (@sous/*) are TypeScript and get
// inlined; every other dependency stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sous/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
