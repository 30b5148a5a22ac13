import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupUpdateBody } from '@domain/schemas/groups.js';
import { APP_REASON } from '@domain/messages.js';
import { hasReason } from '@/api/client.js';
import { saveGroup, type GroupDetails } from '@/api/groups-admin.js';
import { GROUP_CHANGE_STALE } from '@/api/queries/groups-admin.js';
import { updateUser } from '@/api/users-admin.js';
import { useNotify } from '@/components/snackbar-provider.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { refusalWords } from '@/i18n/refusal-words.js';
import { useInvalidate } from '@/api/queries/use-invalidate.js';
import { groupChangedNotice, MEMBER_MSG, membershipBody, type MemberList } from './group-members.js';

/** One member added or removed; `label` names them in the undo notice. */
export interface MemberChange {
  list: MemberList;
  id: string;
  action: 'add' | 'remove';
  label: string;
  /** A removed user whose main group this was: an undo gives it back too. */
  wasMainGroup?: boolean;
}

/**
 * Adds or removes one member of a group at a time (the whole new list of that membership is
 * sent), with the list's messages. The last removal can be undone: the member is added back.
 */
export function useMembership(d: GroupDetails | undefined) {
  const notify = useNotify();
  const refresh = useInvalidate(...GROUP_CHANGE_STALE);
  const [removed, setRemoved] = useState<MemberChange | null>(null);
  const change = useMutation({
    mutationFn: async ({ body, c }: { body: GroupUpdateBody; c: MemberChange }) => {
      await saveGroup(body);
      // Taking a user out of a group also cleared it as their main group (decisions §9); undoing restores both.
      if (c.action === 'add' && c.wasMainGroup && body._id) await updateUser({ uuid: c.id, mainGroup: body._id });
    },
    onSuccess: async (_r, { c }) => {
      notify.success(translate(flexAdmin, c.action === 'add' ? MEMBER_MSG[c.list].added : MEMBER_MSG[c.list].removed));
      setRemoved(c.action === 'remove' ? c : null);
      await refresh();
    },
    onError: async (e, { c }) => {
      // Someone else changed the group since it was read: nothing was saved; show it as it is now.
      if (hasReason(e, APP_REASON.groupChanged)) {
        notify.error(groupChangedNotice());
        await refresh();
        return;
      }
      notify.error(
        `${translate(flexAdmin, c.action === 'add' ? MEMBER_MSG[c.list].addFailed : MEMBER_MSG[c.list].removeFailed)} ${refusalWords(e)}`,
      );
    },
  });

  function apply(c: MemberChange) {
    if (!d || change.isPending) return;
    if (c.action === 'add') setRemoved(null);
    change.mutate({ body: membershipBody(d, c.list, c.id, c.action), c });
  }

  return {
    add: (list: MemberList, id: string, label: string) => apply({ list, id, action: 'add', label }),
    remove: (c: Omit<MemberChange, 'action'>) => apply({ ...c, action: 'remove' }),
    /** Puts back the member removed last. */
    undo: () => removed && apply({ ...removed, action: 'add' }),
    /** The last removal while it can still be undone, in this list. */
    removedFrom: (list: MemberList) => (removed?.list === list ? removed : null),
    dismissUndo: () => setRemoved(null),
    busy: change.isPending,
  };
}
