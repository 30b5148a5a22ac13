import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { booking } from '@/i18n/booking.js';
import { useT } from '@/i18n/use-t.js';
import { useIsPhone } from '@/lib/use-is-phone.js';

/** Back to /birouri, named after what it shows there: the map on a computer, the reservations on a phone, which has no map (#39 point 7). */
export function BackButton() {
  const t = useT(booking);
  const navigate = useNavigate();
  const phone = useIsPhone();
  return (
    <Button onClick={() => navigate('/birouri')}>{t(phone ? 'booking.presence.backToBookings' : 'booking.presence.backToMap')}</Button>
  );
}
