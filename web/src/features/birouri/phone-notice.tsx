import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { canEnter, TOWER } from '@domain/buildings.js';
import { useUser } from '@/lib/session.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

/** On a phone the map is unavailable, booking below it is not (#39 point 3); tower users get a link to the parking. */
export function PhoneNotice() {
  const t = useT(desks);
  const user = useUser();
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, textAlign: 'center' }}>
      <PhoneAndroid color="action" sx={{ fontSize: 40 }} aria-hidden />
      <Typography component="h1" variant="h6" sx={{ mt: 1 }}>
        {t('desks.phoneNotice.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('desks.phoneNotice.body')}
      </Typography>
      {canEnter(user, TOWER) && (
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to="/turn/add">
            {t('desks.phoneNotice.tower')}
          </Link>
        </Typography>
      )}
    </Paper>
  );
}
