import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { providerGroupName } from '@domain/schemas/provider-groups.js';
import { deleteProviderGroup, saveProviderGroup, type ProviderGroup } from '@/api/provider-groups.js';
import { adminGroupKeys, getAllGroupsQueryOptions, getProviderGroupsQueryOptions } from '@/api/queries/groups-admin.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';
import { groupsFieldWords } from '../groups-field-words.js';
import { GroupsField, useOfficeGroups } from '../office-groups.js';
import { schemaProblem } from '../schema-problem.js';

// 'Grupuri din furnizorul de identitate' (decisions §25, #46): the administrator maps a group of the
// company's identity provider to groups of the office; at each company sign-in (or through SCIM) the
// mapped groups follow the provider. Shown only when the server says something applies the mapping.

/** The provider group's name as typed, checked with the server's schema: the name trimmed, or the problem. */
function checkName(typed: string): { name: string } | { problem: string } {
  const r = providerGroupName.safeParse(typed);
  return r.success ? { name: r.data } : { problem: schemaProblem(r.error.issues[0]) };
}

export function ProviderGroupsSection() {
  const t = useT(flexAdmin);
  const refusal = useRefusalWords();
  const notify = useNotify();
  const invalidate = useInvalidate(adminGroupKeys.providerGroups());
  const headingId = useId();
  const mappings = useQuery(getProviderGroupsQueryOptions());
  const allGroups = useQuery(getAllGroupsQueryOptions());
  const officeGroups = useOfficeGroups();
  const [name, setName] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (m: { name: string; groups: string[] }) => saveProviderGroup(m.name, m.groups),
    onSuccess: async () => {
      notify.success(t('flexAdmin.providerGroups.saved'));
      setName('');
      setGroups([]);
      setTouched(false);
      await invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (providerGroup: string) => deleteProviderGroup(providerGroup),
    onSuccess: async () => {
      notify.success(t('flexAdmin.providerGroups.removed'));
      await invalidate();
    },
  });

  if (!mappings.data?.follows) return null;
  const checked = checkName(name);
  const noGroups = groups.length === 0;
  const groupName = (id: string) => allGroups.data?.find((g) => g._id === id)?.name ?? id;
  const edit = (m: ProviderGroup) => {
    setName(m.providerGroup);
    setGroups(m.groups);
    setTouched(false);
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if ('name' in checked && !noGroups && !save.isPending) save.mutate({ name: checked.name, groups });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3" id={headingId}>
          {t('flexAdmin.providerGroups.title')}
        </Typography>
        <Typography variant="body2">
          {mappings.data.follows === 'scim' ? t('flexAdmin.providerGroups.introScim') : t('flexAdmin.providerGroups.introClaim')}
        </Typography>
        {mappings.data.mappings.length ? (
          <List dense aria-label={t('flexAdmin.providerGroups.list')}>
            {mappings.data.mappings.map((m) => (
              <ListItem
                key={m.providerGroup}
                divider
                secondaryAction={
                  <Stack direction="row">
                    <IconButton aria-label={t('flexAdmin.providerGroups.edit', { name: m.providerGroup })} onClick={() => edit(m)}>
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('flexAdmin.providerGroups.remove', { name: m.providerGroup })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(m.providerGroup)}
                    >
                      <Delete />
                    </IconButton>
                  </Stack>
                }
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pr: 10 }} useFlexGap>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.providerGroup}</Typography>
                  <Typography aria-hidden>→</Typography>
                  {m.groups.map((g) => (
                    <Chip key={g} size="small" label={groupName(g)} />
                  ))}
                </Stack>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('flexAdmin.providerGroups.none')}</Typography>
        )}
        {remove.isError && <Alert severity="error">{refusal(remove.error)}</Alert>}
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('flexAdmin.providerGroups.form')}>
          <TextField
            label={t('flexAdmin.providerGroups.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              save.reset();
            }}
            error={touched && 'problem' in checked}
            helperText={touched && 'problem' in checked ? checked.problem : t('flexAdmin.providerGroups.nameHelp')}
            disabled={save.isPending}
          />
          <GroupsField
            label={t('flexAdmin.providerGroups.groups')}
            value={groups}
            onChange={(ids) => {
              setGroups(ids);
              save.reset();
            }}
            groups={officeGroups.data ?? []}
            error={touched && noGroups ? t('flexAdmin.providerGroups.groupsMissing') : null}
            words={groupsFieldWords(t)}
          />
          {save.isError && <Alert severity="error">{refusal(save.error)}</Alert>}
          <Stack direction="row">
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('flexAdmin.providerGroups.save')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
