import CarRental from '@mui/icons-material/CarRental';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EventAvailable from '@mui/icons-material/EventAvailable';
import GroupAdd from '@mui/icons-material/GroupAdd';
import History from '@mui/icons-material/History';
import Logout from '@mui/icons-material/Logout';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Tune from '@mui/icons-material/Tune';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminShell, type AdminSection } from '@/components/admin-shell.js';
import { useUser } from '@/lib/session.js';
import { NotFoundPage } from '@/components/not-found-page.js';
import { CarDetail } from './cars/car-detail.js';
import { CarsSection } from './cars/cars-section.js';
import { TowerSettingsSection } from './settings/tower-settings-section.js';
import { ExitsUploadSection, PermanentCarsUploadSection, PresenceUploadSection } from './uploads/tower-upload-sections.js';
import { NewTowerUserSection } from './users/new-tower-user-section.js';
import { TowerUserDetail } from './users/tower-user-detail.js';
import { TowerUsersSection } from './users/tower-users-section.js';
import { TowerUsersUploadSection } from './users/tower-users-upload-section.js';

// The audit log loads when opened (role admin only): the console's other sections do not carry it.
const AuditLogSection = lazy(() => import('@/components/admin/audit/audit-log-section.js').then((m) => ({ default: m.AuditLogSection })));

export const TOWER_CONSOLE = '/turn/admin';

const SECTIONS: AdminSection[] = [
  { path: 'utilizatori', label: 'Utilizatori', icon: <People /> },
  { path: 'utilizator-nou', label: 'Utilizator nou', icon: <PersonAdd /> },
  { path: 'incarcare-utilizatori', label: 'Încărcare utilizatori', icon: <GroupAdd /> },
  { path: 'masini', label: 'Mașini', icon: <DirectionsCar /> },
  { path: 'incarcare-prezenta', label: 'Încărcare prezență', icon: <EventAvailable /> },
  { path: 'incarcare-iesiri', label: 'Încărcare ieșiri', icon: <Logout /> },
  { path: 'incarcare-permanente', label: 'Încărcare mașini cu acces permanent', icon: <CarRental /> },
  { path: 'parametri', label: 'Parametri', icon: <Tune /> },
];
/** The audit log is role admin's alone (decisions §12). */
const AUDIT: AdminSection = { path: 'jurnal', label: 'Jurnal', icon: <History /> };

/** The tower administrator's screen (tower-parking §2 "Tower admin screen"). */
export function TowerConsole() {
  const user = useUser();
  const sections = user.role === 'admin' ? [...SECTIONS, AUDIT] : SECTIONS;
  return (
    <AdminShell title="Administrare parcare" base={TOWER_CONSOLE} sections={sections}>
      <Routes>
        <Route index element={<Navigate to="utilizatori" replace />} />
        <Route path="utilizatori" element={<TowerUsersSection />} />
        <Route path="utilizatori/:uuid" element={<TowerUserDetail />} />
        <Route path="utilizator-nou" element={<NewTowerUserSection />} />
        <Route path="incarcare-utilizatori" element={<TowerUsersUploadSection />} />
        <Route path="masini" element={<CarsSection />} />
        <Route path="masini/:carId" element={<CarDetail />} />
        <Route path="incarcare-prezenta" element={<PresenceUploadSection />} />
        <Route path="incarcare-iesiri" element={<ExitsUploadSection />} />
        <Route path="incarcare-permanente" element={<PermanentCarsUploadSection />} />
        <Route path="parametri" element={<TowerSettingsSection />} />
        {user.role === 'admin' && (
          <Route
            path="jurnal"
            element={
              <Suspense fallback={null}>
                <AuditLogSection />
              </Suspense>
            }
          />
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminShell>
  );
}
