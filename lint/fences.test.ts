import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The fences of eslint.config.js (#23, point 5): each is shown failing on what it forbids and
// passing on the allowed form next to it, so that a broken selector cannot pass silently.
const eslint = new ESLint();
const ruled = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) =>
    r.messages.filter((m) => /^(no-restricted-(syntax|imports)|web\/feature-borders)$/.test(m.ruleId ?? '')).map((m) => m.message),
  );

describe('the fences of the order of steps', () => {
  it('SQL outside a queries file fails, as a string or a template; inside one it is at home', async () => {
    expect(await ruled('server/desks/desk-service.ts', 'export const q = "SELECT id FROM desks";\n')).toEqual([
      expect.stringMatching(/queries\.ts files only/),
    ]);
    expect(await ruled('server/desks/desk-service.ts', 'export const q = `\n  UPDATE desks SET type = $1`;\n')).toEqual([
      expect.stringMatching(/queries\.ts files only/),
    ]);
    expect(await ruled('server/desks/queries.ts', 'export const q = `SELECT id FROM desks WHERE id = $1`;\n')).toEqual([]);
    expect(await ruled('server/desks/desk-service.ts', "export const text = 'Selectați un birou';\n")).toEqual([]);
  });

  it('SQL assembled with + fails anywhere on the server, a queries file included', async () => {
    expect(await ruled('server/desks/queries.ts', "export const q = (col: string) => 'SELECT ' + col + ' FROM desks';\n")).not.toEqual([]);
    expect(
      await ruled('server/desks/queries.ts', "export const q = (id: string) => `SELECT * FROM desks` + ' WHERE id = ' + id;\n"),
    ).toEqual([expect.stringMatching(/never assembled with \+/)]);
    expect(await ruled('server/desks/desk-service.ts', "export const label = (n: number) => 'Rândul ' + n;\n")).toEqual([]);
  });

  it("deciding on an error's text fails, on the server and in the web", async () => {
    expect(await ruled('server/x/x-service.ts', 'export const busy = (e: Error) => /deadlock/.test(e.message);\n')).toHaveLength(1);
    expect(await ruled('web/src/features/x/x.ts', "export const taken = (e: Error) => e.message.includes('rezervat');\n")).toHaveLength(1);
    expect(await ruled('web/src/features/x/x.ts', "export const taken = (e: { reason?: string }) => e.reason === 'desk.taken';\n")).toEqual(
      [],
    );
  });

  it("repeating a setting's default fails; reading the typed setting passes", async () => {
    expect(
      await ruled('server/rooms/x-service.ts', 'export const max = (s: { maxDaysRoom?: number }) => s.maxDaysRoom || 30;\n'),
    ).toHaveLength(1);
    expect(
      await ruled('web/src/features/x/x.ts', 'export const max = (s: { maxActiveRoom?: number }) => s.maxActiveRoom ?? 2;\n'),
    ).toHaveLength(1);
    expect(await ruled('web/src/features/x/x.ts', 'export const max = (s: { maxActiveRoom: number }) => s.maxActiveRoom;\n')).toEqual([]);
  });
});

