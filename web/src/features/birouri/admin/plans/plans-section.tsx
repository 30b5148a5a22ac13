import Add from '@mui/icons-material/Add';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFloors } from '@/api/queries/floors.js';
import { useT } from '@/i18n/use-t.js';
import { plans } from '@/i18n/plans.js';
import { RequestError } from '@/components/request-error.js';
import { FloorSettingsCard } from './floor-settings-card.js';
import { NewFloorDialog } from './new-floor-dialog.js';
import { PlanEditor } from './plan-editor.js';
import { ZonesCard } from './zones-card.js';

/**
 * Planuri (decisions §18): the floors of the building laid out by its administrators. Choose or
 * add a floor; give it a name, a size and an uploaded plan; place its desks and rooms and mark its
 * groups' zones. Loaded when opened: the map's pages do not carry the editor.
 */
export default function PlansSection() {
  const t = useT(plans);
  const floors = useFloors();
  const [picked, setPicked] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const floor = floors.data?.find((f) => f.floor === picked) ?? floors.data?.[0] ?? null;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {t('plans.title')}
      </Typography>
      <Typography color="text.secondary">{t('plans.intro')}</Typography>
      {floors.isError ? (
        <RequestError error={floors.error} onRetry={() => void floors.refetch()} />
      ) : !floors.data ? (
        <CircularProgress aria-label={t('plans.loadingFloors')} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {floor && (
              <TextField
                select
                label={t('plans.floor')}
                value={floor.floor}
                onChange={(e) => setPicked(Number(e.target.value))}
                sx={{ minWidth: 200 }}
              >
                {floors.data.map((f) => (
                  <MenuItem key={f.floor} value={f.floor}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('plans.addFloor')}
            </Button>
          </Stack>
          {!floor && <Typography>{t('plans.noFloors')}</Typography>}
          {floor && (
            <Stack spacing={2}>
              {/* Keyed by what it edits: the form starts from the floor as saved. */}
              <FloorSettingsCard
                key={`${floor.floor}-${floor.name}-${floor.width}-${floor.height}`}
                floor={floor}
                onDeleted={() => setPicked(null)}
              />
              {/* Keyed by floor: the selection and the undo are the floor's own. */}
              <PlanEditor key={floor.floor} floor={floor} />
              <ZonesCard floor={floor} />
            </Stack>
          )}
        </>
      )}
      {adding && floors.data && (
        <NewFloorDialog
          floors={floors.data}
          onClose={() => setAdding(false)}
          onCreated={(n) => {
            setPicked(n);
            setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}
