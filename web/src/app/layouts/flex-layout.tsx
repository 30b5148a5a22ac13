import BarChart from '@mui/icons-material/BarChart';
import FolderShared from '@mui/icons-material/FolderShared';
import MapIcon from '@mui/icons-material/Map';
import Settings from '@mui/icons-material/Settings';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import TableChart from '@mui/icons-material/TableChart';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { BUILDINGS, OFFICE } from '../../../../domain/buildings.js';
import { useSession } from '../../features/auth/session.js';
import { BuildingGate } from './building-gate.js';
import { isAdminOf, managesGroups } from '../permissions.js';
import { NavIconLink } from './nav-icon-link.js';
import { TopBar } from './top-bar.js';

function FlexNav() {
  const { user } = useSession();
  if (!user) return null;
  const admin = isAdminOf(user, OFFICE);
  return (
    <>
      <NavIconLink label="Hartă" to="/birouri" icon={<MapIcon />} />
      {admin && <NavIconLink label="Statistici" to="/birouri/statistics" icon={<BarChart />} />}
      {admin && <NavIconLink label="Export CSV" to="/birouri/admin/csv" icon={<TableChart />} />}
      {admin && <NavIconLink label="Setări" to="/birouri/admin/settings" icon={<Settings />} />}
      {managesGroups(user) && (
        <NavIconLink label="Pagina managerului" to="/birouri/admin/manager" icon={<SupervisorAccount />} />
      )}
      {managesGroups(user) && <NavIconLink label="Proiectele mele" to="/birouri/admin/manager/departments" icon={<FolderShared />} />}
    </>
  );
}

/** The flexible-office area (/birouri…, confirmation and cancelation links). */
export function FlexLayout({ optional }: { optional?: boolean }) {
  return (
    <BuildingGate building={OFFICE} optional={optional}>
      <TopBar title={BUILDINGS[OFFICE].name} home={BUILDINGS[OFFICE].home}>
        <FlexNav />
      </TopBar>
      <Container component="main" maxWidth="lg" sx={{ py: 2 }}>
        <Outlet />
      </Container>
    </BuildingGate>
  );
}
