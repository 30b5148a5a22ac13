import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { towerUsersTemplate } from '@domain/tower/users-import.js';
import { listRefusal, uploadList } from '@/api/uploads.js';
import { userKeys } from '@/api/queries/users-admin.js';
import { UploadPreview } from '@/components/upload-preview.js';
import { readSheet } from '@/lib/read-sheet.js';
import { towerUsersList } from './tower-users-list.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { towerAdmin } from '@/i18n/tower-admin.js';
import { towerAdminLists } from '@/i18n/tower-admin-lists.js';
import { useT } from '@/i18n/use-t.js';

// Încărcare utilizatori (tower §2, §3 "Upload rows"; decisions §8, §9 massRegisterTurn).

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent(towerUsersTemplate())}`;

/** The list's columns and what the upload does, in the person's language. */
function UsersHint() {
  const t = useT(towerAdmin, towerAdminLists);
  return (
    <Stack spacing={1}>
      <span>{t('towerAdminLists.usersUpload.hintFile')}</span>
      <span>
        {t('towerAdminLists.usersUpload.hintAll')}{' '}
        <Link href={TEMPLATE} download="utilizatori-turn.csv">
          {t('towerAdminLists.usersUpload.template')}
        </Link>
        {t('towerAdminLists.usersUpload.templateNote')}
      </span>
    </Stack>
  );
}

export function TowerUsersUploadSection() {
  const t = useT(towerAdmin, towerAdminLists);
  const refreshUsers = useInvalidate(userKeys.all);

  async function send(file: File) {
    try {
      const { created } = await uploadList('/users/massRegisterTurn', file);
      await refreshUsers();
      return t('towerAdminLists.usersUpload.done', { count: created });
    } catch (e) {
      throw listRefusal(e, t('towerAdminLists.usersUpload.notSent'));
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {t('towerAdmin.console.usersUpload')}
      </Typography>
      <UploadPreview
        accept=".xlsx,.csv"
        hint={<UsersHint />}
        parse={async (file) => towerUsersList(await readSheet(file, ['.xlsx', '.csv']))}
        send={send}
        sendLabel={t('towerAdminLists.sendList')}
      />
    </Stack>
  );
}
