import { ComingSoon } from '../../components/coming-soon.js';
import { useIsPhone } from '../../lib/use-is-phone.js';
import { PhoneNotice } from './phone-notice.js';
import { UnconfirmedBanner } from './unconfirmed-banner.js';

/** /birouri: the booking map (a later issue), or the phone notice. */
export function BirouriHome() {
  const phone = useIsPhone();
  return (
    <>
      <UnconfirmedBanner />
      {phone ? (
        <PhoneNotice />
      ) : (
        <ComingSoon title="Harta birourilor" text="Harta birourilor va fi disponibilă în curând." />
      )}
    </>
  );
}
