import AddCircle from '@mui/icons-material/AddCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import EventNote from '@mui/icons-material/EventNote';
import ListAlt from '@mui/icons-material/ListAlt';
import Container from '@mui/material/Container';
import { Outlet, useLocation } from 'react-router';
import { BUILDINGS, TOWER } from '@domain/buildings.js';
import { useSession } from '@/lib/session.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { BuildingGate } from './building-gate.js';
import { isAdminOf } from '../permissions.js';
import { NavLinks, type NavItem } from './nav-links.js';
import { TopBar } from './top-bar.js';

/** The width from which an administrator's six links fit with their labels. */
const ADMIN_LABELS_FROM = 1360;

function TowerNav() {
  const t = useT(shell);
  const { user } = useSession();
  if (!user) return null;
  const items: NavItem[] = [
    { label: t('shell.nav.newReservation'), to: '/turn/add', icon: <AddCircle /> },
    { label: t('shell.nav.myReservations'), to: '/turn/reservations', icon: <EventNote /> },
    // An ID card, not a second person: the user menu's round person icon stands beside it (issue #14, point 11).
    { label: t('shell.nav.myAccount'), to: '/turn/account', icon: <Badge /> },
  ];
  if (isAdminOf(user, TOWER)) {
    items.push({ label: t('shell.nav.admin'), to: '/turn/admin', icon: <AdminPanelSettings /> });
    items.push({ label: t('shell.nav.userReservations'), to: '/turn/statisticsUser', icon: <ListAlt /> });
    items.push({ label: t('shell.nav.dailyStatistics'), to: '/turn/statisticsDay', icon: <BarChart /> });
  }
  // Four labelled links do not fit a phone, nor an administrator's six a window narrower than
  // 1360 px: there each is an icon with the same name.
  return <NavLinks items={items} labelsFrom={isAdminOf(user, TOWER) ? ADMIN_LABELS_FROM : 'md'} />;
}

/**
 * The administrators' pages hold wide tables (users, cars, reservations): on a computer they get
 * the window's width, so that no column is pushed out of sight (issue #21, point 12).
 */
const WIDE_PAGES = ['/turn/admin', '/turn/statistics'];

/** The tower parking area (/turn/…). */
export function TowerLayout({ optional }: { optional?: boolean }) {
  const { pathname } = useLocation();
  const wide = WIDE_PAGES.some((p) => pathname.startsWith(p));
  return (
    <BuildingGate building={TOWER} optional={optional}>
      <TopBar title={BUILDINGS[TOWER].name} home={BUILDINGS[TOWER].home}>
        <TowerNav />
      </TopBar>
      <Container component="main" maxWidth={wide ? 'xl' : 'md'} sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </BuildingGate>
  );
}
