import EventRepeat from '@mui/icons-material/EventRepeat';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { pattern } from '@/i18n/pattern.js';
import { useT } from '@/i18n/use-t.js';

// 'Zilele mele la birou' (decisions §20) in the user menu of every page, loaded when the menu first opens
// (app/layouts/user-menu.tsx, through ../office-menu-items.tsx): every page's first download carries neither it nor the area's words.

/** The page's address (app/router.tsx; pattern-link.tsx's PATTERN_PATH, not imported: one chunk less to load). */
const PATTERN_PATH = '/birouri/zilele-mele';

/** The user menu's item, for those who may enter building 1; `onClick` closes the menu and goes to the page. */
export default function PatternMenuItem({ onClick }: { onClick(path: string): void }) {
  const t = useT(pattern);
  return (
    <MenuItem onClick={() => onClick(PATTERN_PATH)}>
      <ListItemIcon>
        <EventRepeat fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('workPattern.title')}</ListItemText>
    </MenuItem>
  );
}
