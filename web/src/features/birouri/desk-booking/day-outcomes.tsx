import CheckCircle from '@mui/icons-material/CheckCircle';
import Block from '@mui/icons-material/Block';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { longDayName } from '@/i18n/dates.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';
import type { DayOutcome } from './book-days.js';
import { refusalText } from './refusal-text.js';

/** One line per day of a booking: booked, or why not. */
export function DayOutcomes({ outcomes, deskId }: { outcomes: DayOutcome[]; deskId: string }) {
  const t = useT(forms);
  return (
    <List dense aria-label={t('forms.outcome.list')} disablePadding>
      {outcomes.map((o) => (
        <ListItem key={o.day} disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {o.ok ? <CheckCircle color="success" fontSize="small" /> : <Block color="error" fontSize="small" />}
          </ListItemIcon>
          <ListItemText
            primary={
              o.ok
                ? t('forms.outcome.booked', { day: longDayName(o.day), deskId })
                : t('forms.outcome.refused', { day: longDayName(o.day), reason: refusalText(o.error) })
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
