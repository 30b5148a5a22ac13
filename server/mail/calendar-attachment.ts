import type { MailMessage } from './mailer.js';

// The .ics attached to an e-mail about a booking (issue #27, point 4): one click in Outlook or Google
// Calendar adds the event. METHOD:PUBLISH, as an attachment: an event to keep, not an invitation
// that asks for a reply (docs/decisions/calendar.md).

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The message with the calendar file attached; unchanged when there is none. */
export function withCalendarFile(message: MailMessage, ics: string | undefined, filename = 'rezervare.ics'): MailMessage {
  if (!ics) return message;
  return { ...message, attachments: [...(message.attachments ?? []), { filename, content: ics, contentType: ICS_CONTENT_TYPE }] };
}
