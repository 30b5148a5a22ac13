import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addDays } from '@domain/time.js';
import { formatDay } from '@/i18n/dates.js';
import { useLanguage } from '@/i18n/use-t.js';
import { NextIcon, PreviousIcon } from './week-icons.js';

// The week shown, a week at a time: 'Săptămâna mea' (decisions §20) and 'Săptămâna echipei' (§21).
// `from` null is this week as the server's clock says; the Monday it answered is remembered, so that
// stepping back to it returns to null (and 'Săptămâna aceasta' goes away).

interface Words {
  previous: string;
  next: string;
  current: string;
  /** The week's first and last days, written out: '01.03.2027 – 05.03.2027'. */
  range(from: string, to: string): string;
}

interface Props {
  /** The week asked for (null: this week). */
  from: string | null;
  /** The Monday of the week the page shows; undefined while none has come. */
  shown: string | undefined;
  /** Whether `shown` is the answer to `from` (not the week before, kept on screen meanwhile). */
  settled: boolean;
  onFrom(from: string | null): void;
  words: Words;
}

/** Previous, the week's dates (read out when they change), next, and 'this week' when away from it. */
export function WeekStepper({ from, shown, settled, onFrom, words }: Props) {
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
        <Tooltip title={words.previous}>
          <span>
            <IconButton aria-label={words.previous} onClick={() => go(-1)} disabled={!shown}>
              <PreviousIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography aria-live="polite" sx={{ minWidth: 180, textAlign: 'center' }}>
          {shown ? words.range(formatDay(shown, language), formatDay(addDays(shown, 4), language)) : ''}
        </Typography>
        <Tooltip title={words.next}>
          <span>
            <IconButton aria-label={words.next} onClick={() => go(1)} disabled={!shown}>
              <NextIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {from !== null && (
        <Button size="small" onClick={() => onFrom(null)}>
          {words.current}
        </Button>
      )}
    </>
  );
}
