import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const server = 'apps/server/src';
const web = 'apps/web/src';

/**
 * The layers of docs/architecture.md as import zones: a file in `target` may not import from
 * `from` (paths resolved, so '../../x' and 'x' are judged alike). `scripts/check-lint-rules.mjs`
 * proves each zone fails on a deliberate violation.
 */
const serverZones = [
  // Server: config <- platform <- http <- modules <- app.ts <- main.ts. Tests may build the whole app.
  { target: `${server}/config`, from: [`${server}/platform`, `${server}/http`, `${server}/modules`, `${server}/app.ts`], message: 'config imports nothing of the app.' },
  { target: `${server}/platform`, from: [`${server}/http`, `${server}/modules`, `${server}/app.ts`], message: 'platform is below http and modules.' },
  { target: `${server}/http`, from: [`${server}/modules`, `${server}/app.ts`], message: 'http is below modules: pass what it needs in from app.ts.' },
  { target: `${server}/modules`, from: [`${server}/app.ts`, `${server}/main.ts`], message: 'modules are plugged in by app.ts, never the other way round.' },
  ...['generation', 'recipes', 'users', 'preferences', 'media', 'health', 'public-config', 'billing', 'sharing', 'grocery', 'import', 'inventory'].map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules/!(${module})/**/*.repository.ts`,
    message: "Modules never import each other's repositories: call the owning module's service.",
  })),
];
const zones = [
  // Web: features stand alone; app/ composes them.
  ...['account', 'auth', 'dashboard', 'generator', 'marketing', 'preferences', 'recipes', 'billing', 'sharing', 'media', 'grocery', 'import', 'inventory'].map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/routes.',
  })),
  { target: [`${web}/features`, `${web}/lib`, `${web}/components`, `${web}/config`], from: `${web}/app`, message: 'Only app/ composes; nothing imports it.' },
  { target: [`${web}/lib`, `${web}/components`, `${web}/config`], from: `${web}/features`, message: 'Shared code never imports a feature.' },
  // Packages are below both apps.
  { target: ['packages'], from: ['apps'], message: 'contract and kitchen import nothing of the apps.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'data/**', '**/playwright-report/**', '**/test-results/**', 'scripts/lint-fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers in messages and steps are everyday; objects and undefined in text are bugs.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }] },
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
    // Only repositories (and the database platform) speak SQL.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.repository.ts`, `${server}/platform/db/**`, `${server}/test/**`, `${server}/**/*.test.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Only repositories (*.repository.ts) and platform/db use Kysely.' }] }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='kysely']", message: 'Only repositories (*.repository.ts) and platform/db query the database.' }],
    },
  },
);
