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
import { booking } from '@/i18n/booking.js';
import { forms } from '@/i18n/forms.js';
import { useT } from '@/i18n/use-t.js';

/** Flex-office §2/§3: what a room offers — TV, audio-video, phone and its number, people. */
export function RoomFeatures({ room }: { room: Room }) {
  const t = useT(booking, forms);
  const d = room.details;
  const yesNo = (b: boolean) => t(b ? 'booking.yes' : 'booking.no');
  const rows: [ReactNode, string, string][] = [
    [<Tv key="i" />, t('forms.room.tv'), yesNo(d.hasTV)],
    [<Videocam key="i" />, t('forms.room.audioVideo'), yesNo(d.hasAudioVideo)],
    [
      <Phone key="i" />,
      t('forms.room.phone'),
      d.hasPhone && d.phoneNo ? t('forms.room.phoneNo', { phoneNo: d.phoneNo }) : yesNo(d.hasPhone),
    ],
    [<Groups key="i" />, t('forms.room.people'), t('forms.room.peopleMax', { count: room.peopleNo })],
  ];
  return (
    <List dense aria-label={t('forms.room.features')} disablePadding>
      {rows.map(([icon, label, value]) => (
        <ListItem key={label} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
            {icon}
          </ListItemIcon>
          <ListItemText primary={t('forms.room.feature', { feature: label, value })} />
        </ListItem>
      ))}
    </List>
  );
}
