import { TOWER } from '../../domain/buildings.js';
import { toCsv } from '../../domain/csv.js';
import { formatDay, isWeekday, nextDailyAt, weekday } from '../../domain/time.js';
import type { WebhookQueue } from '../context.js';
import type { JobDef } from '../jobs/scheduler.js';
import { enqueueMail, type MailOutbox } from '../mail/outbox.js';
import { parkingListMail } from '../mail/templates.js';
import { buildingSettings } from '../settings/queries.js';
import { firstRound, secondRound } from './allocation-service.js';
import { enqueueRoundMails } from './round-mails.js';

/** What a round wakes after its commit when it queued webhook events. */
type Kick = Pick<WebhookQueue, 'kick'>;

/**
 * First round, at the Friday cut-off: next week's waiting requests get the free spaces (type 1), and
 * each requester an e-mail of their week (enqueued with the round).
 */
export function firstRoundJob(outbox: Pick<MailOutbox, 'kick'>, webhooks: Kick): JobDef {
  return {
    name: 'tower-first-round',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, TOWER)).fridayCutoffHour, (d) => weekday(d) === 5),
    async run({ tx, dueAt, now }) {
      const { monday, roundIds, heard } = await firstRound(tx, dueAt, now);
      if (heard) webhooks.kick();
      if (await enqueueRoundMails(tx, { first: true, day: monday }, roundIds, now)) outbox.kick();
    },
  };
}

/**
 * Second round, at the deadline hour of the working day before D: D's waiting requests get
 * what is left (type 2), the rest are not allocated (type 4); each requester is e-mailed their
 * place and D's list goes to support (both enqueued in the mail outbox with the round).
 */
export function secondRoundJob(outbox: Pick<MailOutbox, 'kick'>, webhooks: Kick): JobDef {
  return {
    name: 'tower-second-round',
    nextDue: async (after, q) => nextDailyAt(after, (await buildingSettings(q, TOWER)).confirmationDeadlineHour, isWeekday),
    async run({ tx, dueAt, now }) {
      const { day, roundIds, list, sendTo, heard } = await secondRound(tx, dueAt, now);
      if (heard) webhooks.kick();
      if (await enqueueRoundMails(tx, { first: false, day }, roundIds, now)) outbox.kick();
      const csv = toCsv(['Nr. înmatriculare', 'Marcă', 'Proprietar', 'Loc prioritar'], list);
      if (!sendTo) return;
      // Enqueued with the round: the mail outbox sends it once the round commits, with retries.
      await enqueueMail(tx, parkingListMail(sendTo, formatDay(day), list.length, `parcare-${day}.csv`, csv), now);
      outbox.kick();
    },
  };
}
