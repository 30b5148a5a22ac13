import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { presence } from '@/i18n/presence.js';
import { useT } from '@/i18n/use-t.js';
import { useIsPhone } from '@/lib/use-is-phone.js';

/** Back to /birouri, named after what it shows there: the map on a computer, the reservations on a phone, which has no map (#39 point 7). */
export function BackButton() {
  const t = useT(presence);
  const navigate = useNavigate();
  const phone = useIsPhone();
  return <Button onClick={() => navigate('/birouri')}>{t(phone ? 'presence.backToBookings' : 'presence.backToMap')}</Button>;
}
