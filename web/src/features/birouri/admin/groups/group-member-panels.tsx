import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { foldSearch } from '@domain/schemas/users-admin.js';
import type { GroupDesk, GroupDetails, GroupRoom } from '@/api/groups-admin.js';
import { getRoomsQueryOptions } from '@/api/queries/rooms.js';
import { compareDeskIds, matchesDeskId } from '@/lib/desk-search.js';
import { groupNames } from '@/lib/group-names.js';
import { useServerTime } from '@/lib/server-time.js';
import { flexAdmin, type FlexAdminKey } from '@/i18n/flex-admin.js';
import { useLanguage, useT } from '@/i18n/use-t.js';
import { useAdminDesks } from '../desks/use-admin-desks.js';
import { useOfficeGroups } from '../office-groups.js';
import type { MemberList } from './group-members.js';
import { OptionAdder, UserAdder, type Option } from './member-adders.js';
import { MemberPanel } from './member-panel.js';
import { useMembership } from './use-membership.js';
import { theRoom } from '@domain/rooms/names.js';

const holds = (text: string, query: string) => foldSearch(text).includes(foldSearch(query.trim()));
const personMatches = (u: UserInfo, q: string) => holds(u.name, q) || holds(u.email, q);
const TABS: { list: MemberList; label: FlexAdminKey }[] = [
  { list: 'users', label: 'flexAdmin.members.users' },
  { list: 'managers', label: 'flexAdmin.members.managers' },
  { list: 'desks', label: 'flexAdmin.console.desks' },
  { list: 'rooms', label: 'flexAdmin.console.rooms' },
];

