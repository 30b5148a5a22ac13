import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addDays } from '@domain/time.js';
import { formatDay } from '@/i18n/dates.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { NextIcon, PreviousIcon } from './week-icons.js';

// The week shown, a week at a time: 'Săptămâna mea' (decisions §20) and 'Săptămâna echipei' (§21).
// `from` null is this week as the server's clock says; the Monday it answered is remembered, so that
// stepping back to it returns to null (and 'Săptămâna aceasta' goes away).

interface Props {
  /** The week asked for (null: this week). */
  from: string | null;
  /** The Monday of the week the page shows; undefined while none has come. */
  shown: string | undefined;
  /** Whether `shown` is the answer to `from` (not the week before, kept on screen meanwhile). */
  settled: boolean;
  onFrom(from: string | null): void;
}

/** Previous, the week's dates (read out when they change), next, and 'this week' when away from it. */
export function WeekStepper({ from, shown, settled, onFrom }: Props) {
  const t = useT(week);
  const language = useLanguage();
  const [thisMonday, setThisMonday] = useState<string | null>(null);
  if (from === null && shown && settled && shown !== thisMonday) setThisMonday(shown);
  const go = (weeks: number) => {
    if (!shown) return;
    const monday = addDays(shown, 7 * weeks);
    onFrom(monday === thisMonday ? null : monday);
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={t('week.previous')}>
          <span>
            <IconButton aria-label={t('week.previous')} onClick={() => go(-1)} disabled={!shown}>
              <PreviousIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography aria-live="polite" sx={{ minWidth: 180, textAlign: 'center' }}>
          {shown ? t('week.range', { from: formatDay(shown, language), to: formatDay(addDays(shown, 4), language) }) : ''}
        </Typography>
        <Tooltip title={t('week.next')}>
          <span>
            <IconButton aria-label={t('week.next')} onClick={() => go(1)} disabled={!shown}>
              <NextIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {from !== null && (
        <Button size="small" onClick={() => onFrom(null)}>
          {t('week.current')}
        </Button>
      )}
    </>
  );
}
