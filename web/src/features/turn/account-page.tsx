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
import { getMyIndisciplineQueryOptions, getTowerProfileQueryOptions } from '@/api/queries/tower.js';
import { changeDepartmentName, changePhoneNumber, changeRoom } from '@/api/tower.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useSession, useUser } from '@/lib/session.js';
import { EditFieldDialog } from './edit-field-dialog.js';
import { MyCars } from './my-cars.js';
import { PasswordDialog } from './password-dialog.js';
import { departmentProblem, phoneProblem, roomProblem } from './profile-rules.js';
import { RatingStars } from './rating-stars.js';
import { TOWER_UI, TOWER_WORDS } from './tower-messages.js';

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

/** /turn/account: profile, rating, edit dialogs, cars, password, logout and the version (tower §2). */
export function TowerAccountPage() {
  usePageTitle('Contul meu');
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
        Contul meu
      </Typography>
      <Row label="Nume" value={user.name} />
      <Row label="E-mail" value={user.email} />
      <Row label="Telefon" value={empty(user.phoneNumber)} onEdit={() => setEditing('phone')} editLabel="Schimbați numărul de telefon" />
      <Row
        label="Departament"
        value={empty(user.departmentName)}
        onEdit={() => setEditing('department')}
        editLabel="Schimbați departamentul"
      />
      <Row label="Etaj" value={empty(user.officeFloor)} onEdit={() => setEditing('room')} editLabel="Schimbați etajul" />
      <Row label="Camera" value={empty(user.officeRoom)} onEdit={() => setEditing('room')} editLabel="Schimbați camera" />
      <Row label="Calificativ" value={score === undefined ? '…' : <RatingStars rating={rating(score)} />} />
      <Divider sx={{ my: 1 }} />
      <MyCars />
      <Divider sx={{ my: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setEditing('password')}>
          Schimbă parola
        </Button>
        <Button variant="outlined" color="error" onClick={() => void signOut()}>
          Deloghează-te
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {meta.data ? `Versiunea ${meta.data.version}` : ''}
      </Typography>

      {editing === 'password' && <PasswordDialog onClose={close} />}
      {editing === 'phone' && (
        <EditFieldDialog
          title="Schimbați numărul de telefon"
          uuid={user.uuid}
          fields={[{ name: 'phone', label: 'Număr de telefon', initial: user.phoneNumber ?? '', type: 'tel', inputMode: 'tel' }]}
          check={(v) => phoneProblem(v.phone)}
          save={(v) => changePhoneNumber(v.phone.trim())}
          success={TOWER_UI.phoneChanged}
          failure={TOWER_WORDS.phoneChangeFailed}
          onClose={close}
        />
      )}
      {editing === 'department' && (
        <EditFieldDialog
          title="Schimbați departamentul"
          uuid={user.uuid}
          fields={[{ name: 'department', label: 'Departament', initial: user.departmentName ?? '' }]}
          check={(v) => departmentProblem(v.department)}
          save={(v) => changeDepartmentName(v.department.trim())}
          success={TOWER_UI.departmentChanged}
          failure={TOWER_UI.departmentFailed}
          onClose={close}
        />
      )}
      {editing === 'room' && (
        <EditFieldDialog
          title="Schimbați etajul și camera"
          uuid={user.uuid}
          fields={[
            { name: 'floor', label: 'Etaj', initial: user.officeFloor ?? '' },
            { name: 'room', label: 'Camera', initial: user.officeRoom ?? '' },
          ]}
          check={(v) => roomProblem(v.room, v.floor)}
          save={(v) => changeRoom(v.room.trim(), v.floor.trim())}
          success={TOWER_UI.roomChanged}
          failure={TOWER_WORDS.roomChangeFailed}
          onClose={close}
        />
      )}
    </Paper>
  );
}
