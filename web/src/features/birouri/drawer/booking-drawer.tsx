import Casino from '@mui/icons-material/Casino';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { randomDeskOffered } from '@domain/desks/rules.js';
import { defaultFloorName } from '@domain/floors/rules.js';
import type { Group } from '@domain/schemas/accounts.js';
import type { FloorInfo } from '@/api/floors.js';
import { DayPicker } from './day-picker.js';
import { StatusCard } from './status-card.js';
import { desks } from '@/i18n/desks.js';
import { useT } from '@/i18n/use-t.js';

interface Props {
  /** The building's floors (GET /api/floors), and the one shown. */
  floors: readonly FloorInfo[];
  floor: number;
  onFloor(f: number): void;
  groups: Group[];
  groupId: string | null;
  onGroup(id: string): void;
  day: string;
  window: { first: string; last: string };
  /** Today, which the map shows but does not book (decisions §13). */
  today: string;
  onDay(day: string): void;
  onRooms(): void;
  onRandom(): void;
  /** The day's desks are not loaded yet: the random desk is drawn from them. */
  randomDisabled: boolean;
  myReservations: ReactNode;
}

/** The right drawer of the booking screen (flex-office §2). */
export function BookingDrawer(p: Props) {
  const t = useT(desks);
  const group = p.groups.find((g) => g._id === p.groupId);
  return (
    <Paper component="aside" aria-label={t('desks.drawer.label')} variant="outlined" sx={{ p: 2, width: { md: 320 }, flexShrink: 0 }}>
      <Stack spacing={2}>
        <TextField select size="small" label={t('desks.drawer.floor')} value={p.floor} onChange={(e) => p.onFloor(Number(e.target.value))}>
          {p.floors.map((f) => (
            <MenuItem key={f.floor} value={f.floor}>
              {f.name === defaultFloorName(f.floor) ? t('desks.floorName', { floor: f.floor }) : f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('desks.group')} value={p.groupId ?? ''} onChange={(e) => p.onGroup(e.target.value)}>
          {p.groups.map((g) => (
            <MenuItem key={g._id} value={g._id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker
          value={p.day}
          first={p.window.first}
          last={p.window.last}
          groupId={p.groupId}
          groupName={group?.name}
          today={p.today}
          onChange={p.onDay}
        />
        <Button variant="outlined" startIcon={<MeetingRoom />} onClick={p.onRooms}>
          {t('desks.meetingRooms')}
        </Button>
        {randomDeskOffered(group?.name, p.groups.length > 0) && (
          <Button variant="outlined" startIcon={<Casino />} onClick={p.onRandom} disabled={p.randomDisabled}>
            {t('desks.random')}
          </Button>
        )}
        <Divider />
        <Typography component="h2" variant="subtitle1">
          {t('desks.drawer.myReservations')}
        </Typography>
        {p.myReservations}
        <Divider />
        <StatusCard day={p.day} />
      </Stack>
    </Paper>
  );
}
