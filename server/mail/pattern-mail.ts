import type { MailMessage } from './mailer.js';
import { mailWords, type Recipient } from './words/index.js';

// The work pattern's e-mails (decisions §20), in the person's language (decisions §22): one at once
// when a pattern just saved booked or failed, and one on Fridays with the week ahead. The same
// layout for both: a sentence, then a line a day, booked or not and why.

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PatternMailDays {
  booked: { day: string; deskId: string; floor: number }[];
  notBooked: { day: string; reason: string }[];
}

function dayLines(to: Recipient, o: PatternMailDays): string[] {
  const w = mailWords(to.language);
  const p = w.pattern;
  const lines = [
    ...o.booked.map((b) => ({ day: b.day, line: p.booked(p.weekday(b.day), w.day(b.day), b.deskId, String(b.floor)) })),
    ...o.notBooked.map((n) => ({ day: n.day, line: p.notBooked(p.weekday(n.day), w.day(n.day), p.why[n.reason] ?? p.why.other) })),
  ];
  return lines.sort((a, b) => a.day.localeCompare(b.day)).map((l) => l.line);
}

function patternMail(to: Recipient, subject: string, intro: string, o: PatternMailDays): MailMessage {
  const w = mailWords(to.language);
  const lines = dayLines(to, o);
  return {
    to: to.email,
    subject,
    text: `${w.hello(to.name)}\n\n${intro}\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${w.pattern.change}\n`,
    html:
      `<p>${w.hello(escape(to.name))}</p><p>${escape(intro)}</p>` +
      `<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul><p>${escape(w.pattern.change)}</p>`,
  };
}

/** At once after a save whose first run booked or failed something. */
export function patternSavedMail(to: Recipient, o: PatternMailDays): MailMessage {
  const p = mailWords(to.language).pattern;
  return patternMail(to, p.savedSubject, p.savedIntro, o);
}

/** Fridays: the week from `monday` (YYYY-MM-DD), the days booked and those that could not be. */
export function patternWeekMail(to: Recipient, monday: string, o: PatternMailDays): MailMessage {
  const w = mailWords(to.language);
  return patternMail(to, w.pattern.weekSubject(w.day(monday)), w.pattern.weekIntro, o);
}
