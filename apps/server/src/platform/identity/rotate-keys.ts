/**
 * `npm run rotate-keys -w @sous/server`: adds a new signing key for the embedded issuer and keeps
 * the previous ones published for verification (three keys in all). Restart the API processes
 * afterwards so they sign with the new key; until then they go on signing with the old one, which
 * every process still accepts.
 */
import { loadConfig } from '../../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { rotateSigningKeys } from './signing-keys';

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
try {
  await migrateToLatest(db);
  const result = await rotateSigningKeys(db);
  console.log(`New signing key: ${result.added}`);
  console.log(`Published keys (newest first): ${result.kept.join(', ')}`);
  if (result.removed.length > 0) console.log(`Retired keys: ${result.removed.join(', ')}`);
  console.log('Restart the API processes so they sign with the new key.');
} finally {
  await db.close();
}
