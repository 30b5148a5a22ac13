import { OFFICE } from '../../domain/buildings.js';
import type { NumericSetting } from '../../domain/settings.js';
import { createSession } from '../identity/sessions-service.js';
import type { TestApp } from './harness.js';

/** Small factories and restoring fixtures for desk tests, over the real API and database. */
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

    /** Runs `fn` with these settings of a building, and puts the previous values back afterwards, whatever `fn` does. */
    async withSettings<T>(values: Partial<Record<NumericSetting, number>>, fn: () => Promise<T>, building: string = OFFICE): Promise<T> {
      const names = Object.keys(values);
      const { rows: before } = await t.ctx.db.query<{ name: string; value: unknown }>(
        'SELECT name, value FROM settings WHERE building = $1 AND name = ANY($2)',
        [building, names],
      );
      const write = (name: string, value: unknown) =>
        t.ctx.db.query(
          'INSERT INTO settings (building, name, value) VALUES ($1, $2, $3) ON CONFLICT (building, name) DO UPDATE SET value = EXCLUDED.value',
          [building, name, JSON.stringify(value)],
        );
      try {
        for (const [name, value] of Object.entries(values)) await write(name, value);
        return await fn();
      } finally {
        await t.ctx.db.query('DELETE FROM settings WHERE building = $1 AND name = ANY($2)', [building, names]);
        for (const b of before) await write(b.name, b.value);
      }
    },

    /** Runs `fn` with the test clock at `at`, and puts it back where it was afterwards, whatever `fn` does. */
    async withClock<T>(at: string, fn: () => Promise<T>): Promise<T> {
      const before = t.clock.now();
      const offset = new Date(at).getTime() - before.getTime();
      t.clock.set(new Date(at));
      try {
        return await fn();
      } finally {
        t.clock.set(new Date(t.clock.now().getTime() - offset));
      }
    },

    /** Runs `fn` with `spots` parking spots for the group, and puts the previous number back afterwards, whatever `fn` does. */
    async withParkingSpots<T>(groupId: string, spots: number, fn: () => Promise<T>): Promise<T> {
      const { rows } = await t.ctx.db.query<{ parking_spots: number }>('SELECT parking_spots FROM groups WHERE id = $1', [groupId]);
      await t.ctx.db.query('UPDATE groups SET parking_spots = $2 WHERE id = $1', [groupId, spots]);
      try {
        return await fn();
      } finally {
        await t.ctx.db.query('UPDATE groups SET parking_spots = $2 WHERE id = $1', [groupId, rows[0].parking_spots]);
      }
    },

    /** Runs `fn` with the user in these groups as well, and puts their group list back afterwards, whatever `fn` does. */
    async withGroupsAdded<T>(uuid: string, groupIds: string[], fn: () => Promise<T>): Promise<T> {
      const { rows } = await t.ctx.db.query<{ group_list: string[] }>('SELECT group_list FROM users WHERE uuid = $1', [uuid]);
      await t.ctx.db.query('UPDATE users SET group_list = group_list || $2::text[] WHERE uuid = $1', [uuid, groupIds]);
      try {
        return await fn();
      } finally {
        await t.ctx.db.query('UPDATE users SET group_list = $2 WHERE uuid = $1', [uuid, rows[0].group_list]);
      }
    },

    /**
     * A restore point of the desk calendar: answers a function that deletes every desk
     * reservation made since, so that each test starts from the same bookings (use it in
     * beforeEach / afterEach).
     */
    async calendarRestorePoint(): Promise<() => Promise<void>> {
      const { rows } = await t.ctx.db.query<{ id: string }>('SELECT id FROM desk_reservations');
      const ids = rows.map((r) => r.id);
      return async () => {
        await t.ctx.db.query('DELETE FROM desk_reservations WHERE NOT (id = ANY($1::uuid[]))', [ids]);
      };
    },
  };
}
