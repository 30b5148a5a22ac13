import AddCircle from '@mui/icons-material/AddCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import EventNote from '@mui/icons-material/EventNote';
import ListAlt from '@mui/icons-material/ListAlt';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { BUILDINGS, TOWER } from '../../../../domain/buildings.js';
import { useSession } from '../../features/auth/session.js';
import { BuildingGate } from './building-gate.js';
import { isAdminOf } from '../permissions.js';
import { CURRENT_NAV_SX, NavIconLink } from './nav-icon-link.js';
import { TopBar } from './top-bar.js';

interface Item {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The width from which an administrator's six links fit with their labels. */
const ADMIN_LABELS_FROM = 1360;

function TowerNav() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const theme = useTheme();
  // Four labelled links do not fit a phone, nor an administrator's six a window narrower than
  // 1360 px: there each is an icon with the same name.
  const compact = useMediaQuery(theme.breakpoints.down(user && isAdminOf(user, TOWER) ? ADMIN_LABELS_FROM : 'md'));
  if (!user) return null;
  const items: Item[] = [
    { label: 'Rezervare nouă', to: '/turn/add', icon: <AddCircle /> },
    { label: 'Rezervările mele', to: '/turn/reservations', icon: <EventNote /> },
    // An ID card, not a second person: the user menu's round person icon stands beside it (issue #14, point 11).
    { label: 'Contul meu', to: '/turn/account', icon: <Badge /> },
  ];
  if (isAdminOf(user, TOWER)) {
    items.push({ label: 'Administrare', to: '/turn/admin', icon: <AdminPanelSettings /> });
    items.push({ label: 'Rezervări utilizatori', to: '/turn/statisticsUser', icon: <ListAlt /> });
    items.push({ label: 'Statistici pe zile', to: '/turn/statisticsDay', icon: <BarChart /> });
  }

  if (compact) return items.map((i) => <NavIconLink key={i.to} {...i} />);
  return items.map((i) => (
    <Button
      key={i.to}
      component={RouterLink}
      to={i.to}
      color="inherit"
      startIcon={i.icon}
      aria-current={pathname === i.to ? 'page' : undefined}
      sx={[{ whiteSpace: 'nowrap', flexShrink: 0 }, pathname === i.to ? CURRENT_NAV_SX : {}]}
    >
      {i.label}
    </Button>
  ));
}

/** The tower parking area (/turn/…). */
export function TowerLayout({ optional }: { optional?: boolean }) {
  return (
    <BuildingGate building={TOWER} optional={optional}>
      <TopBar title={BUILDINGS[TOWER].name} home={BUILDINGS[TOWER].home}>
        <TowerNav />
      </TopBar>
      <Container component="main" maxWidth="md" sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </BuildingGate>
  );
}
