import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { kindOfBackup, writeAtomically } from './backup-file.js';
import { BACKUP_MSG, BackupError } from './messages.js';
import { databaseName, libpqEnv, runTool, startTool, toolExit, toolMajor } from './postgres-tools.js';

// Backup and restore of a PostgreSQL database (DATABASE_URL) with pg_dump and pg_restore.

/**
 * Writes pg_dump's archive of the whole database to `file`. pg_dump reads one snapshot in a
 * repeatable-read transaction, so the copy is consistent while the application writes, and it
 * takes no lock that stops the application's reads or writes. Answers the size.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  const { major } = await inspect(databaseUrl);
  await requireTool('pg_dump', major);
  return writeAtomically(file, async (tmp) => {
    await runTool('pg_dump', ['--format=custom', `--file=${tmp}`], libpqEnv(databaseUrl));
  });
}

/**
 * Before a forced restore, everything of the database goes: every schema that is not the system's
 * (the archive makes them again). `public`, which pg_dump never creates (it records only how its
 * owner and grants differ from a new database's), is made again as it was: its owner and its
 * grants (#38, point 12), so that the roles the database's owner let in keep their way in.
 */
const CLEAR_DATABASE = `
DO $$
DECLARE
  s name;
  owner regrole;
  acl aclitem[];
  g record;
BEGIN
  SELECT nspowner::regrole, nspacl INTO owner, acl FROM pg_namespace WHERE nspname = 'public';
  FOR s IN SELECT nspname FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
  IF owner IS NULL THEN
    CREATE SCHEMA public;
    RETURN;
  END IF;
  EXECUTE format('CREATE SCHEMA public AUTHORIZATION %s', owner);
  -- A NULL list is the owner's default (a new schema's); an explicit one is given back entry by entry.
  FOR g IN SELECT grantee, privilege_type, is_grantable FROM aclexplode(acl) LOOP
    EXECUTE format('GRANT %s ON SCHEMA public TO %s%s', g.privilege_type,
      CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE g.grantee::regrole::text END,
      CASE WHEN g.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
  END LOOP;
END $$;
`;

/**
 * Puts an archive of backupPostgres back into DATABASE_URL's database: an empty one, or, with
 * `force`, one whose content it replaces. The archive's SQL (pg_restore) runs through psql in one
 * transaction, so a restore that fails leaves the database as it was. Objects get back their
 * owners and grants as the archive recorded them (#38, point 12), which takes their roles on this
 * server and a user that may give objects to them (a superuser, or a member of each owner role);
 * with `noOwner` (a copy going to a server whose roles differ) they come to belong to
 * DATABASE_URL's user, without the source's grants (pg_restore --no-owner --no-privileges), and
 * README says what to grant then. No other session may be connected: a running application would
 * see its tables vanish under it.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean, noOwner = false): Promise<void> {
  if (kindOfBackup(file) !== 'postgres') throw new BackupError(BACKUP_MSG.pgliteIntoPostgres(file));
  const name = databaseName(databaseUrl);
  const { major, others, relations } = await inspect(databaseUrl);
  if (others > 0) throw new BackupError(BACKUP_MSG.othersConnected(name, others));
  if (relations > 0 && !force) throw new BackupError(BACKUP_MSG.databaseNotEmpty(name, relations));
  await requireTool('pg_restore', major);
  await requireTool('psql', major);

  const restore = startTool('pg_restore', [...(noOwner ? ['--no-owner', '--no-privileges'] : []), '--file=-', file], {});
  const psql = startTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--file=-'], libpqEnv(databaseUrl), 'pipe');
  psql.stdin!.on('error', () => undefined); // psql stopped at an error: its own exit says why
  if (force) psql.stdin!.write(CLEAR_DATABASE);
  // psql commits at the end of its input: it gets that end only once pg_restore has written the whole archive.
  restore.stdout!.pipe(psql.stdin!, { end: false });
  // Whichever of the two fails first stops the other and says why: psql stopped at an error would
  // leave pg_restore blocked on a full pipe, pg_restore stopped mid-way must not let psql commit.
  let first: unknown;
  const fail = (other: ChildProcess) => (e: unknown) => {
    first ??= e;
    other.kill('SIGKILL');
    throw e;
  };
  const failed = (_code: number | null, stderr: string) => BACKUP_MSG.restoreFailed(stderr) + (noOwner ? '' : ` ${BACKUP_MSG.rolesHint}`);
  const restored = toolExit('pg_restore', restore, { failed }).then(() => void psql.stdin!.end(), fail(psql));
  const applied = toolExit('psql', psql, { failed }).catch(fail(restore));
  const outcomes = await Promise.allSettled([restored, applied]);
  if (outcomes.some((o) => o.status === 'rejected')) throw first;
}

/** The server's major version, the other sessions on the database and its relations outside the system's schemas. */
async function inspect(databaseUrl: string): Promise<{ major: number; others: number; relations: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ major: number; others: number; relations: number }>(`
      SELECT current_setting('server_version_num')::int / 10000 AS major,
        (SELECT count(*)::int FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS others,
        (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%') AS relations`);
    return rows[0];
  } catch (e) {
    throw new BackupError(BACKUP_MSG.cannotConnect(databaseName(databaseUrl), String((e as Error)?.message ?? e)));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A tool older than the server may not read it (pg_dump refuses to), nor write what it reads. */
async function requireTool(tool: string, serverMajor: number): Promise<void> {
  const major = await toolMajor(tool);
  if (major < serverMajor) throw new BackupError(BACKUP_MSG.toolTooOld(tool, major, serverMajor));
}
