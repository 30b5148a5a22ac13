import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { team } from '@/i18n/team.js';
import { useT } from '@/i18n/use-t.js';
import { TeamIcon } from './team-icons.js';
import { TEAM_PATH } from './team-links.js';

// 'Săptămâna echipei' (decisions §21) in the user menu, loaded when the menu first opens (through
// ../office-menu-items.tsx): every page's first download carries neither it nor the area's words.

/** The user menu's item, for building 1's people; `onClick` closes the menu and goes to the page. */
export default function TeamMenuItem({ onClick }: { onClick(path: string): void }) {
  const t = useT(team);
  return (
    <MenuItem onClick={() => onClick(TEAM_PATH)}>
      <ListItemIcon>
        <TeamIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('team.title')}</ListItemText>
    </MenuItem>
  );
}
