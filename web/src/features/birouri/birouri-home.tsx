import { useIsPhone } from '../../lib/use-is-phone.js';
import { BookingScreen } from './booking-screen.js';
import { PhoneNotice } from './phone-notice.js';
import { UnconfirmedBanner } from './unconfirmed-banner.js';

/** /birouri: the booking map on a computer, the phone notice on a phone. */
export function BirouriHome() {
  const phone = useIsPhone();
  return (
    <>
      <UnconfirmedBanner />
      {phone ? <PhoneNotice /> : <BookingScreen />}
    </>
  );
}
