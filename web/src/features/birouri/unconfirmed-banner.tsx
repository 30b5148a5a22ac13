import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useUser } from '@/lib/session.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

/** Flex-office §2: a banner asks to change the password while the account is unconfirmed. */
export function UnconfirmedBanner() {
  const t = useT(desks);
  const user = useUser();
  if (user.confirmed) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {t('desks.unconfirmed.body')}{' '}
      <Link component={RouterLink} to="/password">
        {t('desks.unconfirmed.changePassword')}
      </Link>
    </Alert>
  );
}
