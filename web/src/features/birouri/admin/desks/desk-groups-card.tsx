import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { deskUpdate } from '@domain/schemas/desks.js';
import type { Desk } from '@/api/desks.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { groupsFieldWords } from '../groups-field-words.js';
import { schemaProblem } from '../schema-problem.js';
import { useUpdateDesk } from './use-admin-desks.js';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The departments and projects whose members may book the desk. */
export function DeskGroupsCard({ desk }: { desk: Desk }) {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const groups = useOfficeGroups();
  const save = useUpdateDesk();
  // What was typed stays when the server refuses it.
  const [chosen, setChosen] = useState(desk.groupsIdList);
  const body = { deskId: desk.deskId, groupsIdList: chosen };
  const check = deskUpdate.safeParse(body);
  const invalid = check.success ? null : schemaProblem(check.error.issues[0]);
  const unchanged = sameSet(chosen, desk.groupsIdList);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} component="section" aria-labelledby="desk-groups-title">
        <Typography id="desk-groups-title" variant="h6" component="h3">
          {t('flexAdmin.groups')}
        </Typography>
        <GroupsField
          label={t('flexAdmin.groupsField')}
          words={groupsFieldWords(t)}
          value={chosen}
          onChange={(ids) => {
            setChosen(ids);
            save.reset();
          }}
          groups={groups.data ?? []}
          error={invalid}
          helperText={chosen.length === 0 ? t('flexAdmin.desk.groups.none') : t('flexAdmin.desk.groups.help')}
        />
        {save.isError && <Alert severity="error">{`${t('flexAdmin.desk.saveFailed')} ${refusal(save.error)}`}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={unchanged || !!invalid} loading={save.isPending} onClick={() => save.mutate(body)}>
            {t('flexAdmin.desk.groups.save')}
          </Button>
          <Button disabled={unchanged || save.isPending} onClick={() => setChosen(desk.groupsIdList)}>
            {t('flexAdmin.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
