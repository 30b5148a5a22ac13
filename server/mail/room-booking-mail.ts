import type { MailMessage } from './mailer.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The confirmation of a room booking (issue #27, point 4: it carries the booking's .ics). The
 * specifications e-mail none; the booker gets this one, once, when the booking is made.
 */
export function roomBookedMail(
  to: string,
  name: string,
  o: { room: string; place: string; day: string; from: string; until: string },
): MailMessage {
  const what = `${o.room} (${o.place}) pe ${o.day}, între ${o.from} și ${o.until}`;
  return {
    to,
    subject: `Rezervare confirmată: ${o.room}, ${o.day}, ${o.from}–${o.until}`,
    text:
      `Bună ziua, ${name},\n\n` +
      `Ați rezervat ${what}.\n` +
      'Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).\n',
    html:
      `<p>Bună ziua, ${escape(name)},</p><p>Ați rezervat <b>${escape(what)}</b>.</p>` +
      '<p>Evenimentul este atașat: deschideți-l pentru a-l adăuga în calendarul dumneavoastră (Outlook, Google Calendar).</p>',
  };
}
