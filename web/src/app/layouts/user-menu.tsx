import AccountCircle from '@mui/icons-material/AccountCircle';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import DateRange from '@mui/icons-material/DateRange';
import Help from '@mui/icons-material/Help';
import Key from '@mui/icons-material/Key';
import Lock from '@mui/icons-material/Lock';
import Logout from '@mui/icons-material/Logout';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildingsOf, OFFICE } from '@domain/buildings.js';
import type { UserInfo } from '@domain/schemas/accounts.js';
import { retryingImport } from '@/lib/connection.js';
import { useSession } from '@/lib/session.js';
import { HelpDialog } from '@/features/help/help-dialog.js';
import { common } from '@/i18n/common.js';
import { useT } from '@/i18n/use-t.js';
import { LanguageMenuItem } from './language-menu-item.js';

// Loaded the first time it is opened: the shell of every page does not carry it.
const CalendarDialog = lazy(
  retryingImport(() => import('@/features/calendar/calendar-dialog.js').then((m) => ({ default: m.CalendarDialog }))),
);
// 'Săptămâna echipei' and 'Zilele mele la birou' (decisions §21, §20), for building 1's people: loaded when the menu first opens.
const OfficeMenuItems = lazy(retryingImport(() => import('@/features/birouri/office-menu-items.js')));

/**
 * The room of office-menu-items.tsx's two items while they load: rows of their height, empty and
 * disabled (skipped by the keyboard), so that the items below do not move under the pointer when
 * they come.
 */
function OfficeItemsLoading() {
  return [0, 1].map((i) => (
    <MenuItem key={i} disabled aria-hidden>
      <ListItemText>{'\u00a0'}</ListItemText>
    </MenuItem>
  ));
}

/** The user menu of every top bar: switch building, 'Săptămâna mea', 'Săptămâna echipei' and 'Zilele mele la birou' (building 1), change password, API tokens, calendar feed, help, log out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const t = useT(common);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarUsed, setCalendarUsed] = useState(false);
  const buildings = buildingsOf(user);
  const bothBuildings = buildings.length === 2;

  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const openHelp = () => {
    setAnchor(null);
    setHelpOpen(true);
  };
  const openCalendar = () => {
    setAnchor(null);
    setCalendarUsed(true);
    setCalendarOpen(true);
  };
  const logOut = async () => {
    setAnchor(null);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Tooltip title={t('common.userMenu.open')}>
        <IconButton
          color="inherit"
          aria-label={t('common.userMenu.open')}
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
      </Tooltip>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography component="li" variant="subtitle2" sx={{ px: 2, pt: 1, pb: 0.5 }} aria-hidden>
          {user.name || user.username}
        </Typography>
        <Divider component="li" aria-hidden />
        {bothBuildings && (
          <MenuItem onClick={() => go('/dropdown')}>
            <ListItemIcon>
              <SwapHoriz fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('common.userMenu.switchBuilding')}</ListItemText>
          </MenuItem>
        )}
        {/* An array, not a Fragment: MUI's Menu moves focus through its direct children. */}
        {buildings.includes(OFFICE) && [
          <MenuItem key="week" onClick={() => go('/birouri/saptamana')}>
            <ListItemIcon>
              <DateRange fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('common.userMenu.week')}</ListItemText>
          </MenuItem>,
          <Suspense key="office" fallback={<OfficeItemsLoading />}>
            <OfficeMenuItems onClick={go} />
          </Suspense>,
        ]}
        <MenuItem onClick={() => go('/password')}>
          <ListItemIcon>
            <Lock fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.userMenu.password')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/tokenuri')}>
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.userMenu.tokens')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={openCalendar}>
          <ListItemIcon>
            <CalendarMonth fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.userMenu.calendar')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={openHelp}>
          <ListItemIcon>
            <Help fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.userMenu.help')}</ListItemText>
        </MenuItem>
        <LanguageMenuItem onChosen={() => setAnchor(null)} />
        <MenuItem onClick={() => void logOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('common.userMenu.logOut')}</ListItemText>
        </MenuItem>
      </Menu>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      {calendarUsed && (
        <Suspense fallback={null}>
          <CalendarDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
