import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';

/**
 * `column` contains `text` exactly as given: case-sensitive and without LIKE's wildcards, on
 * SQLite (`instr`) and PostgreSQL (`strpos`) alike. For narrowing a search on JSON or compound
 * text; the caller checks the rows it gets before acting on them.
 */
export function containsText(db: Db, column: string, text: string): RawBuilder<boolean> {
  const position = db.dialect === 'postgres' ? sql.raw('strpos') : sql.raw('instr');
  return sql<boolean>`${position}(${sql.ref(column)}, ${text}) > 0`;
}
