import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { LEGEND } from './reservation-state.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** The legend of the reservations calendar: one colour per state (tower §2, §4). */
export function LegendDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(tower);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="legend-title" fullWidth maxWidth="xs">
      <DialogTitle id="legend-title">{t('tower.reservations.legend')}</DialogTitle>
      <DialogContent>
        <List dense>
          {LEGEND.map((s) => (
            <ListItem key={s.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Box aria-hidden sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: s.color }} />
              </ListItemIcon>
              <ListItemText primary={s.label} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tower.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
