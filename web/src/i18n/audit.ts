import { defineArea } from './i18n.js';
import type source from './catalogues/audit/ro.json';
import { messages as ro } from './catalogues/audit/ro.json?lingui';

/** The audit log of both consoles: its kinds of entry, fields and values (issue #40); loaded with the log's lazy chunk only. */
export type AuditKey = keyof typeof source;

export const audit = defineArea<AuditKey>('audit', ro, {
  en: () => import('./catalogues/audit/en.json?lingui'),
});
