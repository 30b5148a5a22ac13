import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ApiToken, BuildingToken } from '@/api/tokens.js';
import { useDeleteToken } from '@/api/queries/tokens.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { formatDayTime } from '@/i18n/dates.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { shell } from '@/i18n/shell.js';
import { tokens } from '@/i18n/tokens.js';
import { PLAIN_TABLE } from '@/components/plain-table.js';
import { useT } from '@/i18n/use-t.js';
import { useServerTime } from '@/lib/server-time.js';
import { dayOf, SCOPE_WORDS } from './token-words.js';

type Row = ApiToken & { owner?: BuildingToken['owner'] };

/** 'Expirat' beside the day, as a small outlined label. */
const EXPIRED = { ml: 1, px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/**
 * A list of tokens (decisions §23): name, (owner,) permissions, created, expires ('Expirat' once past, by
 * the server's clock), last use ('Niciodată'), and a delete button that asks first.
 */
export function TokenTable({ rows, labelledBy, withOwner }: { rows: Row[]; labelledBy: string; withOwner?: boolean }) {
  const t = useT(shell, tokens);
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const { now } = useServerTime();
  const remove = useDeleteToken();
  // The token asked about stays named while the dialog closes.
  const [asking, setAsking] = useState<Row | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (row: Row) => {
    remove.reset();
    setAsking(row);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" aria-labelledby={labelledBy} sx={PLAIN_TABLE}>
          <thead>
            <tr>
              <th scope="col">{t('tokens.column.name')}</th>
              {withOwner && <th scope="col">{t('tokens.column.owner')}</th>}
              <th scope="col">{t('tokens.column.scopes')}</th>
              <th scope="col">{t('tokens.column.created')}</th>
              <th scope="col">{t('tokens.column.expires')}</th>
              <th scope="col">{t('tokens.column.lastUsed')}</th>
              <th scope="col" className="actions">
                {t('tokens.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td className="wrap">{row.name}</td>
                {withOwner && (
                  <td>
                    {row.owner?.name || row.owner?.username}
                    {row.owner?.name && (
                      <Typography variant="body2" color="text.secondary">
                        {row.owner.username}
                      </Typography>
                    )}
                  </td>
                )}
                <td>{row.scopes.map((s) => t(SCOPE_WORDS[s].label)).join(', ')}</td>
                <td>{dayOf(row.createdAt)}</td>
                <td>
                  {dayOf(row.expiresAt)}
                  {Date.parse(row.expiresAt) <= now().getTime() && (
                    <Typography component="span" variant="caption" sx={EXPIRED}>
                      {t('tokens.expired')}
                    </Typography>
                  )}
                </td>
                <td>{row.lastUsedAt ? formatDayTime(new Date(row.lastUsedAt)) : t('tokens.neverUsed')}</td>
                <td className="actions">
                  <Tooltip title={t('tokens.remove.button', { name: row.name })}>
                    <IconButton aria-label={t('tokens.remove.button', { name: row.name })} onClick={() => ask(row)}>
                      <Delete />
                    </IconButton>
                  </Tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <ConfirmDialog
        open={open}
        title={t('tokens.remove.title')}
        text={
          asking?.owner
            ? t('tokens.remove.textOf', { name: asking.name, owner: asking.owner.name || asking.owner.username })
            : t('tokens.remove.text', { name: asking?.name ?? '' })
        }
        error={remove.error ? refusalWords(remove.error) : null}
        confirmLabel={t('tokens.remove.confirm')}
        cancelLabel={t('shell.action.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          asking &&
          remove.mutate(asking._id, {
            onSuccess: () => {
              close();
              notify.success(t('tokens.remove.done'));
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
