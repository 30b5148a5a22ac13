import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DESK_STATE_COLOR, ROOM_COLOR } from '../desk-state.js';

const ITEMS = [
  { label: 'Liber', color: DESK_STATE_COLOR.free },
  { label: 'Rezervat de altcineva', color: DESK_STATE_COLOR.taken },
  { label: 'Rezervat de tine', color: DESK_STATE_COLOR.mine },
  { label: 'Sală de ședință', color: ROOM_COLOR },
  { label: 'Birou alocat', color: DESK_STATE_COLOR.allocated, dashed: true },
  { label: 'Birou blocat', color: DESK_STATE_COLOR.blocked },
  { label: 'Alt departament/proiect', color: DESK_STATE_COLOR.unavailable },
  { label: 'Indisponibil pentru dumneavoastră', color: DESK_STATE_COLOR.grey },
];

/** The legend of flex-office §2 under the map. */
export function MapLegend() {
  return (
    <Stack component="ul" aria-label="Legendă" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {ITEMS.map((i) => (
        <Stack component="li" key={i.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 18, height: 12, borderRadius: 0.5, bgcolor: i.color, border: i.dashed ? '1px dashed #4a148c' : '1px solid #263238' }} />
          <Typography variant="body2">{i.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
