import { createSession } from '../accounts/sessions.js';
import type { TestApp } from './harness.js';

/** Small factories for desk tests, over the real API and database. */
export function deskHelpers(t: TestApp) {
  return {
    async freeDesks(token: string, groupId: string, day: string, floor?: number): Promise<string[]> {
      const r = await t.call('GET', `/api/desks/group/${groupId}?date=${day}`, { token });
      return (r.body.payload as { deskId: string; status: string; floor: number; manager: string | null }[])
        .filter((d) => d.status === 'free' && !d.manager && (floor === undefined || d.floor === floor))
        .map((d) => d.deskId);
    },
    book(token: string, body: Record<string, unknown>) {
      return t.call('POST', '/api/reservations/desks/update', { token, body });
    },
    async uuidOf(username: string): Promise<string> {
      const { rows } = await t.ctx.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE username = $1', [username]);
      return rows[0].uuid;
    },
    /** A session for a user without going through the (deliberately slow) password check. */
    async tokenFor(uuid: string): Promise<string> {
      return createSession(t.ctx.db, uuid, t.clock.now(), 30);
    },
    async setting(name: string, value: number | string, building = '1') {
      await t.ctx.db.query('UPDATE settings SET value = $3 WHERE building = $1 AND name = $2', [building, name, JSON.stringify(value)]);
    },
  };
}
