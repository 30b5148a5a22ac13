import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import GroupAdd from '@mui/icons-material/GroupAdd';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { nextDeskNumber, type Point } from '@domain/floors/geometry.js';
import type { FloorInfo } from '@/api/floors.js';
import { RequestError } from '@/components/request-error.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useT } from '@/i18n/use-t.js';
import { useOfficeGroups } from '../office-groups.js';
import { DeleteItemsDialog } from './delete-items-dialog.js';
import { GroupItemsDialog } from './group-items-dialog.js';
import { ItemPlaceForm } from './item-place-form.js';
import { NewDeskDialog } from './new-desk-dialog.js';
import { NewRoomDialog } from './new-room-dialog.js';
import { PlanCanvas } from './plan-canvas.js';
import { itemKey, type PlanItem } from './plan-edits.js';
import { selectionText } from './plan-words.js';
import { usePlanItems } from './use-plan-items.js';

// The dialogs of the groups and of the deletion keep the items they were opened for.
type Dialog =
  { kind: 'desk'; at: Point } | { kind: 'room' } | { kind: 'groups'; items: PlanItem[] } | { kind: 'delete'; items: PlanItem[] } | null;

/** Whether a key press belongs to a field being typed in (its own Ctrl+Z). */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** The floor's plan with its desks, rooms and zones, and what the administrator does on it (decisions §18). */
export function PlanEditor({ floor }: { floor: FloorInfo }) {
  const t = useT(plans);
  const notify = useNotify();
  const onError = useCallback((m: string) => notify.error(m), [notify]);
  const plan = usePlanItems(floor, onError);
  const groups = useOfficeGroups();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const { undo, canUndo } = plan;

  // What is selected and still on the plan (a deleted item leaves the selection).
  const chosen = useMemo(() => plan.items.filter((i) => selected.has(itemKey(i))), [plan.items, selected]);
  const desks = chosen.filter((i) => i.kind === 'desk').length;
  const names = useMemo(() => new Map((groups.data ?? []).map((g) => [g._id, g.name])), [groups.data]);
  const groupsText = useCallback((ids: string[]) => ids.map((id) => names.get(id) ?? id).join(', '), [names]);

  // Ctrl+Z (⌘Z) undoes the last move anywhere on the page, except in a field, which has its own.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && !typing(e.target) && !dialog) {
        e.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, dialog]);

  if (plan.error) return <RequestError error={plan.error} onRetry={plan.retry} />;
  if (plan.loading) return <CircularProgress aria-label={t('plans.editor.loading')} />;
  const deskIds = plan.items.filter((i) => i.kind === 'desk').map((i) => i.id);
  const centre = { x: Math.round(floor.width / 2), y: Math.round(floor.height / 2) };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="plan-editor-title">
      <Stack spacing={2}>
        <Typography id="plan-editor-title" variant="h6" component="h3">
          {t('plans.editor.title', { floor: floor.floor })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('plans.editor.help')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="toolbar" aria-label={t('plans.editor.actions')}>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: 'desk', at: centre })}>
            {t('plans.editor.addDesk')}
          </Button>
          <Button variant="outlined" startIcon={<MeetingRoom />} onClick={() => setDialog({ kind: 'room' })}>
            {t('plans.editor.addRoom')}
          </Button>
          <Button variant="outlined" startIcon={<Undo />} onClick={undo} disabled={!canUndo}>
            {t('plans.editor.undo')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<GroupAdd />}
            onClick={() => setDialog({ kind: 'groups', items: chosen })}
            disabled={chosen.length === 0}
          >
            {t('plans.editor.selectionGroups')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Delete />}
            onClick={() => setDialog({ kind: 'delete', items: chosen })}
            disabled={chosen.length === 0}
          >
            {t('plans.editor.deleteSelection')}
          </Button>
        </Stack>
        <Typography role="status" variant="body2">
          {selectionText(desks, chosen.length - desks)}
        </Typography>
        {chosen.length === 1 && (
          <ItemPlaceForm
            key={`${itemKey(chosen[0])}-${chosen[0].x}-${chosen[0].y}-${chosen[0].w}-${chosen[0].h}`}
            item={chosen[0]}
            onMove={plan.apply}
          />
        )}
        {plan.items.length === 0 && <Alert severity="info">{t('plans.editor.empty')}</Alert>}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <PlanCanvas
            floor={floor}
            items={plan.items}
            selected={selected}
            onSelect={setSelected}
            onMove={plan.apply}
            onAddAt={(at) => setDialog({ kind: 'desk', at })}
            onDelete={(keys) => setDialog({ kind: 'delete', items: plan.items.filter((i) => keys.includes(itemKey(i))) })}
            groupsText={groupsText}
          />
        </Box>
      </Stack>
      {dialog?.kind === 'desk' && (
        <NewDeskDialog floor={floor} at={dialog.at} proposed={nextDeskNumber(deskIds, floor.floor)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'room' && <NewRoomDialog floor={floor} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'groups' && <GroupItemsDialog items={dialog.items} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <DeleteItemsDialog
          items={dialog.items}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setSelected(new Set());
            setDialog(null);
          }}
        />
      )}
    </Paper>
  );
}
