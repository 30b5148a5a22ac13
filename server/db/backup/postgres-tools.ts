import { spawn, type ChildProcess } from 'node:child_process';
import { BACKUP_MSG, BackupError } from './messages.js';

// pg_dump, pg_restore and psql (Debian's postgresql-client), run with the connection of
// DATABASE_URL passed in their environment: a password on a command line is visible in `ps`.

/** libpq's environment variables for what a URL's query may carry beside host, port, user, password and database. */
const QUERY_ENV: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  dbname: 'PGDATABASE',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

/** The environment that makes libpq's tools connect where DATABASE_URL points (node-postgres' `ssl=true` read as sslmode=require). */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (value) env[name] = value;
  };
  set('PGHOST', url.hostname.replace(/^\[(.*)\]$/, '$1'));
  set('PGPORT', url.port);
  set('PGUSER', decodeURIComponent(url.username));
  set('PGPASSWORD', decodeURIComponent(url.password));
  set('PGDATABASE', decodeURIComponent(url.pathname.replace(/^\//, '')));
  for (const [key, value] of url.searchParams) {
    if (QUERY_ENV[key]) set(QUERY_ENV[key], value);
  }
  const ssl = url.searchParams.get('ssl');
  if (!env.PGSSLMODE && (ssl === 'true' || ssl === '1')) env.PGSSLMODE = 'require';
  if (env.PGSSLMODE === 'no-verify') env.PGSSLMODE = 'require';
  return env;
}

/** The database's name as the operator reads it in messages. */
export const databaseName = (databaseUrl: string) => libpqEnv(databaseUrl).PGDATABASE ?? databaseUrl.replace(/:[^:@/]*@/, '@');

/** Starts a tool, with its standard output piped (to read, or to hand to another tool). */
export function startTool(tool: string, args: string[], env: Record<string, string>, stdin: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  return spawn(tool, args, { env: { ...process.env, ...env }, stdio: [stdin, 'pipe', 'pipe'] });
}

/**
 * Waits for a tool to exit; answers its standard output when `read` (else another tool reads it).
 * A missing tool is told as what to install; a failure as `failed` says, with the tool's stderr.
 */
export function toolExit(
  tool: string,
  child: ChildProcess,
  { read = false, failed = (code: number | null, stderr: string) => BACKUP_MSG.toolFailed(tool, code, stderr) } = {},
): Promise<string> {
  let out = '';
  let err = '';
  if (read) child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(new BackupError(e.code === 'ENOENT' ? BACKUP_MSG.missingTool(tool) : BACKUP_MSG.toolFailed(tool, null, e.message))),
    );
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new BackupError(failed(code, err)))));
  });
}

/** Runs a tool to its end; answers its standard output. */
export const runTool = (tool: string, args: string[], env: Record<string, string>) =>
  toolExit(tool, startTool(tool, args, env), { read: true });

/** The major version of an installed tool (`pg_dump (PostgreSQL) 15.20 (Debian …)` → 15). */
export async function toolMajor(tool: string): Promise<number> {
  const out = await runTool(tool, ['--version'], {});
  const m = /\)\s+(\d+)/.exec(out);
  if (!m) throw new BackupError(BACKUP_MSG.toolFailed(tool, 0, out));
  return Number(m[1]);
}
