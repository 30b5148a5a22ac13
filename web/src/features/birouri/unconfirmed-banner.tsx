import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { MSG } from '@domain/messages.js';
import { useUser } from '@/lib/session.js';

/** Flex-office §2: a banner asks to change the password while the account is unconfirmed. */
export function UnconfirmedBanner() {
  const user = useUser();
  if (user.confirmed) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {MSG.unconfirmedBody}{' '}
      <Link component={RouterLink} to="/password">
        Schimbă parola
      </Link>
    </Alert>
  );
}