/** The users, managers, desks and rooms of a group, one tab each, each member added and removed on its own. */
export function GroupMemberPanels({ details }: { details: GroupDetails }) {
  const t = useT(flexAdmin);
  const language = useLanguage();
  const [tab, setTab] = useState<MemberList>('users');
  const m = useMembership(details);
  const groups = useOfficeGroups();
  const desks = useAdminDesks();
  const time = useServerTime();
  const rooms = useQuery({ ...getRoomsQueryOptions(null, time.ready ? time.today() : ''), enabled: time.ready });
  const groupId = details.group._id;

  const undo = (list: MemberList) => {
    const r = m.removedFrom(list);
    if (!r) return undefined;
    return (
      <Alert
        severity="info"
        onClose={m.dismissUndo}
        action={
          <Button color="inherit" size="small" onClick={m.undo} disabled={m.busy}>
            {t('flexAdmin.members.undo')}
          </Button>
        }
      >
        {r.wasMainGroup ? t('flexAdmin.members.removedMain', { name: r.label }) : t('flexAdmin.members.removed', { name: r.label })}
      </Alert>
    );
  };

  const deskIds = details.desks.map((d) => d.deskId);
  const deskOptions: Option[] = (desks.data ?? [])
    .filter((d) => !deskIds.includes(d.deskId))
    .sort((a, b) => compareDeskIds(a.deskId, b.deskId))
    .map((d) => ({
      id: d.deskId,
      label: d.deskId,
      detail: t('flexAdmin.members.deskDetail', {
        floor: d.floor,
        groups: groupNames(d.groupsIdList, groups.data).join(', ') || t('flexAdmin.members.noGroup'),
      }),
    }));
  const roomIds = details.rooms.map((r) => r.id);
  const roomOptions: Option[] = (rooms.data ?? [])
    .filter((r) => !roomIds.includes(r.id))
    .map((r) => ({ id: r.id, label: `${r.details.name} (${r.id})`, detail: t('flexAdmin.floorN', { floor: r.floor }) }));

  const personColumns: GridColDef<UserInfo>[] = [
    { field: 'name', headerName: t('flexAdmin.name'), flex: 1, minWidth: 160 },
    { field: 'email', headerName: t('flexAdmin.members.email'), flex: 1, minWidth: 180 },
  ];
  const deskColumns: GridColDef<GroupDesk>[] = [
    { field: 'deskId', headerName: t('flexAdmin.desk'), width: 100, sortComparator: (a: string, b: string) => compareDeskIds(a, b) },
    { field: 'floor', headerName: t('flexAdmin.floor'), type: 'number', width: 70, align: 'left', headerAlign: 'left' },
    {
      field: 'groupsIdList',
      headerName: t('flexAdmin.groups'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, d) => groupNames(d.groupsIdList, groups.data).join(', '),
    },
  ];
  const roomColumns: GridColDef<GroupRoom>[] = [
    { field: 'name', headerName: t('flexAdmin.room'), flex: 1, minWidth: 140 },
    { field: 'id', headerName: t('flexAdmin.members.code'), width: 90 },
    { field: 'floor', headerName: t('flexAdmin.floor'), type: 'number', width: 70, align: 'left', headerAlign: 'left' },
  ];
  const userColumns: GridColDef<UserInfo>[] = [
    ...personColumns,
    {
      field: 'mainGroup',
      headerName: t('flexAdmin.members.mainGroup'),
      width: 130,
      valueGetter: (_v, u) => (u.mainGroup === groupId ? t('flexAdmin.members.yes') : t('flexAdmin.members.no')),
    },
  ];

  const counts: Record<MemberList, number> = {
    users: details.users.length,
    managers: details.managers.length,
    desks: details.desks.length,
    rooms: details.rooms.length,
  };

  return (
    <Stack spacing={1}>
      <Tabs
        value={tab}
        onChange={(_e, v: MemberList) => setTab(v)}
        aria-label={t('flexAdmin.members.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((item) => (
          <Tab key={item.list} value={item.list} label={`${t(item.label)} (${counts[item.list]})`} />
        ))}
      </Tabs>
      {tab === 'users' && (
        <MemberPanel<UserInfo>
          title={t('flexAdmin.members.users')}
          rows={details.users}
          columns={userColumns}
          getRowId={(u) => u.uuid}
          matches={personMatches}
          searchLabel={t('flexAdmin.members.users.search')}
          empty={t('flexAdmin.members.users.empty')}
          removeName={(u) => t('flexAdmin.members.users.remove', { name: u.name })}
          busy={m.busy}
          onRemove={(u) => m.remove({ list: 'users', id: u.uuid, label: u.name, wasMainGroup: u.mainGroup === groupId })}
          adder={
            <UserAdder
              label={t('flexAdmin.members.users.picker')}
              addName={t('flexAdmin.members.users.add')}
              members={details.users.map((u) => u.uuid)}
              busy={m.busy}
              onAdd={(u) => m.add('users', u.uuid, u.name)}
            />
          }
          undo={undo('users')}
        />
      )}
      {tab === 'managers' && (
        <MemberPanel<UserInfo>
          title={t('flexAdmin.members.managers')}
          rows={details.managers}
          columns={personColumns}
          getRowId={(u) => u.uuid}
          matches={personMatches}
          searchLabel={t('flexAdmin.members.managers.search')}
          empty={t('flexAdmin.members.managers.empty')}
          removeName={(u) => t('flexAdmin.members.managers.remove', { name: u.name })}
          busy={m.busy}
          onRemove={(u) => m.remove({ list: 'managers', id: u.uuid, label: u.name })}
          adder={
            <UserAdder
              label={t('flexAdmin.members.managers.picker')}
              addName={t('flexAdmin.members.managers.add')}
              members={details.managers.map((u) => u.uuid)}
              busy={m.busy}
              onAdd={(u) => m.add('managers', u.uuid, u.name)}
            />
          }
          undo={undo('managers')}
        />
      )}
      {tab === 'desks' && (
        <MemberPanel<GroupDesk>
          title={t('flexAdmin.console.desks')}
          rows={details.desks}
          columns={deskColumns}
          getRowId={(d) => d.deskId}
          matches={(d, q) => matchesDeskId(q, d.deskId)}
          searchLabel={t('flexAdmin.desks.search')}
          empty={t('flexAdmin.members.desks.empty')}
          removeName={(d) => t('flexAdmin.members.desks.remove', { desk: d.deskId })}
          busy={m.busy}
          onRemove={(d) => m.remove({ list: 'desks', id: d.deskId, label: d.deskId })}
          adder={
            <OptionAdder
              label={t('flexAdmin.members.desks.picker')}
              addName={t('flexAdmin.members.desks.add')}
              options={deskOptions}
              matches={(o, typed) => matchesDeskId(typed, o.id)}
              loading={desks.isPending}
              busy={m.busy}
              onAdd={(o) => m.add('desks', o.id, o.label)}
            />
          }
          undo={undo('desks')}
        />
      )}
      {tab === 'rooms' && (
        <MemberPanel<GroupRoom>
          title={t('flexAdmin.console.rooms')}
          rows={details.rooms}
          columns={roomColumns}
          getRowId={(r) => r.id}
          matches={(r, q) => holds(r.name, q) || holds(r.id, q)}
          searchLabel={t('flexAdmin.members.rooms.search')}
          empty={t('flexAdmin.members.rooms.empty')}
          removeName={(r) => t('flexAdmin.members.rooms.remove', { room: language === 'ro' ? theRoom(r.name) : r.name })}
          busy={m.busy}
          onRemove={(r) => m.remove({ list: 'rooms', id: r.id, label: r.name })}
          adder={
            <OptionAdder
              label={t('flexAdmin.members.rooms.picker')}
              addName={t('flexAdmin.members.rooms.add')}
              options={roomOptions}
              matches={(o, typed) => holds(o.label, typed)}
              loading={rooms.isPending}
              busy={m.busy}
              onAdd={(o) => m.add('rooms', o.id, o.label)}
            />
          }
          undo={undo('rooms')}
        />
      )}
    </Stack>
  );
}
