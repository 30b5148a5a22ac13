import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { retryingImport } from '@/lib/connection.js';
import { useIsPhone } from '@/lib/use-is-phone.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { BookingScreen } from './booking-screen.js';
import { PhoneNotice } from './phone-notice.js';
import { PhoneReservations } from './phone/phone-reservations.js';
import { withoutFloorAlias } from './use-map-place.js';
import { UnconfirmedBanner } from './unconfirmed-banner.js';
import { WeekSection } from './week/week-section.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

// Booking without the map (decisions §19) loads only on a phone: the computer's first download of
// /birouri is budgeted (web/bundle-budget.json). With the server down it waits for it (issue #21, point 2).
const PhoneBooking = lazy(retryingImport(() => import('./phone/phone-booking.js')));

/** /birouri: the booking map on a computer; on a phone the notice, booking without the map, then the person's upcoming reservations. */
export function BirouriHome() {
  const t = useT(desks);
  const phone = useIsPhone();
  usePageTitle(''); // the app's name, in the person's language (index.html's is Romanian)
  const unaliased = withoutFloorAlias(useSearchParams()[0]);
  if (unaliased) return <Navigate to={{ search: `?${unaliased.toString()}` }} replace />;
  return (
    <>
      <UnconfirmedBanner />
      {phone ? (
        <>
          <PhoneNotice />
          <Suspense fallback={<CircularProgress aria-label={t('desks.loadingBooking')} sx={{ display: 'block', mx: 'auto', mt: 3 }} />}>
            <PhoneBooking />
          </Suspense>
          <PhoneReservations />
        </>
      ) : (
        <BookingScreen />
      )}
    </>
  );
}

/**
 * /birouri/saptamana: 'Săptămâna mea' as a page of its own, for the user menu (issue #41, point 5).
 * Served from this module, which a person of the office has usually loaded already: the week's chunks
 * then open where they open from /birouri, with what this chunk shares with the statistics pages
 * loaded, and those pages' shared chunks stay as they are (web/bundle-budget.json).
 */
export function WeekPage() {
  return <WeekSection level={1} />;
}
/** The router's way to 'Zilele mele la birou' (decisions §20), through /birouri's code: see pattern/pattern-link.tsx. */
export { loadPatternLink } from './pattern/lazy-entries.js';
/** The router's way to 'Săptămâna echipei' (decisions §21), through this module and the week's: see week/my-week.tsx. */
export { loadMyWeek } from './week/week-section.js';
