import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DESK_MSG } from '@domain/desks/rules.js';
import { deskUpdate } from '@domain/schemas/desks.js';
import { errorMessage } from '@/api/client.js';
import type { Desk } from '@/api/desks.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { useUpdateDesk } from './use-admin-desks.js';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The departments and projects whose members may book the desk. */
export function DeskGroupsCard({ desk }: { desk: Desk }) {
  const groups = useOfficeGroups();
  const save = useUpdateDesk();
  // What was typed stays when the server refuses it.
  const [chosen, setChosen] = useState(desk.groupsIdList);
  const body = { deskId: desk.deskId, groupsIdList: chosen };
  const check = deskUpdate.safeParse(body);
  const invalid = check.success ? null : check.error.issues[0].message;
  const unchanged = sameSet(chosen, desk.groupsIdList);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="section" aria-labelledby="desk-groups-title">
        <Typography id="desk-groups-title" variant="h6" component="h3">
          Grupuri
        </Typography>
        <GroupsField
          label="Departamente și proiecte"
          value={chosen}
          onChange={(ids) => {
            setChosen(ids);
            save.reset();
          }}
          groups={groups.data ?? []}
          error={invalid}
          helperText={
            chosen.length === 0 ? 'Un birou fără grupuri nu poate fi rezervat de nimeni.' : 'Membrii acestor grupuri pot rezerva biroul.'
          }
        />
        {save.isError && <Alert severity="error">{`${DESK_MSG.saveFailed} ${errorMessage(save.error)}`}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={unchanged || !!invalid} loading={save.isPending} onClick={() => save.mutate(body)}>
            Salvați grupurile
          </Button>
          <Button disabled={unchanged || save.isPending} onClick={() => setChosen(desk.groupsIdList)}>
            Renunțați
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
