import { ONE_LINE } from '@domain/text/control-chars.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { currentLanguage, translate } from '@/i18n/i18n.js';

// A field's problem found by the server's own schema (domain/schemas), as the console shows it under
// the field: in Romanian the schema's sentence as it is; in English worded by what the rule is.

interface Issue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  origin?: string;
  maximum?: unknown;
  format?: string;
  pattern?: unknown;
}

export function schemaProblem(issue: Issue): string {
  if (currentLanguage() === 'ro') return issue.message;
  // The check of every stored text (domain/schemas/text.ts noControlChars): known by its pattern.
  if (issue.code === 'invalid_format' && issue.format === 'regex' && String(issue.pattern) === String(ONE_LINE))
    return translate(flexAdmin, 'flexAdmin.check.controlChars');
  if (issue.path.includes('peopleNo')) return translate(flexAdmin, 'flexAdmin.room.peopleNo');
  if (issue.code === 'too_small' && issue.origin === 'string') return translate(flexAdmin, 'flexAdmin.check.required');
  if (issue.code === 'too_big') {
    const max = typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint' ? Number(issue.maximum) : undefined;
    if (max !== undefined)
      return issue.origin === 'array'
        ? translate(flexAdmin, 'flexAdmin.check.tooMany', { max })
        : translate(flexAdmin, 'flexAdmin.check.tooLong', { max });
  }
  return translate(flexAdmin, 'flexAdmin.check.invalid');
}
