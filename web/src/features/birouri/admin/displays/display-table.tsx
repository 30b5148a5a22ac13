import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { Display } from '@/api/displays-admin.js';
import { useDeleteDisplay, useRegenerateDisplay } from '@/api/queries/displays.js';
import { ConfirmDialog } from '@/components/confirm-dialog.js';
import { PLAIN_TABLE } from '@/components/plain-table.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { formatDayTime } from '@/i18n/dates.js';
import { displayAdmin } from '@/i18n/display-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { placeOf, type Places } from './display-places.js';

interface Props {
  rows: Display[];
  places: Places;
  labelledBy: string;
  onEdit(display: Display): void;
  /** A new link was made: the section shows it, once. */
  onLink(display: Display): void;
}

/** The question asked before a step that cannot be undone, and the display it is about. */
type Asking = { step: 'regenerate' | 'remove'; display: Display };

/**
 * The displays (decisions §24): name, room or floor, added; per display a change in the form, a new link
 * and a delete, the last two asked first (the old link stops working).
 */
export function DisplayTable({ rows, places, labelledBy, onEdit, onLink }: Props) {
  const t = useT(shell, displayAdmin);
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const regenerate = useRegenerateDisplay();
  const remove = useDeleteDisplay();
  // The display asked about stays named while the dialog closes.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (step: Asking['step'], display: Display) => {
    regenerate.reset();
    remove.reset();
    setAsking({ step, display });
    setOpen(true);
  };
  const close = () => setOpen(false);
  const mutation = asking?.step === 'regenerate' ? regenerate : remove;
  const name = asking?.display.name ?? '';

  const confirm = () => {
    if (!asking) return;
    if (asking.step === 'regenerate')
      regenerate.mutate(asking.display._id, {
        onSuccess: (made) => {
          close();
          onLink(made);
        },
      });
    else
      remove.mutate(asking.display._id, {
        onSuccess: () => {
          close();
          notify.success(t('displayAdmin.remove.done'));
        },
      });
  };

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={PLAIN_TABLE} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('displayAdmin.column.name')}</th>
              <th scope="col">{t('displayAdmin.column.place')}</th>
              <th scope="col">{t('displayAdmin.column.created')}</th>
              <th scope="col" className="actions">
                {t('displayAdmin.column.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                <td className="wrap">{row.name}</td>
                <td className="wrap">{placeOf(row, places)}</td>
                <td>{formatDayTime(new Date(row.createdAt))}</td>
                <td className="actions">
                  <Button
                    size="small"
                    aria-label={t('displayAdmin.regenerate.buttonFor', { name: row.name })}
                    onClick={() => ask('regenerate', row)}
                  >
                    {t('displayAdmin.regenerate.button')}
                  </Button>
                  <Tooltip title={t('displayAdmin.edit.button', { name: row.name })}>
                    <IconButton aria-label={t('displayAdmin.edit.button', { name: row.name })} onClick={() => onEdit(row)}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('displayAdmin.remove.button', { name: row.name })}>
                    <IconButton aria-label={t('displayAdmin.remove.button', { name: row.name })} onClick={() => ask('remove', row)}>
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
        title={asking?.step === 'regenerate' ? t('displayAdmin.regenerate.title') : t('displayAdmin.remove.title')}
        text={asking?.step === 'regenerate' ? t('displayAdmin.regenerate.text', { name }) : t('displayAdmin.remove.text', { name })}
        error={mutation.error ? refusalWords(mutation.error) : null}
        confirmLabel={asking?.step === 'regenerate' ? t('displayAdmin.regenerate.button') : t('displayAdmin.remove.confirm')}
        cancelLabel={t('shell.action.cancel')}
        pending={mutation.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
