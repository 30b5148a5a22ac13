import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FloorZone } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { plans } from '@/i18n/plans.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { PLAN_WORDS } from './plan-words.js';
import { useUpdateFloor } from './use-plan-writes.js';
import { ZoneDialog } from './zone-dialog.js';

/** The zones of the floor's groups, which the plan tints and names: added, changed, removed (the floor's `zones`, saved whole). */
export function ZonesCard({ floor }: { floor: FloorInfo }) {
  const t = useT(plans);
  const refusal = useRefusalWords(); // a refusal by its reason, in the person's language
  const notify = useNotify();
  const save = useUpdateFloor();
  // The zone being changed (its index), a new one (-1), or none.
  const [editing, setEditing] = useState<number | null>(null);
  const write = (zones: FloorZone[], done?: () => void) =>
    save.mutate(
      { floor: floor.floor, zones },
      {
        onSuccess: () => {
          notify.success(PLAN_WORDS.saved());
          done?.();
        },
        onError: (e) => editing === null && notify.error(refusal(e)),
      },
    );
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="zones-title">
      <Stack spacing={1}>
        <Typography id="zones-title" variant="h6" component="h3">
          {t('plans.zones.title')}
        </Typography>
        {floor.zones.length === 0 ? (
          <Typography color="text.secondary">{t('plans.zones.none')}</Typography>
        ) : (
          <List dense aria-labelledby="zones-title">
            {floor.zones.map((z, i) => (
              <ListItem
                key={`${z.groupId}-${i}`}
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setEditing(i)} aria-label={t('plans.zones.editLabel', { label: z.label })}>
                      {t('plans.zones.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('plans.zones.deleteLabel', { label: z.label })}
                      onClick={() => write(floor.zones.filter((_, n) => n !== i))}
                      disabled={save.isPending}
                    >
                      {t('plans.delete')}
                    </Button>
                  </Stack>
                }
              >
                <ListItemText primary={z.label} secondary={t('plans.zones.box', { x: z.x, y: z.y, w: z.w, h: z.h })} />
              </ListItem>
            ))}
          </List>
        )}
        <Button startIcon={<Add />} onClick={() => setEditing(-1)} sx={{ alignSelf: 'flex-start' }}>
          {t('plans.zones.add')}
        </Button>
      </Stack>
      {editing !== null && (
        <ZoneDialog
          zone={editing >= 0 ? floor.zones[editing] : null}
          floor={floor}
          pending={save.isPending}
          error={save.isError ? refusal(save.error) : null}
          onClose={close}
          onSave={(zone) => write(editing >= 0 ? floor.zones.map((z, n) => (n === editing ? zone : z)) : [...floor.zones, zone], close)}
        />
      )}
    </Paper>
  );
}
