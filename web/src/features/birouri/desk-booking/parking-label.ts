import { forms } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';

/** The parking box's label with the group's free spots, counted the Romanian way (#39 point 7): 'Loc de parcare (1 loc liber)'. */
export function parkingLabel(free: number | null): string {
  if (free === null) return translate(forms, 'forms.parking.label');
  if (free === 0) return translate(forms, 'forms.parking.noneFree');
  return translate(forms, 'forms.parking.free', { free: translate(forms, 'forms.count.freeSpots', { count: free }) });
}
