// Control characters (issue #38, point 7; docs/decisions/operations.md "Control characters"): the
// characters of Unicode's category Cc, i.e. C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
// A BEL or an ESC in a name rang terminals and coloured them when a file was printed, and reached
// calendars raw. Every text the API stores is one line: it refuses them all but the tab. Every
// writer (CSV, XLSX, .ics, e-mail) strips them from what was stored before, keeping the tab and
// line breaks, which each format writes in its own way.

/** A text the API stores: no control character but the tab (so no line break either). */
export const ONE_LINE = /^[\P{Cc}\t]*$/u;
/** What a writer removes: any control character but the tab and the line breaks. */
const STRIPPED = /[^\P{Cc}\t\n\r]/gu;
const BREAKS = /[\t\n\r]+/g;

/**
 * The refusal (domain/schemas/text.ts): the envelope (server/http/envelope.ts) and the uploads' rows name
 * the field before it.
 */
export const CONTROL_CHARS_MSG = 'Textul nu poate conține caractere de control (de exemplu BEL sau ESC) și nici treceri la rând nou.';

/** True when `s` holds a control character the API refuses (any but the tab). */
export function hasControlChars(s: string): boolean {
  return !ONE_LINE.test(s);
}

/** A stored text as a writer puts it out: every control character removed but the tab and line breaks. */
export function stripControlChars(s: string): string {
  return s.replace(STRIPPED, '');
}

/** A text for one line of its own (an e-mail's subject): stripped, tabs and line breaks each run made one space. */
export function oneLineText(s: string): string {
  return stripControlChars(s).replace(BREAKS, ' ');
}
