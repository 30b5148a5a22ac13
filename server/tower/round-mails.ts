import { TYPE } from '../../domain/tower/engine.js';
import type { Queryable } from '../db/connection.js';
import { enqueueMails } from '../mail/outbox.js';
import { roundMail, type RoundMailDay } from '../mail/round-mail.js';
import type { Recipient } from '../mail/words/index.js';
import { entriesOfRounds } from './rounds-queries.js';

// After each round (decisions §26), one e-mail per person who had requests in it: the days won,
// still waiting and not allocated, each with its place. Enqueued in the round's own transaction,
// so a round that runs once sends once.

const outcomeOf = (type: number): RoundMailDay['outcome'] =>
  type === TYPE.first || type === TYPE.second ? 'won' : type === TYPE.queue ? 'waiting' : 'notAllocated';

/** Enqueues the e-mails of a round (the first round's week from its Monday, or the second round's day), written as `roundIds`; answers how many. */
export async function enqueueRoundMails(
  tx: Queryable,
  round: { first: boolean; day: string },
  roundIds: string[],
  now: Date,
): Promise<number> {
  if (roundIds.length === 0) return 0;
  const byPerson = new Map<string, { to: Recipient; days: RoundMailDay[] }>();
  for (const r of await entriesOfRounds(tx, roundIds)) {
    const p = byPerson.get(r.user_id) ?? { to: { email: r.email, name: r.name, language: r.language }, days: [] };
    byPerson.set(r.user_id, p);
    p.days.push({
      day: r.day,
      position: r.position,
      requests: r.requests,
      spaces: r.free,
      outcome: outcomeOf(r.outcome),
      priority: r.priority,
    });
  }
  const mails = [...byPerson.values()].map((p) => roundMail(p.to, round, p.days));
  // In slices: one statement of thousands of e-mails would be a large one.
  for (let i = 0; i < mails.length; i += 500) await enqueueMails(tx, mails.slice(i, i + 500), now);
  return mails.length;
}
