import type { PriorityKind } from '../../domain/tower/priority.js';
import type { MailMessage } from './mailer.js';
import { mailWords, type Recipient } from './words/index.js';

// The e-mail a tower round sends each person who had requests in it (decisions §26), in their
// language (decisions §22): a line a day, won, still waiting or not allocated, each with its place.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RoundMailDay {
  day: string;
  position: number;
  requests: number;
  /** The spaces the round shared out. */
  spaces: number;
  outcome: 'won' | 'waiting' | 'notAllocated';
  /** The priority space won, if any. */
  priority: PriorityKind | null;
}

/** One person's e-mail of a round: the first round's of the week from `day` (its Monday), or the second round's of `day`. */
export function roundMail(to: Recipient, round: { first: boolean; day: string }, days: RoundMailDay[]): MailMessage {
  const { first } = round;
  const w = mailWords(to.language);
  const r = w.round;
  const lines = [...days]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((d) => {
      const place = r.place(d.position, d.requests, d.spaces) + (d.priority ? `; ${r.kept[d.priority]}` : '');
      const weekday = w.pattern.weekday(d.day);
      if (d.outcome === 'won') return r.won(weekday, w.day(d.day), first, place);
      return d.outcome === 'waiting' ? r.waiting(weekday, w.day(d.day), place) : r.notAllocated(weekday, w.day(d.day), place);
    });
  return {
    to: to.email,
    subject: r.subject(first, w.day(round.day)),
    text: `${w.hello(to.name)}\n\n${r.intro(first)}\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${r.order}\n`,
    html:
      `<p>${w.hello(escape(to.name))}</p><p>${escape(r.intro(first))}</p>` +
      `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul><p>${escape(r.order)}</p>`,
  };
}
