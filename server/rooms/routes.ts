import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOM_MSG } from '../../domain/rooms/rules.js';
import { byId, upcomingBody } from '../../domain/schemas/desks.js';
import { roomIdString, roomReservationUpdate, roomsOfDay, roomUpdate } from '../../domain/schemas/rooms.js';
import { bucharestDay, bucharestInstant, addDays } from '../../domain/time.js';
import { userByUuid } from '../accounts/queries.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { actsFor } from '../desk-reservations/permissions.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { bookRoom, changeRoomReservation, roomReservationById } from './book.js';
import { presentRoom, presentRoomReservation, ROOM_RESERVATION_SELECT, type RoomReservationRow, type RoomRow } from './presenter.js';

/** Live reservations overlapping a Bucharest day. */
async function reservationsOfDay(q: Queryable, day: string): Promise<RoomReservationRow[]> {
  const { rows } = await q.query<RoomReservationRow>(
    `${ROOM_RESERVATION_SELECT} WHERE x.status <> 'cancelled' AND x.date_begin < $2 AND x.date_end > $1 ORDER BY x.date_begin`,
    [bucharestInstant(day, 0), bucharestInstant(addDays(day, 1), 0)],
  );
  return rows;
}

async function roomsWithDay(q: Queryable, day: string, groupId?: string) {
  const { rows } = await q.query<RoomRow>('SELECT * FROM rooms WHERE ($1::text IS NULL OR $1 = ANY (groups_id_list)) ORDER BY floor, id', [groupId ?? null]);
  const reservations = await reservationsOfDay(q, day);
  return rows.map((r) => presentRoom(r, reservations));
}

export async function roomRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['conference rooms'];
  const today = () => bucharestDay(ctx.clock.now());
  const present = async (id: string) => presentRoomReservation((await roomReservationById(ctx.db, id))!);

  app.get('/api/conference-rooms', { config: { access: 'member:1' }, schema: { tags, querystring: roomsOfDay } }, async (req) => ok(await roomsWithDay(ctx.db, req.query.date ?? today())));

  app.get('/api/conference-rooms/info/:roomId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ roomId: roomIdString }) } }, async (req) => {
    const { rows } = await ctx.db.query<RoomRow>('SELECT * FROM rooms WHERE id = $1', [req.params.roomId]);
    if (!rows[0]) throw notFound(ROOM_MSG.roomNotFound);
    return ok(presentRoom(rows[0], await reservationsOfDay(ctx.db, today())));
  });

  app.get('/api/conference-rooms/:groupId', { config: { access: 'member:1' }, schema: { tags, params: z.object({ groupId: z.string().min(1).max(100) }), querystring: roomsOfDay } }, async (req) =>
    ok(await roomsWithDay(ctx.db, req.query.date ?? today(), req.params.groupId)),
  );

  app.post('/api/conference-rooms/update', { schema: { tags, body: roomUpdate }, config: { access: 'admin:1' } }, async (req) => {
    const b = req.body;
    const d = b.details ?? {};
    const r = await ctx.db.query<RoomRow>(
      `UPDATE rooms SET name = COALESCE($2, name), type = COALESCE($3, type), has_tv = COALESCE($4, has_tv),
         has_audio_video = COALESCE($5, has_audio_video), has_phone = COALESCE($6, has_phone),
         phone_no = CASE WHEN $7::boolean THEN $8 ELSE phone_no END, people_no = COALESCE($9, people_no),
         groups_id_list = COALESCE($10, groups_id_list)
       WHERE id = $1 RETURNING *`,
      [b.id, d.name ?? null, d.type ?? null, d.hasTV ?? null, d.hasAudioVideo ?? null, d.hasPhone ?? null, d.phoneNo !== undefined, d.phoneNo ?? null, b.peopleNo ?? null, b.groupsIdList ?? null],
    );
    if (!r.rows[0]) throw notFound(ROOM_MSG.roomNotFound);
    return ok(presentRoom(r.rows[0]));
  });

  app.post('/api/reservations/conference-rooms/all', { config: { access: 'member:1' }, schema: { tags, body: roomsOfDay } }, async (req) =>
    ok((await reservationsOfDay(ctx.db, req.body.date ?? today())).map(presentRoomReservation)),
  );

  app.post('/api/reservations/conference-rooms/update', { config: { access: 'member:1' }, schema: { tags, body: roomReservationUpdate } }, async (req) => {
    const me = caller(req);
    const b = req.body;
    if (!('_id' in b)) return ok(await present(await bookRoom(ctx, me, b)));
    await changeRoomReservation(ctx, me, b);
    return ok(await present(b._id));
  });

  app.post('/api/reservations/conference-rooms/delete', { config: { access: 'member:1' }, schema: { tags, body: byId } }, async (req) => {
    await changeRoomReservation(ctx, caller(req), { _id: req.body._id, status: 'cancelled' });
    return ok(await present(req.body._id));
  });

  app.post('/api/reservations/conference-rooms/user/upcoming', { config: { access: 'member:1' }, schema: { tags, body: upcomingBody } }, async (req) => {
    const me = caller(req);
    const other = await userByUuid(ctx.db, req.body.uuid);
    if (!other) throw notFound();
    if (!actsFor(me, other)) throw forbidden();
    const { rows } = await ctx.db.query<RoomReservationRow>(
      `${ROOM_RESERVATION_SELECT} WHERE x.uuid = $1 AND x.status <> 'cancelled' AND x.date_end > $2 ORDER BY x.date_begin`,
      [other.uuid, ctx.clock.now()],
    );
    return ok(rows.map(presentRoomReservation));
  });

  app.get('/api/reservations/conference-rooms', { config: { access: 'member:1' }, schema: { tags } }, async (req) => {
    const me = caller(req);
    const { rows } = await ctx.db.query<RoomReservationRow>(
      `${ROOM_RESERVATION_SELECT} WHERE ($1 OR x.uuid = $2) ORDER BY x.date_begin DESC LIMIT 5000`,
      [me.role === 'admin', me.uuid],
    );
    return ok(rows.map(presentRoomReservation));
  });

  app.get('/api/reservations/conference-rooms/:id', { config: { access: 'member:1' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) => {
    const me = caller(req);
    const r = await roomReservationById(ctx.db, req.params.id);
    if (!r) throw notFound(ROOM_MSG.roomNotFound);
    if (r.uuid !== me.uuid && me.role !== 'admin') throw forbidden();
    return ok(presentRoomReservation(r));
  });
}
