import { defineArea } from './i18n.js';
import type source from './catalogues/tools/ro.json';
import { messages as ro } from './catalogues/tools/ro.json?lingui';

/** The data pages' shared tools: period and day fields, quick ranges, charts, exports, uploads, the user picker (issue #40). */
export type ToolsKey = keyof typeof source;

export const tools = defineArea<ToolsKey>('tools', ro, {
  en: () => import('./catalogues/tools/en.json?lingui'),
});
