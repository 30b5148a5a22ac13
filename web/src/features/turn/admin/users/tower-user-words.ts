import { translate } from '@/i18n/i18n.js';
import { towerAdmin } from '@/i18n/tower-admin.js';

// The console's own refusals of a user's buildings, in the person's language (catalogue towerAdmin,
// issue #40); e2e/tower-admin-users.spec.ts reads their Romanian from the catalogue.

export const TOWER_USER_UI = {
  get buildingTwice() {
    return translate(towerAdmin, 'towerAdmin.user.buildingTwice');
  },
  get buildingUnknown() {
    return translate(towerAdmin, 'towerAdmin.user.buildingUnknown');
  },
  get updateFailed() {
    return translate(towerAdmin, 'towerAdmin.user.updateFailed');
  },
};
