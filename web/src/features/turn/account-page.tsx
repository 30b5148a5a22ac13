import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { rating } from '@domain/tower/engine.js';
import { useMeta } from '@/api/queries/meta.js';
import { MyDataSection } from '@/components/my-data-section.js';
import { getMyIndisciplineQueryOptions, getTowerProfileQueryOptions } from '@/api/queries/tower.js';
import { changeDepartmentName, changePhoneNumber, changeRoom } from '@/api/tower.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useSession, useUser } from '@/lib/session.js';
import { EditFieldDialog } from './edit-field-dialog.js';
import { MyCars } from './my-cars.js';
import { PasswordDialog } from './password-dialog.js';
import { departmentProblem, phoneProblem, roomProblem } from './profile-rules.js';
import { RatingStars } from './rating-stars.js';
import { TowerPattern } from './tower-pattern.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

type Editing = 'phone' | 'department' | 'room' | 'password' | null;

function Row({ label, value, onEdit, editLabel }: { label: string; value: ReactNode; onEdit?: () => void; editLabel?: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40 }}>
      <Typography sx={{ width: 110, flexShrink: 0, color: 'text.secondary' }}>{label}</Typography>
      <Typography component="div" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {onEdit && (
        <IconButton aria-label={editLabel} onClick={onEdit} size="small">
          <Edit fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/** /turn/account: profile, rating, edit dialogs, cars, the usual parking days (§20), password, logout and the version (tower §2). */
export function TowerAccountPage() {
  const t = useT(tower);
  usePageTitle(t('tower.account.title'));
  const sessionUser = useUser();
  const { signOut } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  const me = useQuery(getTowerProfileQueryOptions(sessionUser.uuid));
  const indiscipline = useQuery(getMyIndisciplineQueryOptions());
  const meta = useMeta();
  const user = me.data ?? sessionUser;
  const score = indiscipline.data?.find((x) => x.uuid === user.uuid)?.score;
  const empty = (v: string | null) => v || '—';
  const close = () => setEditing(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {t('tower.account.title')}
      </Typography>
      <Row label={t('tower.account.name')} value={user.name} />
      <Row label={t('tower.account.email')} value={user.email} />
      <Row
        label={t('tower.account.phone')}
        value={empty(user.phoneNumber)}
        onEdit={() => setEditing('phone')}
        editLabel={t('tower.account.editPhone')}
      />
      <Row
        label={t('tower.account.department')}
        value={empty(user.departmentName)}
        onEdit={() => setEditing('department')}
        editLabel={t('tower.account.editDepartment')}
      />
      <Row
        label={t('tower.account.floor')}
        value={empty(user.officeFloor)}
        onEdit={() => setEditing('room')}
        editLabel={t('tower.account.editFloor')}
      />
      <Row
        label={t('tower.account.room')}
        value={empty(user.officeRoom)}
        onEdit={() => setEditing('room')}
        editLabel={t('tower.account.editRoom')}
      />
      <Row label={t('tower.account.rating')} value={score === undefined ? '…' : <RatingStars rating={rating(score)} />} />
      <Divider sx={{ my: 1 }} />
      <MyCars />
      <Divider sx={{ my: 2 }} />
      <TowerPattern />
      <Divider sx={{ my: 2 }} />
      <MyDataSection />
      <Divider sx={{ my: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setEditing('password')}>
          {t('tower.account.password')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => void signOut()}>
          {t('tower.account.logOut')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {meta.data ? t('tower.account.version', { version: meta.data.version }) : ''}
      </Typography>

      {editing === 'password' && <PasswordDialog onClose={close} />}
      {editing === 'phone' && (
        <EditFieldDialog
          title={t('tower.account.editPhone')}
          uuid={user.uuid}
          fields={[
            { name: 'phone', label: t('tower.account.phoneNumber'), initial: user.phoneNumber ?? '', type: 'tel', inputMode: 'tel' },
          ]}
          check={(v) => phoneProblem(v.phone)}
          save={(v) => changePhoneNumber(v.phone.trim())}
          success={t('tower.ui.phoneChanged')}
          failure={t('tower.words.phoneChangeFailed')}
          onClose={close}
        />
      )}
      {editing === 'department' && (
        <EditFieldDialog
          title={t('tower.account.editDepartment')}
          uuid={user.uuid}
          fields={[{ name: 'department', label: t('tower.account.department'), initial: user.departmentName ?? '' }]}
          check={(v) => departmentProblem(v.department)}
          save={(v) => changeDepartmentName(v.department.trim())}
          success={t('tower.ui.departmentChanged')}
          failure={t('tower.ui.departmentFailed')}
          onClose={close}
        />
      )}
      {editing === 'room' && (
        <EditFieldDialog
          title={t('tower.account.editFloorAndRoom')}
          uuid={user.uuid}
          fields={[
            { name: 'floor', label: t('tower.account.floor'), initial: user.officeFloor ?? '' },
            { name: 'room', label: t('tower.account.room'), initial: user.officeRoom ?? '' },
          ]}
          check={(v) => roomProblem(v.room, v.floor)}
          save={(v) => changeRoom(v.room.trim(), v.floor.trim())}
          success={t('tower.ui.roomChanged')}
          failure={t('tower.words.roomChangeFailed')}
          onClose={close}
        />
      )}
    </Paper>
  );
}
