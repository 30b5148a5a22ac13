import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { databaseUrl, onPostgres, onServer } from '../../test/db.js';
import { createTestApp } from '../../test/harness.js';
import { runScript } from '../../test/run-script.js';

// `npm run restore` on PostgreSQL gives the objects back their owners and grants (#38, point 12),
// and `--force` keeps the schema public's owner and grants: a database set up with an owner role
// and a read-only role for reports is the same after a restore as before, not owned by whoever
// ran the restore with the reports' access gone. `--no-owner` is for a server whose roles differ.

const work = mkdtempSync(join(tmpdir(), 'birouri-restore-owners-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Who owns `public` and each relation in it, and who was granted what on them (aclitem text: grantee=privileges/grantor). */
async function ownersAndGrants(url: string): Promise<unknown> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ state: unknown }>(`
      SELECT json_build_object(
        'public', (SELECT json_build_array(nspowner::regrole::text, nspacl::text) FROM pg_namespace WHERE nspname = 'public'),
        'relations', (SELECT json_agg(json_build_array(c.relname, c.relowner::regrole::text, c.relacl::text) ORDER BY c.relname)
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S'))) AS state`);
    return rows[0].state;
  } finally {
    await c.end();
  }
}

it.skipIf(!onPostgres())(
  'restore gives back the owners and grants of the copy, --force keeps public’s, --no-owner makes them the restoring user’s',
  { timeout: 180_000 },
  async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const id = randomBytes(4).toString('hex');
    const [owner, reader, targetName] = [`birouri_owner_${id}`, `birouri_reader_${id}`, `restore_owned_${id}`];
    await onServer(admin, async (c) => {
      await c.query(`CREATE ROLE ${owner} NOLOGIN`);
      await c.query(`CREATE ROLE ${reader} NOLOGIN`);
      await c.query(`CREATE DATABASE ${targetName}`);
    });
    const t = await createTestApp();
    const target = databaseUrl(admin, targetName);
    try {
      // The source as an IT department sets it up: the application's objects owned by a role of
      // their own, and a read-only role for reports let into public and every table.
      await t.ctx.db.exec(`
        DO $$
        DECLARE r record;
        BEGIN
          FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') LOOP
            EXECUTE format('ALTER %s %I OWNER TO ${owner}', CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END, r.relname);
          END LOOP;
        END $$;
        GRANT USAGE ON SCHEMA public TO ${reader};
        GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${reader};`);
      const source = await ownersAndGrants(t.dbUrl!);
      expect(JSON.stringify(source)).toContain(`${reader}=U/`);
      const copy = join(work, 'owned.backup');
      expect((await runScript('backup.ts', [copy], { DATABASE_URL: t.dbUrl! })).code).toBe(0);

      // Into an empty database, then over it with --force: the source's owners and grants each time.
      expect(await runScript('restore.ts', [copy], { DATABASE_URL: target })).toMatchObject({ code: 0, stderr: '' });
      expect(await ownersAndGrants(target)).toEqual(source);
      expect(await runScript('restore.ts', [copy, '--force'], { DATABASE_URL: target })).toMatchObject({ code: 0, stderr: '' });
      expect(await ownersAndGrants(target)).toEqual(source);

      // --no-owner: the objects are the restoring user's and the copy's grants are not given; public stays as it was.
      expect(await runScript('restore.ts', [copy, '--force', '--no-owner'], { DATABASE_URL: target })).toMatchObject({
        code: 0,
        stderr: '',
      });
      const plain = (await ownersAndGrants(target)) as { public: unknown; relations: [string, string, string | null][] };
      expect(plain.public).toEqual((source as { public: unknown }).public);
      const restorer = new URL(target).username || 'postgres';
      expect(new Set(plain.relations.map(([, o]) => o))).toEqual(new Set([restorer]));
      expect(plain.relations.filter(([, , acl]) => acl !== null)).toEqual([]);
    } finally {
      await t.close();
      await onServer(admin, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
        await c.query(`DROP ROLE IF EXISTS ${owner}`);
        await c.query(`DROP ROLE IF EXISTS ${reader}`);
      });
    }
  },
);
