import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '../../domain/desks/rules.js';
import { byId, deskReservationParking, deskReservationUpdate, groupDayQuery, randomDeskBody, upcomingBody, attendingBody } from '../../domain/schemas/desks.js';
import { bucharestDay } from '../../domain/time.js';
import { userByUuid } from '../accounts/queries.js';
import type { AppContext } from '../context.js';
import { caller } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { forbidden, notFound } from '../http/errors.js';
import { uploadAttendance } from './attendance.js';
import { bookDesk } from './book.js';
import { cancelDesk, confirmDesk, reservationById, setDeskParking } from './change.js';
import { freeParkingSpots } from './parking.js';
import { actsFor } from './permissions.js';
import { presentDeskReservation, RESERVATION_SELECT, type DeskReservationRow } from './presenter.js';
import { bookRandomDesk } from './random.js';
import { officeStatus } from './status.js';

export async function deskReservationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['desk reservations'];
  const present = async (id: string) => presentDeskReservation((await reservationById(ctx.db, id))!);

  app.post('/api/reservations/desks/update', { config: { access: 'member:1' }, schema: { tags, body: deskReservationUpdate } }, async (req) => {
    const me = caller(req);
    const b = req.body;
    if (!('_id' in b)) return ok(await present(await bookDesk(ctx, me, b)));
    if (b.status === 'cancelled') await cancelDesk(ctx, me, b._id);
    else if (b.status === 'busy') await confirmDesk(ctx, me, b._id);
    if (b.parkingSpot !== undefined && b.status !== 'cancelled') await setDeskParking(ctx, me, b._id, b.parkingSpot);
    return ok(await present(b._id));
  });

  app.post('/api/reservations/desks/updateParking', { config: { access: 'member:1' }, schema: { tags, body: deskReservationParking } }, async (req) => {
    await setDeskParking(ctx, caller(req), req.body._id, req.body.parkingSpot);
    return ok(await present(req.body._id));
  });

  app.post('/api/reservations/desks/delete', { config: { access: 'member:1' }, schema: { tags, body: byId } }, async (req) => {
    await cancelDesk(ctx, caller(req), req.body._id);
    return ok(await present(req.body._id));
  });

  app.post('/api/reservations/desks/random', { config: { access: 'member:1' }, schema: { tags, body: randomDeskBody } }, async (req) =>
    ok(await present(await bookRandomDesk(ctx, caller(req), req.body))),
  );

  app.post('/api/reservations/desks/group', { config: { access: 'member:1' }, schema: { tags, body: groupDayQuery } }, async (req) => {
    const { rows } = await ctx.db.query<DeskReservationRow>(
      `${RESERVATION_SELECT} WHERE r.status <> 'cancelled' AND r.desk_id IN (SELECT desk_id FROM desks WHERE $1 = ANY (groups_id_list))
         AND ${req.body.date ? 'r.day = $2' : 'r.day >= $2'} ORDER BY r.day, r.desk_id`,
      [req.body.groupId, req.body.date ?? bucharestDay(ctx.clock.now())],
    );
    return ok(rows.map(presentDeskReservation));
  });

  app.get('/api/reservations/desks', { config: { access: 'member:1' }, schema: { tags } }, async (req) => {
    const me = caller(req);
    const { rows } = await ctx.db.query<DeskReservationRow>(
      `${RESERVATION_SELECT} WHERE ($1 OR r.uuid = $2 OR r.creator_uuid = $2) ORDER BY r.day DESC, r.desk_id LIMIT 5000`,
      [me.role === 'admin', me.uuid],
    );
    return ok(rows.map(presentDeskReservation));
  });

  app.get('/api/reservations/desks/:id', { config: { access: 'member:1' }, schema: { tags, params: z.object({ id: z.uuid() }) } }, async (req) => {
    const me = caller(req);
    const r = await reservationById(ctx.db, req.params.id);
    if (!r) throw notFound(DESK_MSG.reservationNotFound);
    const occupant = await userByUuid(ctx.db, r.uuid);
    if (r.creator_uuid !== me.uuid && !(occupant && actsFor(me, occupant))) throw forbidden(DESK_MSG.notOwner);
    return ok(presentDeskReservation(r));
  });

  app.post('/api/reservations/desks/user/upcoming', { config: { access: 'member:1' }, schema: { tags, body: upcomingBody } }, async (req) => {
    const me = caller(req);
    const other = await userByUuid(ctx.db, req.body.uuid);
    if (!other) throw notFound();
    if (!actsFor(me, other)) throw forbidden();
    const { rows } = await ctx.db.query<DeskReservationRow>(
      `${RESERVATION_SELECT} WHERE r.uuid = $1 AND r.status <> 'cancelled' AND r.day >= $2 ORDER BY r.day`,
      [other.uuid, bucharestDay(ctx.clock.now())],
    );
    return ok(rows.map(presentDeskReservation));
  });

  app.post('/api/groups/availableParkingSpots', { config: { access: 'member:1' }, schema: { tags: ['groups'], body: z.object({ groupId: z.string().min(1).max(100), date: groupDayQuery.shape.date.unwrap() }) } }, async (req) =>
    ok(await freeParkingSpots(ctx.db, req.body.groupId, req.body.date)),
  );

  app.get('/api/reservations/status', { config: { access: 'member:1' }, schema: { tags } }, async () => ok(await officeStatus(ctx.db, bucharestDay(ctx.clock.now()))));

  app.post('/api/reservations/desks/attending', { schema: { tags, body: attendingBody }, config: { access: 'admin:1' } }, async (req) =>
    ok(await uploadAttendance(ctx, caller(req), req.body.attendingList)),
  );
}
