import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { weekdaysShort } from '@/i18n/dates.js';
import { team } from '@/i18n/team.js';
import { useLanguage, useT } from '@/i18n/use-t.js';

interface Props {
  days: readonly string[];
  /** The index of the day shown. */
  chosen: number;
  onChoose(index: number): void;
}

/** On a phone the team's week shows one day at a time (docs/decisions/team.md): Monday to Friday, one pressed. */
export function PhoneDayChooser({ days, chosen, onChoose }: Props) {
  const t = useT(team);
  const language = useLanguage();
  const names = weekdaysShort(language);
  return (
    <Stack role="group" aria-label={t('team.dayChooser')} direction="row" sx={{ gap: 0.5, mb: 1 }}>
      {days.map((day, i) => (
        <Button
          key={day}
          size="small"
          variant={i === chosen ? 'contained' : 'outlined'}
          aria-pressed={i === chosen}
          onClick={() => onChoose(i)}
          sx={{ minWidth: 0, flex: 1, minHeight: 44 }}
        >
          {`${names[i]} ${Number(day.slice(8, 10))}`}
        </Button>
      ))}
    </Stack>
  );
}
