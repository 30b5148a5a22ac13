import { desks } from '@/i18n/desks.js';
import { translate } from '@/i18n/i18n.js';

// Words that the lists of a person's desk reservations share (the drawer's, the phone's), in the
// language shown; the component that shows them calls useT(desks) too (issue #40).

/** 'Rezervat pentru dumneavoastră de Ana Popescu', or '… de managerul dumneavoastră' when the creator is not known. */
export function bookedForYouBy(creatorName: string | null | undefined): string {
  return translate(desks, 'desks.bookedForYouBy', { creator: creatorName ?? translate(desks, 'desks.yourManager') });
}

/** 'Etajul 5', or 'Etajul 5 · cu loc de parcare'. */
export function floorLine(floor: number, parkingSpot: boolean | undefined): string {
  return translate(desks, parkingSpot ? 'desks.floorWithParking' : 'desks.floorName', { floor });
}
