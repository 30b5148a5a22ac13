import { randomUUID } from 'node:crypto';
import { AUDIT_KIND } from '../../domain/audit.js';
import { DISPLAY_MSG, DISPLAY_REASON, displayUrl } from '../../domain/displays/rules.js';
import { FLOOR_MSG, FLOOR_REASON } from '../../domain/floors/rules.js';
import { ROOM_MSG, ROOM_REASON } from '../../domain/rooms/rules.js';
import type { Display } from '../../domain/schemas/display-answers.js';
import type { DisplayUpdateBody } from '../../domain/schemas/displays.js';
import { recordAudit } from '../audit/audit-service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { floorByNumber } from '../floors/queries.js';
import { newToken } from '../identity/tokens.js';
import { roomById } from '../rooms/queries.js';
import { allDisplays, deleteDisplay, displayById, insertDisplay, setDisplaySecret, updateDisplay, type DisplayRow } from './queries.js';

// The console's displays (decisions §24), building 1's administrators': made, renamed or moved, given
// a new link, deleted; each change audited. A display's secret is shown once, in `url`: only its hash is kept.

function present(d: DisplayRow, url: string | null = null): Display {
  return { _id: d.id, name: d.name, roomId: d.room_id, floor: d.floor, createdAt: new Date(d.created_at).toISOString(), url };
}
/** What an audit entry says of a display: never its secret. */
const described = (d: DisplayRow) => ({ name: d.name, roomId: d.room_id, floor: d.floor });

export async function listDisplays(ctx: AppContext): Promise<Display[]> {
  return (await allDisplays(ctx.db)).map((d) => present(d));
}

async function checkPlace(q: Queryable, body: DisplayUpdateBody) {
  if (body.roomId !== undefined && !(await roomById(q, body.roomId))) throw notFound(ROOM_MSG.roomNotFound, ROOM_REASON.roomNotFound);
  if (body.floor !== undefined && !(await floorByNumber(q, body.floor)))
    throw notFound(FLOOR_MSG.notFound(body.floor), FLOOR_REASON.notFound);
}

/** Makes a display (answered with its address, this once) or renames or moves one (its address unchanged, not shown). */
export async function saveDisplay(ctx: AppContext, me: Caller, body: DisplayUpdateBody): Promise<Display> {
  const now = ctx.clock.now();
  const place = { name: body.name, roomId: body.roomId ?? null, floor: body.floor ?? null };
  return ctx.db.transaction(async (tx) => {
    await checkPlace(tx, body);
    if (body._id) {
      const before = await displayById(tx, body._id);
      const after = before && (await updateDisplay(tx, body._id, place));
      if (!before || !after) throw notFound(DISPLAY_MSG.notFound, DISPLAY_REASON.notFound);
      await recordAudit(tx, me, now, AUDIT_KIND.displaysUpdate, after.id, { from: described(before), to: described(after) });
      return present(after);
    }
    const { token, hash } = newToken();
    const made = await insertDisplay(tx, { id: randomUUID(), ...place, hash, now });
    await recordAudit(tx, me, now, AUDIT_KIND.displaysUpdate, made.id, { to: described(made) });
    return present(made, displayUrl(ctx.config.publicUrl, token));
  });
}

/** A new secret: the old address stops answering at once (its open streams end within the hub's next check). */
export async function regenerateDisplay(ctx: AppContext, me: Caller, id: string): Promise<Display> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { token, hash } = newToken();
    const d = await setDisplaySecret(tx, id, hash);
    if (!d) throw notFound(DISPLAY_MSG.notFound, DISPLAY_REASON.notFound);
    await recordAudit(tx, me, now, AUDIT_KIND.displaysRegenerate, d.id, described(d));
    return present(d, displayUrl(ctx.config.publicUrl, token));
  });
}

/** Deletes a display; the reservations it made stay (they keep no display). */
export async function removeDisplay(ctx: AppContext, me: Caller, id: string): Promise<{ cancelled: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const d = await deleteDisplay(tx, id);
    if (!d) throw notFound(DISPLAY_MSG.notFound, DISPLAY_REASON.notFound);
    await recordAudit(tx, me, now, AUDIT_KIND.displaysDelete, d.id, described(d));
    return { cancelled: 0 };
  });
}
