import { cleanup, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@domain/messages.js';
import { TOKEN_KEY } from '@/api/client.js';
import { FlexConsole } from '@/features/birouri/admin/flex-console.js';
import { TowerConsole } from '@/features/turn/admin/tower-console.js';
import { useSession } from '@/lib/session.js';
import { answerCallsWith, type Call } from '@/test/api-calls.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { sessionUser } from '@/test/session-user.js';

// 'Webhookuri' (decisions §23, issue #44 point 2) is role admin's section of both consoles: a building
// administrator who is not role admin has neither its menu entry nor its route, and asks for no webhook.
// The section itself: web/src/components/admin/webhooks/webhooks-section.test.tsx.

let user: Record<string, unknown>;
const calls = answerCallsWith(({ path }: Call) => {
  if (path.startsWith('/users/verify')) return user;
  if (path.startsWith('/meta')) return testMeta();
  return [];
});

beforeEach(() => localStorage.setItem(TOKEN_KEY, 'tok'));
afterEach(cleanup);

/** The console once the session knows the person, as behind RequireAuth. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? <>{children}</> : null;
}

const WAIT = { timeout: 20_000 };
const show = (element: ReactNode, base: string, path: string) =>
  renderRoute(
    [
      {
        path: `${base}/*`,
        element: (
          <Suspense fallback={<p>…</p>}>
            <SignedIn>{element}</SignedIn>
          </Suspense>
        ),
      },
    ],
    path,
  );

describe("the consoles' section 'Webhookuri'", () => {
  for (const [name, Console, base] of [
    ['CityOffices', FlexConsole, '/birouri/admin/settings'],
    ['tower', TowerConsole, '/turn/admin'],
  ] as const) {
    it(`is offered in the ${name} console to role admin only, not to a building administrator`, async () => {
      user = sessionUser({ adminOf: ['1', '2'] });
      const first = show(<Console />, base, `${base}/webhookuri`);
      expect(await screen.findByRole('heading', { name: MSG.pageNotFound }, WAIT)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Webhookuri' })).toBeNull();
      expect(calls.some((c) => c.path.startsWith('/webhooks'))).toBe(false);
      first.unmount();

      user = sessionUser({ role: 'admin' });
      show(<Console />, base, `${base}/webhookuri`);
      expect(await screen.findByRole('heading', { name: 'Webhookuri', level: 2 }, WAIT)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Webhookuri' }).getAttribute('href')).toBe(`${base}/webhookuri`);
    }, 60_000);
  }
});
