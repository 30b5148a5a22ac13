import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, shown to fail on a crossing and to pass without one.
const eslint = new ESLint();
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) =>
    r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message),
  );

describe('import boundaries', () => {
  it('domain/ imports neither server/ nor web/', async () => {
    expect(
      await problems('domain/desks/x.ts', "import { caller } from '../../server/http/auth.js';\nexport const x = caller;\n"),
    ).toHaveLength(1);
    expect(await problems('domain/x.ts', "import { api } from '../web/src/api/client.js';\nexport const x = api;\n")).toHaveLength(1);
    expect(await problems('domain/x.ts', "import { TZ } from './time.js';\nexport const x = TZ;\n")).toEqual([]);
  });

  it('web/ never imports server/', async () => {
    expect(
      await problems('web/src/features/x.ts', "import { ok } from '../../../server/http/envelope.js';\nexport const x = ok;\n"),
    ).toContainEqual(expect.stringMatching(/may not import server/));
    expect(await problems('web/src/features/x.ts', "import { MSG } from '@domain/messages.js';\nexport const x = MSG;\n")).toEqual([]);
  });
});
