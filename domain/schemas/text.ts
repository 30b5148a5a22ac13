import { CONTROL_CHARS_MSG, ONE_LINE } from '../text/control-chars.js';
import { z } from '../zod-ro.js';

/**
 * The check of every name and text the API stores (issue #38, point 7): no control character but the
 * tab, so no line break either. Chained after `.trim()` (`.check(noControlChars())`), so that spaces
 * and line breaks at either end are trimmed away before it looks; a pattern, so the API document shows it.
 */
export const noControlChars = () => z.regex(ONE_LINE, CONTROL_CHARS_MSG);
