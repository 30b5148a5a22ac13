import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isCalendarDay } from '@domain/time.js';
import { errorMessage } from '@/api/client.js';
import { getDayRoundsQueryOptions } from '@/api/queries/tower-rounds.js';
import { roundsExportPath, type Round } from '@/api/tower-rounds.js';
import { ExportButton } from '@/components/export-button.js';
import { formatDay, formatDayTime, formatNumber, weekdayName } from '@/i18n/dates.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { towerRounds, type TowerRoundsKey } from '@/i18n/tower-rounds.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { ENTRY_COLUMNS, entryCells, openingRoundsDay, ROUND_KEY, workingDayFrom } from './round-words.js';

const HEADER_KEY = {
  position: 'towerRounds.column.position',
  name: 'towerRounds.column.name',
  plate: 'towerRounds.column.plate',
  indiscipline: 'towerRounds.column.indiscipline',
  dateAdded: 'towerRounds.column.dateAdded',
  eligible: 'towerRounds.column.eligible',
  priority: 'towerRounds.column.priority',
  outcome: 'towerRounds.column.outcome',
  rule: 'towerRounds.column.rule',
} as const satisfies Record<(typeof ENTRY_COLUMNS)[number], TowerRoundsKey>;

/** One round: when it ran, the spaces it had and shared, and its whole order. */
function RoundTable({ round, t }: { round: Round; t: Translate<TowerRoundsKey> }) {
  const language = useLanguage();
  const n = (x: number) => formatNumber(x, language);
  const title = t(ROUND_KEY[round.round]);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">{t('towerRounds.ranAt', { time: formatDayTime(new Date(round.ranAt), language) })}</Typography>
      <Typography color="text.secondary">
        {t('towerRounds.spaces', {
          open: n(round.open),
          free: n(round.free),
          electric: n(round.electricSpaces),
          accessible: n(round.accessibleSpaces),
        })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('towerRounds.requests', { count: round.requests })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {ENTRY_COLUMNS.map((c) => (
                <TableCell key={c} align={c === 'position' || c === 'indiscipline' ? 'right' : 'left'}>
                  {t(HEADER_KEY[c])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {round.entries.map((e) => {
              const cells = entryCells(e, t, language);
              return (
                <TableRow key={e.requestId}>
                  {ENTRY_COLUMNS.map((c) => (
                    <TableCell key={c} align={c === 'position' || c === 'indiscipline' ? 'right' : 'left'}>
                      {cells[c]}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/**
 * Rundele unei zile (decisions §26, issue #47 point 4): each round of a day as it ran, its spaces
 * and its whole order, with the export. Opens on the next working day (round-words.ts); the day
 * chosen stays in the address (?zi=).
 */
export function RoundsSection() {
  const t = useT(towerRounds, towerAdmin);
  const language = useLanguage();
  const time = useServerTime();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('zi');
  const day = asked && isCalendarDay(asked) ? asked : time.ready ? openingRoundsDay(time.today()) : null;
  const choose = (d: string) => setSearch(isCalendarDay(d) ? { zi: d } : {}, { replace: true });
  const rounds = useQuery({ ...getDayRoundsQueryOptions(day ?? ''), enabled: day !== null });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('towerRounds.title')}
      </Typography>
      <Typography color="text.secondary">{t('towerRounds.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={t('towerRounds.previous')} disabled={!day} onClick={() => day && choose(workingDayFrom(day, -1))}>
            <ChevronLeft />
          </IconButton>
          <TextField
            type="date"
            label={t('towerRounds.day')}
            value={day ?? ''}
            onChange={(e) => choose(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={day ? weekdayName(day, language) : ' '}
          />
          <IconButton aria-label={t('towerRounds.next')} disabled={!day} onClick={() => day && choose(workingDayFrom(day, 1))}>
            <ChevronRight />
          </IconButton>
        </Stack>
        <ExportButton path={day ? roundsExportPath(day, 'xlsx') : null} fallbackName={`Runde-${day}.xlsx`}>
          {t('towerRounds.exportXlsx')}
        </ExportButton>
        <ExportButton path={day ? roundsExportPath(day, 'csv') : null} fallbackName={`Runde-${day}.csv`}>
          {t('towerRounds.exportCsv')}
        </ExportButton>
      </Stack>
      {rounds.isError && <Alert severity="error">{errorMessage(rounds.error)}</Alert>}
      {rounds.data && rounds.data.rounds.length === 0 && (
        <Typography data-testid="no-round">{t('towerRounds.noRound', { day: formatDay(rounds.data.date, language) })}</Typography>
      )}
      {rounds.data?.rounds.map((r) => (
        <RoundTable key={r.round} round={r} t={t} />
      ))}
    </Stack>
  );
}
