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
import { useAdminDesks } from '../desks/use-admin-desks.js';
import { useOfficeGroups } from '../office-groups.js';
import type { MemberList } from './group-members.js';
import { OptionAdder, UserAdder, type Option } from './member-adders.js';
import { MemberPanel } from './member-panel.js';
import { useMembership } from './use-membership.js';
import { theRoom } from '@domain/rooms/names.js';

const holds = (text: string, query: string) => foldSearch(text).includes(foldSearch(query.trim()));
const personMatches = (u: UserInfo, q: string) => holds(u.name, q) || holds(u.email, q);
const PERSON_COLUMNS: GridColDef<UserInfo>[] = [
  { field: 'name', headerName: 'Nume', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 180 },
];

const TABS: { list: MemberList; label: string }[] = [
  { list: 'users', label: 'Utilizatori' },
  { list: 'managers', label: 'Manageri' },
  { list: 'desks', label: 'Birouri' },
  { list: 'rooms', label: 'Săli' },
];

/** The users, managers, desks and rooms of a group, one tab each, each member added and removed on its own. */
export function GroupMemberPanels({ details }: { details: GroupDetails }) {
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
            Anulați
          </Button>
        }
      >
        Ați scos din grup: {r.label}.{r.wasMainGroup ? ' Era grupul său principal; anularea îl readuce și ca grup principal.' : ''}
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
      detail: `Etajul ${d.floor} · ${groupNames(d.groupsIdList, groups.data).join(', ') || 'fără grup'}`,
    }));
  const roomIds = details.rooms.map((r) => r.id);
  const roomOptions: Option[] = (rooms.data ?? [])
    .filter((r) => !roomIds.includes(r.id))
    .map((r) => ({ id: r.id, label: `${r.details.name} (${r.id})`, detail: `Etajul ${r.floor}` }));

  const deskColumns: GridColDef<GroupDesk>[] = [
    { field: 'deskId', headerName: 'Birou', width: 100, sortComparator: (a: string, b: string) => compareDeskIds(a, b) },
    { field: 'floor', headerName: 'Etaj', type: 'number', width: 70, align: 'left', headerAlign: 'left' },
    {
      field: 'groupsIdList',
      headerName: 'Grupuri',
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, d) => groupNames(d.groupsIdList, groups.data).join(', '),
    },
  ];
  const roomColumns: GridColDef<GroupRoom>[] = [
    { field: 'name', headerName: 'Sala', flex: 1, minWidth: 140 },
    { field: 'id', headerName: 'Cod', width: 90 },
    { field: 'floor', headerName: 'Etaj', type: 'number', width: 70, align: 'left', headerAlign: 'left' },
  ];
  const userColumns: GridColDef<UserInfo>[] = [
    ...PERSON_COLUMNS,
    { field: 'mainGroup', headerName: 'Grup principal', width: 130, valueGetter: (_v, u) => (u.mainGroup === groupId ? 'Da' : 'Nu') },
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
        aria-label="Membrii grupului"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab key={t.list} value={t.list} label={`${t.label} (${counts[t.list]})`} />
        ))}
      </Tabs>
      {tab === 'users' && (
        <MemberPanel<UserInfo>
          title="Utilizatori"
          rows={details.users}
          columns={userColumns}
          getRowId={(u) => u.uuid}
          matches={personMatches}
          searchLabel="Căutați utilizatorul"
          empty="Grupul nu are utilizatori."
          removeName={(u) => `Scoateți utilizatorul ${u.name}`}
          busy={m.busy}
          onRemove={(u) => m.remove({ list: 'users', id: u.uuid, label: u.name, wasMainGroup: u.mainGroup === groupId })}
          adder={
            <UserAdder
              label="Adăugați un utilizator"
              addName="Adăugați utilizatorul"
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
          title="Manageri"
          rows={details.managers}
          columns={PERSON_COLUMNS}
          getRowId={(u) => u.uuid}
          matches={personMatches}
          searchLabel="Căutați managerul"
          empty="Grupul nu are manageri."
          removeName={(u) => `Scoateți managerul ${u.name}`}
          busy={m.busy}
          onRemove={(u) => m.remove({ list: 'managers', id: u.uuid, label: u.name })}
          adder={
            <UserAdder
              label="Adăugați un manager"
              addName="Adăugați managerul"
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
          title="Birouri"
          rows={details.desks}
          columns={deskColumns}
          getRowId={(d) => d.deskId}
          matches={(d, q) => matchesDeskId(q, d.deskId)}
          searchLabel="Căutați biroul"
          empty="Grupul nu are birouri."
          removeName={(d) => `Scoateți biroul ${d.deskId}`}
          busy={m.busy}
          onRemove={(d) => m.remove({ list: 'desks', id: d.deskId, label: d.deskId })}
          adder={
            <OptionAdder
              label="Adăugați un birou"
              addName="Adăugați biroul"
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
          title="Săli"
          rows={details.rooms}
          columns={roomColumns}
          getRowId={(r) => r.id}
          matches={(r, q) => holds(r.name, q) || holds(r.id, q)}
          searchLabel="Căutați sala"
          empty="Grupul nu are săli."
          removeName={(r) => `Scoateți ${theRoom(r.name)}`}
          busy={m.busy}
          onRemove={(r) => m.remove({ list: 'rooms', id: r.id, label: r.name })}
          adder={
            <OptionAdder
              label="Adăugați o sală"
              addName="Adăugați sala"
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
