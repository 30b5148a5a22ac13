import Groups from '@mui/icons-material/Groups';
import Phone from '@mui/icons-material/Phone';
import Tv from '@mui/icons-material/Tv';
import Videocam from '@mui/icons-material/Videocam';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import type { Room } from '@/api/rooms.js';
import { yesNo } from '@domain/labels.js';

/** Flex-office §2/§3: what a room offers — TV, audio-video, phone and its number, people. */
export function RoomFeatures({ room }: { room: Room }) {
  const d = room.details;
  const rows: [ReactNode, string, string][] = [
    [<Tv key="i" />, 'TV', yesNo(d.hasTV)],
    [<Videocam key="i" />, 'Audio-video', yesNo(d.hasAudioVideo)],
    [<Phone key="i" />, 'Telefon', d.hasPhone ? (d.phoneNo ? `Da, ${d.phoneNo}` : 'Da') : 'Nu'],
    [<Groups key="i" />, 'Persoane', `Maxim ${room.peopleNo}`],
  ];
  return (
    <List dense aria-label="Dotările sălii" disablePadding>
      {rows.map(([icon, label, value]) => (
        <ListItem key={label} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
            {icon}
          </ListItemIcon>
          <ListItemText primary={`${label}: ${value}`} />
        </ListItem>
      ))}
    </List>
  );
}
