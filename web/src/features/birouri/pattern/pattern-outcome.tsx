import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PatternSaved } from '@/api/pattern.js';
import { common } from '@/i18n/common.js';
import { longDayName } from '@/i18n/dates.js';
import { forms } from '@/i18n/forms.js';
import { translate } from '@/i18n/i18n.js';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';
import { reasonText } from '../desk-booking/refusal-text.js';

/**
 * What a saved pattern's first run did (decisions §20), said plainly: 'Am rezervat 2 zile:', one line per
 * day booked (desk and floor) and per day it could not book, with why in the booking panel's words for
 * that reason (refusal-text.ts), days in order.
 */
export function PatternOutcome({ outcome }: { outcome: Pick<PatternSaved, 'booked' | 'notBooked'> }) {
  const t = useT(pattern, forms, common);
  const { booked, notBooked } = outcome;
  if (booked.length === 0 && notBooked.length === 0) return <Typography>{t('workPattern.outcome.nothing')}</Typography>;
  const lines = [
    ...booked.map((b) => ({
      day: b.day,
      ok: true,
      text: t('workPattern.outcome.bookedDay', { day: longDayName(b.day), deskId: b.deskId, floor: b.floor }),
    })),
    ...notBooked.map((n) => ({
      day: n.day,
      ok: false,
      text: t('workPattern.outcome.notBookedDay', {
        day: longDayName(n.day),
        reason: reasonText(n.reason) ?? t('workPattern.outcome.otherReason'),
      }),
    })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  return (
    <>
      {booked.length > 0 && (
        <Typography>{t('workPattern.outcome.booked', { days: translate(common, 'common.days', { count: booked.length }) })}</Typography>
      )}
      <List dense aria-label={t('workPattern.outcome.list')} disablePadding>
        {lines.map((l) => (
          <ListItem key={`${l.day}-${l.ok}`} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {l.ok ? <CheckCircle color="success" fontSize="small" /> : <Block color="error" fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={l.text} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
