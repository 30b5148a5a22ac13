import BarChart from '@mui/icons-material/BarChart';
import FolderShared from '@mui/icons-material/FolderShared';
import MapIcon from '@mui/icons-material/Map';
import Settings from '@mui/icons-material/Settings';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import TableChart from '@mui/icons-material/TableChart';
import Container from '@mui/material/Container';
import { Outlet, useLocation } from 'react-router';
import { BUILDINGS, OFFICE } from '@domain/buildings.js';
import { useSession } from '@/lib/session.js';
import { shell } from '@/i18n/shell.js';
import { useT } from '@/i18n/use-t.js';
import { BuildingGate } from './building-gate.js';
import { isAdminOf, managesGroups } from '../permissions.js';
import { NavLinks, type NavItem } from './nav-links.js';
import { TopBar } from './top-bar.js';

/** The width from which an administrator's (up to six) links fit with their labels. */
const ADMIN_LABELS_FROM = 1200;

function FlexNav() {
  const t = useT(shell);
  const { user } = useSession();
  if (!user) return null;
  const admin = isAdminOf(user, OFFICE);
  const items: NavItem[] = [{ label: t('shell.nav.map'), to: '/birouri', icon: <MapIcon /> }];
  if (admin) {
    items.push({ label: t('shell.nav.statistics'), to: '/birouri/statistics', icon: <BarChart /> });
    items.push({ label: t('shell.nav.csv'), to: '/birouri/admin/csv', icon: <TableChart /> });
    items.push({ label: t('shell.nav.settings'), to: '/birouri/admin/settings', icon: <Settings /> });
  }
  if (managesGroups(user)) {
    items.push({ label: t('shell.nav.manager'), to: '/birouri/admin/manager', icon: <SupervisorAccount /> });
    items.push({ label: t('shell.nav.myProjects'), to: '/birouri/admin/manager/departments', icon: <FolderShared /> });
  }
  // On a computer each link says what it is (issue #21, point 12); a phone, or a window too
  // narrow for an administrator's six, shows the icons, named, with their tooltips.
  return <NavLinks items={items} labelsFrom={items.length > 3 ? ADMIN_LABELS_FROM : 'md'} />;
}

/** The console's tables (users, desks, upload previews) get the window's width on a computer: no column out of sight. */
const WIDE_PAGES = ['/birouri/admin/settings'];

/** The flexible-office area (/birouri…, confirmation and cancelation links). */
export function FlexLayout({ optional }: { optional?: boolean }) {
  const { pathname } = useLocation();
  const wide = WIDE_PAGES.some((p) => pathname.startsWith(p));
  return (
    <BuildingGate building={OFFICE} optional={optional}>
      <TopBar title={BUILDINGS[OFFICE].name} home={BUILDINGS[OFFICE].home}>
        <FlexNav />
      </TopBar>
      <Container component="main" maxWidth={wide ? 'xl' : 'lg'} sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </BuildingGate>
  );
}