describe('the fences between areas', () => {
  it('a route does not import queries; a service does', async () => {
    expect(await ruled('server/desks/routes.ts', "import { deskById } from './queries.js';\nexport const x = deskById;\n")).toEqual([
      expect.stringMatching(/never queries/),
    ]);
    expect(await ruled('server/desks/desk-service.ts', "import { deskById } from './queries.js';\nexport const x = deskById;\n")).toEqual(
      [],
    );
  });

  it("a parser of uploaded files is imported by a parse child's modules only; elsewhere its types (#38)", async () => {
    const inChild = /parsed in a parse child only/;
    expect(await ruled('server/floors/plan-file.ts', "import { parse } from './svg-sanitiser.js';\nexport const x = parse;\n")).toEqual([
      expect.stringMatching(inChild),
    ]);
    expect(
      await ruled('server/uploads/multipart.ts', "import { readTable } from './read-table.js';\nexport const x = readTable;\n"),
    ).toEqual([expect.stringMatching(inChild)]);
    expect(await ruled('server/tower/routes.ts', "import { JSDOM } from 'jsdom';\nexport const x = JSDOM;\n")).toEqual([
      expect.stringMatching(inChild),
    ]);
    expect(await ruled('server/floors/plan-file.ts', "import type * as S from './svg-sanitiser.js';\nexport type X = typeof S;\n")).toEqual(
      [],
    );
    expect(await ruled('server/floors/svg-sanitiser.ts', "import { JSDOM } from 'jsdom';\nexport const x = JSDOM;\n")).toEqual([]);
    expect(await ruled('server/uploads/read-table.ts', "import { xlsxRows } from './xlsx.js';\nexport const x = xlsxRows;\n")).toEqual([]);
  });

  it('domain/ uses no Node built-in module', async () => {
    expect(await ruled('domain/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toEqual([
      expect.stringMatching(/no Node built-in/),
    ]);
    expect(await ruled('domain/x.ts', "import { join } from 'path';\nexport const x = join;\n")).toEqual([
      expect.stringMatching(/no Node built-in/),
    ]);
    expect(await ruled('server/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toEqual([]);
    // A folder named like a built-in is not one: domain/ importing server/http/ is refused once, as a crossing.
    expect(await ruled('domain/x.ts', "import { caller } from '../server/http/auth.js';\nexport const x = caller;\n")).toEqual([
      expect.stringMatching(/may not import server/),
    ]);
  });

  it('the web names a far import by its alias, never by climbing two folders', async () => {
    expect(
      await ruled('web/src/features/x/y/z.ts', "import { MSG } from '../../../../../domain/messages.js';\nexport const x = MSG;\n"),
    ).toEqual([expect.stringMatching(/by its alias/)]);
    expect(await ruled('web/src/features/x/y/z.ts', "import { api } from '../../../api/client.js';\nexport const x = api;\n")).toEqual([
      expect.stringMatching(/by its alias/),
    ]);
    expect(
      await ruled(
        'web/src/features/x/y/z.ts',
        "import { MSG } from '@domain/messages.js';\nimport { api } from '@/api/client.js';\nimport { a } from '../a.js';\nexport const x = [MSG, api, a];\n",
      ),
    ).toEqual([]);
  });

  it('the server never imports the web app', async () => {
    expect(await ruled('server/http/x.ts', "import { api } from '../../web/src/api/client.js';\nexport const x = api;\n")).toEqual([
      expect.stringMatching(/may not import web/),
    ]);
    expect(await ruled('server/desks/routes.ts', "import { api } from '../../web/src/api/client.js';\nexport const x = api;\n")).toEqual([
      expect.stringMatching(/may not import web/),
    ]);
  });
});

describe('the borders of the web features', () => {
  const crossing = expect.stringMatching(/imports no other feature/);

  it('a feature importing another fails, however the path is written', async () => {
    expect(
      await ruled(
        'web/src/features/turn/x.ts',
        "import { useCancelDesk } from '../birouri/use-desk-actions.js';\nexport const x = useCancelDesk;\n",
      ),
    ).toEqual([crossing]);
    // Climbing folders is refused on its own (the alias fence) and as a crossing.
    expect(
      await ruled(
        'web/src/features/birouri/admin/users/x.tsx',
        "import { TOWER_WORDS } from '../../../turn/tower-messages.js';\nexport const x = TOWER_WORDS;\n",
      ),
    ).toContainEqual(crossing);
    expect(
      await ruled(
        'web/src/features/turn/x.ts',
        "import { nextDesk } from '@/features/birouri/map/roving.js';\nexport const x = nextDesk;\n",
      ),
    ).toEqual([crossing]);
    expect(await ruled('web/src/features/turn/x.ts', "export { nextDesk } from '../birouri/map/roving.js';\n")).toEqual([crossing]);
    expect(await ruled('web/src/features/turn/x.ts', "export const page = () => import('../birouri/birouri-home.js');\n")).toEqual([
      crossing,
    ]);
  });

  it('inside one feature, and to the shared layers, imports pass', async () => {
    expect(
      await ruled(
        'web/src/features/birouri/admin/desks/x.ts',
        "import { nextDesk } from '@/features/birouri/map/roving.js';\nexport const x = nextDesk;\n",
      ),
    ).toEqual([]);
    expect(
      await ruled(
        'web/src/features/turn/admin/x.tsx',
        "import { UserPicker } from '@/components/user-picker.js';\nimport { useUser } from '@/lib/session.js';\nimport { MSG } from '@domain/messages.js';\nexport const x = [UserPicker, useUser, MSG];\n",
      ),
    ).toEqual([]);
    // The router composes the features: app/ may import them all.
    expect(
      await ruled(
        'web/src/app/x.tsx',
        "export const pages = [() => import('../features/birouri/birouri-home.js'), () => import('@/features/turn/add-page.js')];\n",
      ),
    ).toEqual([]);
  });

  it('api/, lib/ and components/ import no feature', async () => {
    expect(
      await ruled(
        'web/src/components/x.tsx',
        "import { useCancelDesk } from '../features/birouri/use-desk-actions.js';\nexport const x = useCancelDesk;\n",
      ),
    ).toEqual([expect.stringMatching(/components\/ is shared by every feature/)]);
    expect(
      await ruled('web/src/lib/x.ts', "import { TOWER_WORDS } from '@/features/turn/tower-messages.js';\nexport const x = TOWER_WORDS;\n"),
    ).toEqual([expect.stringMatching(/lib\/ is shared by every feature/)]);
  });
});

describe('the web query keys', () => {
  const byHand = expect.stringMatching(/key is built in web\/src\/api\/queries\/ only/);

  it('a key written in a screen fails, in a query, an invalidation or the cache', async () => {
    expect(
      await ruled(
        'web/src/features/x/x.ts',
        "export const q = (day: string) => useQuery({ queryKey: ['desks', day], queryFn: () => desksOfDay(day) });\n",
      ),
    ).toEqual([byHand]);
    expect(await ruled('web/src/features/x/x.ts', "export const done = () => qc.invalidateQueries({ queryKey: ['tower'] });\n")).toEqual([
      byHand,
    ]);
    expect(await ruled('web/src/features/x/x.ts', "export const done = () => qc.setQueryData(['admin-user', uuid], user);\n")).toEqual([
      byHand,
    ]);
    expect(await ruled('web/src/components/x.ts', "export const useDone = () => useInvalidate(['desks'], ['status']);\n")).toEqual([
      byHand,
    ]);
  });

  it('the options and keys of api/queries/ pass, there and in screens', async () => {
    expect(
      await ruled(
        'web/src/api/queries/x.ts',
        'export const q = (day: string) => queryOptions({ queryKey: deskKeys.ofDay(day), queryFn: () => desksOfDay(day) });\n',
      ),
    ).toEqual([]);
    expect(
      await ruled(
        'web/src/features/x/x.ts',
        'export const q = (day: string) => useQuery({ ...getDesksOfDayQueryOptions(day), enabled: !!day });\n',
      ),
    ).toEqual([]);
    expect(
      await ruled('web/src/features/x/x.ts', 'export const useDone = () => useInvalidate(...DESK_BOOKING_STALE, statisticsKeys.all);\n'),
    ).toEqual([]);
    expect(
      await ruled(
        'web/src/features/x/x.ts',
        'export const done = () => qc.setQueryData(getUserDetailQueryOptions(uuid).queryKey, [user]);\n',
      ),
    ).toEqual([]);
  });

  it('invalidating the whole cache fails everywhere, api/queries/ included', async () => {
    const whole = expect.stringMatching(/never the whole cache/);
    expect(await ruled('web/src/features/x/x.ts', 'export const done = () => qc.invalidateQueries();\n')).toEqual([whole]);
    expect(await ruled('web/src/api/queries/x.ts', 'export const done = () => qc.invalidateQueries();\n')).toEqual([whole]);
    expect(await ruled('web/src/features/x/x.ts', "export const retry = () => qc.refetchQueries({ type: 'active' });\n")).toEqual([]);
  });
});
