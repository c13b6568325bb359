import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

const server = 'apps/server/src';
const web = 'apps/web/src';

/**
 * The layers of docs/architecture.md: files `in` a layer never import from `notFrom`, and folders
 * under a `siblings` root never reach into each other. Paths are resolved, so '../../x' and '../x'
 * are judged by where they land. `scripts/check-lint-rules.mjs` proves each one fails on a violation.
 */
const everywhere = {
  layers: [
    // Web: only app/ composes; shared code never imports a feature.
    { in: [`${web}/features`, `${web}/lib`, `${web}/components`, `${web}/config`], notFrom: [`${web}/app`], message: 'Only app/ composes; nothing imports it.' },
    { in: [`${web}/lib`, `${web}/components`, `${web}/config`], notFrom: [`${web}/features`], message: 'Shared code never imports a feature.' },
    // Packages are below both apps.
    { in: ['packages'], notFrom: ['apps'], message: 'contract and kitchen import nothing of the apps.' },
  ],
  siblings: [{ root: `${web}/features`, message: 'A feature never imports another feature; compose them in app/routes.' }],
};
/** Server: config <- platform <- http <- modules <- app.ts <- main.ts. Tests may build the whole app. */
const serverLayers = {
  layers: [
    ...everywhere.layers,
    { in: [`${server}/config`], notFrom: [`${server}/platform`, `${server}/http`, `${server}/modules`, `${server}/app`], message: 'config imports nothing of the app.' },
    { in: [`${server}/platform`], notFrom: [`${server}/http`, `${server}/modules`, `${server}/app`], message: 'platform is below http and modules.' },
    { in: [`${server}/http`], notFrom: [`${server}/modules`, `${server}/app`], message: 'http is below modules: pass what it needs in from app.ts.' },
    { in: [`${server}/modules`], notFrom: [`${server}/app`, `${server}/main`], message: 'modules are plugged in by app.ts, never the other way round.' },
  ],
  siblings: [
    ...everywhere.siblings,
    { root: `${server}/modules`, only: '\\.repository$', message: "Modules never import each other's repositories: call the owning module's service." },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { sous: boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers in messages and steps are everyday; objects and undefined in text are bugs.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'sous/imports': ['error', everywhere],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`],
    rules: { 'sous/imports': ['error', serverLayers] },
  },
  {
    // Plain JavaScript and the tools' own config files are not type-checked.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Config is read once in config/env.ts; everywhere else gets it passed in.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/config/env.ts`, `${server}/main.ts`, `${server}/test/**`, `${server}/**/*.test.ts`],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in config/env.ts.' }] },
  },
  {
    // Code that ships to the browser validates with zod's tree-shakable build: the full one would be
    // a sixth of the home page's first-load JavaScript.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Browser code imports 'zod/mini'." }] }],
    },
  },
  {
    // Only repositories (and the database platform) speak SQL.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.repository.ts`, `${server}/platform/db/**`, `${server}/test/**`, `${server}/**/*.test.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Only repositories (*.repository.ts) and platform/db use Kysely.' }] }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='kysely']", message: 'Only repositories (*.repository.ts) and platform/db query the database.' }],
    },
  },
);
