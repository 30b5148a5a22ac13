import { defineArea } from './i18n.js';
import type source from './catalogues/colleagues/ro.json';
import { messages as ro } from './catalogues/colleagues/ro.json?lingui';

/**
 * The map's colleagues (decisions §21, #42): the followed colleagues' desks, following from a desk's
 * dialog, and the desks marked near a colleague's. An area of its own, imported only by chunks loaded
 * lazily, so that /birouri's first download carries none of it (web/bundle-budget.json).
 */
export type ColleaguesKey = keyof typeof source;

export const colleagues = defineArea<ColleaguesKey>('colleagues', ro, {
  en: () => import('./catalogues/colleagues/en.json?lingui'),
});
