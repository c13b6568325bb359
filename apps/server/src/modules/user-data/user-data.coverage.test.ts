import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { TABLES_WITHOUT_USER_DATA, USER_KEYED_TABLES } from './user-data.tables';

const t = useTestApp();

/** A column that holds a user's id by its name. */
const holdsUserId = (column: string) => column === 'user_id' || column.endsWith('_user_id');

describe("every table holding a user's data is exported and erased", () => {
  it('names each table of the live schema as a user part or as holding no user data', async () => {
    const tables = await t.app.db.kysely.introspection.getTables();
    const names = tables.map((table) => table.name);
    const userKeyed = tables
      .filter((table) => table.name in USER_KEYED_TABLES || table.columns.some((column) => holdsUserId(column.name)))
      .map((table) => table.name);
    const covered = new Set(t.app.userData.parts().flatMap((part) => part.tables));

    // A user's table that no part exports and erases.
    expect(userKeyed.filter((name) => !covered.has(name))).toEqual([]);
    // A table nobody decided about (add it to user-data.tables.ts with the reason).
    expect(names.filter((name) => !userKeyed.includes(name) && !(name in TABLES_WITHOUT_USER_DATA))).toEqual([]);
    // A table said to hold no user data that has a user's id after all.
    expect(userKeyed.filter((name) => name in TABLES_WITHOUT_USER_DATA)).toEqual([]);
    // Declarations and parts naming tables that do not exist (renamed or dropped).
    const declared = [...Object.keys(USER_KEYED_TABLES), ...Object.keys(TABLES_WITHOUT_USER_DATA), ...covered];
    expect(declared.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('has the part of every feature that holds user data so far', () => {
    const names = t.app.userData.parts().map((part) => part.name);
    expect(names).toEqual(expect.arrayContaining(['account', 'preferences', 'recipes', 'generations', 'signIn', 'usageCounters', 'subscription', 'publicRecipes', 'recipeMedia']));
  });
});
