import { resolve } from 'node:path';
import { ConfigError, loadDatabaseConfig } from '../../config.js';
import { PRIVATE_UMASK } from '../private-files.js';
import { BACKUP_MSG, BackupError } from './messages.js';
import { backupPglite, restorePglite } from './pglite-backup.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';
import { databaseName } from './postgres-tools.js';

// `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (scripts/backup.ts, scripts/restore.ts):
// the database of the configuration the server would start with, PostgreSQL with DATABASE_URL, else
// the embedded one in DATA_DIR. They read those two variables only (config.ts loadDatabaseConfig):
// the rest of the server's environment is not theirs to require.

export async function backupCommand(args: string[], fromCwd: (file: string) => string): Promise<string> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new BackupError(BACKUP_MSG.backupUsage);
  const file = fromCwd(args[0]);
  const config = loadDatabaseConfig();
  if (config.databaseUrl) return BACKUP_MSG.written(file, await backupPostgres(config.databaseUrl, file), 'PostgreSQL');
  return BACKUP_MSG.written(file, await backupPglite(config.dataDir, file), 'PGlite');
}

export async function restoreCommand(args: string[], fromCwd: (file: string) => string): Promise<string> {
  const force = args.includes('--force');
  // PostgreSQL only: the objects become DATABASE_URL's user's, without the archive's grants (PGlite has no roles).
  const noOwner = args.includes('--no-owner');
  const files = args.filter((a) => a !== '--force' && a !== '--no-owner');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupError(BACKUP_MSG.restoreUsage);
  const file = fromCwd(files[0]);
  const config = loadDatabaseConfig();
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, force, noOwner);
    return BACKUP_MSG.restored(file, databaseName(config.databaseUrl));
  }
  await restorePglite(config.dataDir, file, force);
  return BACKUP_MSG.restored(file, config.dataDir);
}

/**
 * Runs an operator's command: prints what it answers and exits 0, or prints why it failed and exits 1.
 * A file is named relative to where `npm run` was typed (INIT_CWD): npm runs in the project's folder.
 */
export async function runCommand(command: (args: string[], fromCwd: (file: string) => string) => Promise<string>): Promise<never> {
  // The copy, and what pg_dump or tar make on the way, are the operator's alone (#38, point 2; private-files.ts).
  process.umask(PRIVATE_UMASK);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  try {
    console.log(await command(process.argv.slice(2), (file) => resolve(cwd, file)));
    process.exit(0);
  } catch (e) {
    // The configuration's refusal is the server's own message to its operator, as at a start.
    const told = e instanceof BackupError || e instanceof ConfigError;
    console.error(told ? e.message : `Eroare neașteptată: ${(e as Error)?.stack ?? String(e)}`);
    process.exit(1);
  }
}
