import { useQuery } from '@tanstack/react-query';
import { UserDetailPage } from '@/components/admin/users/user-detail-page.js';
import { getAllGroupsQueryOptions } from '@/api/queries/groups-admin.js';
import { UserForm } from './user-form-fields.js';

/**
 * One person of the users list (flex-office §6): their data, groups, tower access and role,
 * saved with only what changed; a new password by e-mail and deletion, each asked first.
 */
export function UserDetail() {
  const groups = useQuery(getAllGroupsQueryOptions());
  return (
    <UserDetailPage
      needs={[groups]}
      form={({ user, me, editable, onSaved }) => (
        <UserForm key={user.uuid} user={user} me={me} groups={groups.data ?? []} disabled={!editable} onSaved={onSaved} />
      )}
    />
  );
}
