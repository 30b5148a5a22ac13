import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Group, UserInfo } from '@domain/schemas/accounts.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { updateUser } from '@/api/users-admin.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { GroupPicker } from './group-picker.js';
import {
  changesOf,
  draftOf,
  fieldOfRefusal,
  hasChanges,
  hasTower,
  problemsOf,
  ROLE_LABELS,
  towerLockedReason,
  withGroups,
  withTower,
  type DraftField,
  type Role,
  type UserDraft,
} from './user-form.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { admin } from '@/i18n/admin.js';
import { useRefusalWords } from '@/i18n/refusal-words.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  user: UserInfo;
  me: UserInfo;
  groups: Group[];
  disabled: boolean;
  onSaved(user: UserInfo): void;
}

type Refusal = { field: DraftField | null; message: string } | null;

const ROLES: Role[] = ['user', 'manager', 'admin'];

/**
 * The fields of a user, checked with the server's schema as they are typed; Save sends only
 * what changed. A refusal of the server is shown by its field, and what was typed stays.
 */
export function UserForm({ user, me, groups, disabled, onSaved }: Props) {
  const t = useT(admin);
  const refusalWords = useRefusalWords();
  const notify = useNotify();
  const refreshUsers = useInvalidate(userKeys.all);
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const [refusal, setRefusal] = useState<Refusal>(null);
  const body = changesOf(user, draft);
  const problems = problemsOf(user, draft);
  const changed = hasChanges(body);
  const valid = Object.keys(problems).length === 0;

  const save = useMutation({
    mutationFn: () => updateUser(body),
    onSuccess: async (next) => {
      setRefusal(null);
      onSaved(next);
      setDraft(draftOf(next));
      notify.success(t('admin.userForm.updated'));
      await refreshUsers();
    },
    onError: (e) => {
      setRefusal({ field: fieldOfRefusal(e), message: refusalWords(e) });
      notify.error(t('admin.userForm.updateFailed'));
    },
  });

  const change = (patch: Partial<UserDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (refusal?.field && refusal.field in patch) setRefusal(null);
  };
  const errorOf = (f: DraftField) => problems[f] ?? (refusal?.field === f ? refusal.message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changed && valid && !save.isPending) save.mutate();
  };

  const tower = hasTower(user, draft.buildingList);
  const towerLock = disabled ? null : towerLockedReason(me, user, draft.buildingList);
  const mainOptions = [...new Set([...draft.groupList, ...(draft.mainGroup ? [draft.mainGroup] : [])])];
  const nameOf = (id: string) => groups.find((g) => g._id === id)?.name ?? id;
  const text = (field: 'name' | 'username' | 'email', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={draft[field]}
      onChange={(e) => change({ [field]: e.target.value })}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      disabled={disabled}
      fullWidth
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.userForm.label')}>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
          {text('name', t('admin.userForm.name'))}
          {text('username', t('admin.userForm.username'))}
          {text('email', t('admin.userForm.email'), 'email')}
        </Box>

        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('admin.userForm.groups')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
            <GroupPicker
              label={t('admin.userForm.groups')}
              value={draft.groupList}
              groups={groups}
              onChange={(ids) => {
                const { groupList, mainGroup } = withGroups(draft, ids);
                change({ groupList, mainGroup });
              }}
              error={errorOf('groupList')}
              disabled={disabled}
            />
            <TextField
              select
              label={t('admin.userForm.mainGroup')}
              value={draft.mainGroup ?? ''}
              onChange={(e) => change({ mainGroup: e.target.value || null })}
              error={!!errorOf('mainGroup')}
              helperText={errorOf('mainGroup') ?? t('admin.userForm.mainGroup.help')}
              disabled={disabled}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('admin.userForm.noMainGroup')}</option>
              {mainOptions.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </TextField>
          </Box>
          <GroupPicker
            label={t('admin.userForm.managerOf')}
            value={draft.managerOf}
            groups={groups}
            onChange={(ids) => change({ managerOf: ids })}
            error={errorOf('managerOf')}
            helperText={t('admin.userForm.managerOf.help')}
            disabled={disabled}
          />
        </Stack>

        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('admin.userForm.rights')}
          </Typography>
          <FormControlLabel
            control={
              <Switch checked={draft.parkingRight} onChange={(e) => change({ parkingRight: e.target.checked })} disabled={disabled} />
            }
            label={t('admin.userForm.parkingRight')}
          />
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={tower}
                  onChange={(e) => change({ buildingList: withTower(user, e.target.checked) })}
                  disabled={disabled || !!towerLock}
                />
              }
              label={t('admin.userForm.towerAccess')}
            />
            {(errorOf('buildingList') || towerLock) && (
              <FormHelperText error={!!errorOf('buildingList')}>{errorOf('buildingList') ?? towerLock}</FormHelperText>
            )}
          </div>
          <TextField
            select
            label={t('admin.userForm.role')}
            value={draft.role}
            onChange={(e) => change({ role: e.target.value as Role })}
            error={!!errorOf('role')}
            helperText={errorOf('role') ?? (me.role === 'admin' ? undefined : t('admin.userForm.role.help'))}
            disabled={disabled}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r} disabled={r === 'admin' && me.role !== 'admin' && user.role !== 'admin'}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </TextField>
        </Stack>

        {refusal && !refusal.field && <Alert severity="error">{refusal.message}</Alert>}
        {!disabled && (
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={!changed || !valid} loading={save.isPending}>
              {t('admin.userForm.save')}
            </Button>
            <Button
              onClick={() => {
                setDraft(draftOf(user));
                setRefusal(null);
              }}
              disabled={!changed || save.isPending}
            >
              {t('admin.userForm.discard')}
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
