import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useAbsences, useDeleteAbsence } from '@/api/queries/my-week.js';
import { formatDay } from '@/i18n/dates.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { week } from '@/i18n/week.js';
import { WeekError } from './week-error.js';
import { DeleteIcon } from './week-icons.js';
import { KIND_WORDS } from './week-words.js';

interface Props {
  /** Whose: a manager's person, or the caller (null). */
  uuid: string | null;
  /** The server's today: absences that have ended are not listed. */
  today: string;
}

/** The absences recorded from today on (GET /absences), each with its delete button (decisions §20). */
export function AbsenceList({ uuid, today }: Props) {
  const t = useT(week);
  const language = useLanguage();
  const list = useAbsences(uuid, true);
  const remove = useDeleteAbsence();
  const shown = (list.data ?? []).filter((a) => a.to >= today).sort((a, b) => a.from.localeCompare(b.from));
  const range = (a: { from: string; to: string }) => ({ from: formatDay(a.from, language), to: formatDay(a.to, language) });
  return (
    <div>
      <Typography component="h3" variant="subtitle2">
        {t('week.dialog.list')}
      </Typography>
      {list.isError ? (
        <WeekError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <CircularProgress size={24} aria-label={t('week.dialog.loading')} sx={{ m: 1 }} />
      ) : shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('week.dialog.none')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('week.dialog.list')}>
          {shown.map((a) => (
            <ListItem
              key={a._id}
              disableGutters
              secondaryAction={
                <Tooltip title={t('week.dialog.delete', range(a))}>
                  <IconButton
                    edge="end"
                    aria-label={t('week.dialog.delete', range(a))}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a._id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={t('week.dialog.item', { ...range(a), kind: t(KIND_WORDS[a.kind]) })} />
            </ListItem>
          ))}
        </List>
      )}
      {remove.isError && <WeekError error={remove.error} />}
      {remove.isSuccess && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('week.dialog.deleted')}
        </Alert>
      )}
    </div>
  );
}
