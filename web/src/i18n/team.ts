import { defineArea } from './i18n.js';
import type source from './catalogues/team/ro.json';
import { messages as ro } from './catalogues/team/ro.json?lingui';

/**
 * 'Săptămâna echipei' (decisions §21, #42): the team's grid, following and the manager's planning. An
 * area of its own, imported only by the page's lazily loaded chunk and its user-menu item, so that
 * /birouri's first download carries none of it (web/bundle-budget.json).
 */
export type TeamKey = keyof typeof source;

export const team = defineArea<TeamKey>('team', ro, {
  en: () => import('./catalogues/team/en.json?lingui'),
});
