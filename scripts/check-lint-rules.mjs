// Proves that each architecture rule in eslint.config.js bites: writes one deliberate violation per
// rule into the tree, lints it, and fails unless ESLint reports exactly the rule expected. Run by
// `npm run lint` after ESLint itself, so a rule that silently stops working fails the suite.
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const probes = [
  {
    what: 'platform never imports a module',
    file: 'apps/server/src/platform/zz-lint-probe.ts',
    code: "import { recipesModule } from '../modules/recipes/recipes.module';\nexport const probe = recipesModule;\n",
    rule: 'sous/imports',
  },
  {
    what: 'http never imports a module',
    file: 'apps/server/src/http/zz-lint-probe.ts',
    code: "import { isPremium } from '../modules/billing/premium.policy';\nexport const probe = isPremium;\n",
    rule: 'sous/imports',
  },
  {
    what: "a module never imports another module's repository",
    file: 'apps/server/src/modules/generation/zz-lint-probe.ts',
    code: "import { createRecipesRepository } from '../recipes/recipes.repository';\nexport const probe = createRecipesRepository;\n",
    rule: 'sous/imports',
  },
  {
    what: 'Kysely is imported only by repositories',
    file: 'apps/server/src/modules/recipes/zz-lint-probe.ts',
    code: "import { sql } from 'kysely';\nexport const probe = sql;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'the database is queried only by repositories',
    file: 'apps/server/src/modules/users/zz-lint-probe.ts',
    code: "import type { Db } from '../../platform/db/database';\nexport const probe = (db: Db) => db.kysely.selectFrom('users').selectAll().execute();\n",
    rule: 'no-restricted-syntax',
  },
  {
    what: "browser code validates with 'zod/mini'",
    file: 'apps/web/src/lib/zz-lint-probe-zod.ts',
    code: "import { z } from 'zod';\nexport const probe = z.string();\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    what: 'a web feature never imports another feature',
    file: 'apps/web/src/features/recipes/zz-lint-probe.ts',
    code: "import { GENERATOR_TEXT } from '../generator/strings';\nexport const probe = GENERATOR_TEXT;\n",
    rule: 'sous/imports',
  },
  {
    what: 'shared web code never imports a feature',
    file: 'apps/web/src/lib/zz-lint-probe.ts',
    code: "import { GENERATOR_TEXT } from '../features/generator/strings';\nexport const probe = GENERATOR_TEXT;\n",
    rule: 'sous/imports',
  },
  {
    what: 'no floating promises',
    file: 'packages/kitchen/src/zz-lint-probe.ts',
    code: 'async function later(): Promise<number> {\n  return Promise.resolve(1);\n}\nlater();\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    what: 'no unsafe any',
    file: 'packages/contract/src/zz-lint-probe.ts',
    code: "export const probe = (raw: string): string => {\n  const value = JSON.parse(raw);\n  return value.name;\n};\n",
    rule: '@typescript-eslint/no-unsafe-member-access',
  },
];

const eslint = new ESLint();
let failures = 0;
try {
  for (const probe of probes) writeFileSync(probe.file, probe.code);
  const results = await eslint.lintFiles(probes.map((probe) => probe.file));
  for (const probe of probes) {
    const result = results.find((r) => r.filePath.endsWith(probe.file));
    const rules = new Set((result?.messages ?? []).map((m) => m.ruleId));
    if (rules.has(probe.rule)) {
      console.log(`✓ ${probe.what}`);
    } else {
      failures += 1;
      console.error(`✗ ${probe.what}: expected ${probe.rule}, got ${[...rules].join(', ') || 'nothing'}`);
    }
  }
} finally {
  for (const probe of probes) rmSync(probe.file, { force: true });
}
if (failures > 0) process.exit(1);
