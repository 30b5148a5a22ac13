import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { useIsPhone } from '@/lib/use-is-phone.js';

/** Back to /birouri, named after what it shows there: the map on a computer, the reservations on a phone, which has no map (#39 point 7). */
export function BackButton() {
  const navigate = useNavigate();
  const phone = useIsPhone();
  return <Button onClick={() => navigate('/birouri')}>{phone ? 'Înapoi la rezervări' : 'Înapoi la hartă'}</Button>;
}
