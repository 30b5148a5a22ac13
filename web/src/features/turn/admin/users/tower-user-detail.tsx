import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOWER } from '@domain/buildings.js';
import { UserDetailPage } from '@/components/admin/users/user-detail-page.js';
import { buildingsOfUser } from './tower-user-form.js';
import { TowerUserFields } from './tower-user-fields.js';
import { TowerUserIndiscipline } from './tower-user-indiscipline.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { useT } from '@/i18n/use-t.js';

/**
 * One user of the tower console (tower §2 "user detail"): the data, the buildings and the
 * buildings administered, saved with only what changed; the rating and indiscipline; a new
 * password by e-mail and deletion, each asked first.
 */
export function TowerUserDetail() {
  const t = useT(towerAdmin);
  return (
    <UserDetailPage
      form={({ user, me, editable, onSaved }) => (
        <TowerUserFields key={user.uuid} user={user} me={me} disabled={!editable} onSaved={onSaved} />
      )}
    >
      {({ user }) => (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              {t('towerAdmin.detail.parking')}
            </Typography>
            {buildingsOfUser(user).includes(TOWER) ? (
              <TowerUserIndiscipline user={user} />
            ) : (
              <Typography color="text.secondary">{t('towerAdmin.detail.noTower')}</Typography>
            )}
          </Stack>
        </Paper>
      )}
    </UserDetailPage>
  );
}
