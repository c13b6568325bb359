/**
 * True when a database error is a unique-constraint violation, on SQLite (better-sqlite3's
 * SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY) and PostgreSQL (SQLSTATE 23505) alike. Lets a
 * repository insert first and treat "already exists" as an answer, which is race-safe where a
 * read-then-write check is not.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
