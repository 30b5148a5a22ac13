import {
  CALENDAR_MSG,
  CALENDAR_REASON,
  CANCELLED_SHOWN_DAYS,
  deskEvent,
  feedFirstDay,
  parkingEvent,
  roomEvent,
} from '../../domain/calendar/bookings.js';
import { icalendar } from '../../domain/calendar/ical.js';
import { calendarWords } from '../../domain/calendar/words.js';
import { bucharestDay, bucharestInstant } from '../../domain/time.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/connection.js';
import { notFound } from '../errors.js';
import type { Caller } from '../identity/actor.js';
import { hashToken, newToken } from '../identity/tokens.js';
import { calendarHost, deskEntry, parkingEntry, roomEntry } from './presenter.js';
import { deleteFeed, deskFeedRows, feedOfUser, ownerOfFeed, parkingFeedRows, roomFeedRows, upsertFeed } from './queries.js';

// The calendar feed (decisions §15): a secret address per person, kept only as its hash, and the
// RFC 5545 calendar it serves without a login. A person's own account's setting: not audited
// (decisions §12 audits administrative changes; the account screen's own edits are not either).

/** How often a subscribed client is asked to fetch again. */
const REFRESH_MINUTES = 60;
/** A secret as newToken makes it: 32 random bytes in base64url. Anything else is no secret of ours. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (ctx: AppContext, secret: string) => `${ctx.config.publicUrl}/api/calendar/${secret}.ics`;

/** A new secret address for the caller; the previous one, if any, stops answering. */
export async function createFeed(ctx: AppContext, me: Caller): Promise<{ url: string }> {
  const { token, hash } = newToken();
  await upsertFeed(ctx.db, me.uuid, hash, ctx.clock.now());
  return { url: feedUrl(ctx, token) };
}

/** The caller's address stops answering (none: nothing changes). */
export async function revokeFeed(ctx: AppContext, me: Caller): Promise<{ active: false; createdAt: null }> {
  await deleteFeed(ctx.db, me.uuid);
  return { active: false, createdAt: null };
}

/**
 * The person's address stops answering, in the caller's transaction: a new password or the
 * account's deletion revokes it (server/accounts/credentials.ts, #38 point 5).
 */
export async function revokeFeedOf(q: Queryable, userUuid: string): Promise<void> {
  await deleteFeed(q, userUuid);
}

/** Whether the caller has an address, and since when: its secret cannot be shown again. */
export async function feedStatus(ctx: AppContext, me: Caller): Promise<{ active: boolean; createdAt: string | null }> {
  const feed = await feedOfUser(ctx.db, me.uuid);
  return { active: !!feed, createdAt: feed ? new Date(feed.created_at).toISOString() : null };
}

/** The calendar behind a secret: the owner's bookings from 60 days back on, in the owner's language (decisions §22); 404 for an unknown, revoked or malformed secret. */
export async function feedCalendar(ctx: AppContext, secret: string): Promise<string> {
  const found = SECRET.test(secret) ? await ownerOfFeed(ctx.db, hashToken(secret)) : null;
  if (!found) throw notFound(CALENDAR_MSG.feedNotFound, CALENDAR_REASON.feedNotFound);
  const { uuid: owner, language } = found;
  const now = ctx.clock.now();
  const today = bucharestDay(now);
  const first = feedFirstDay(today);
  const host = calendarHost(ctx.config.publicUrl);
  const [desks, rooms, parking] = await Promise.all([
    deskFeedRows(ctx.db, owner, first, CANCELLED_SHOWN_DAYS),
    roomFeedRows(ctx.db, owner, bucharestInstant(first, 0), CANCELLED_SHOWN_DAYS),
    parkingFeedRows(ctx.db, owner, first, CANCELLED_SHOWN_DAYS),
  ]);
  return icalendar({
    stamp: now,
    name: calendarWords(language).calendarName,
    refreshMinutes: REFRESH_MINUTES,
    events: [
      ...desks.map((r) => deskEvent(deskEntry(r), host, language)),
      ...rooms.map((r) => roomEvent(roomEntry(r), host, language)),
      ...parking.map((r) => parkingEvent(parkingEntry(r), host, today, language)),
    ],
  });
}
