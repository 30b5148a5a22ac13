import { useIsPhone } from '../../lib/use-is-phone.js';
import { BookingScreen } from './booking-screen.js';
import { PhoneNotice } from './phone-notice.js';
import { PhoneReservations } from './phone/phone-reservations.js';
import { UnconfirmedBanner } from './unconfirmed-banner.js';

/** /birouri: the booking map on a computer; on a phone the notice, then the person's upcoming reservations. */
export function BirouriHome() {
  const phone = useIsPhone();
  return (
    <>
      <UnconfirmedBanner />
      {phone ? (
        <>
          <PhoneNotice />
          <PhoneReservations />
        </>
      ) : (
        <BookingScreen />
      )}
    </>
  );
}
