import Apartment from '@mui/icons-material/Apartment';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Desk from '@mui/icons-material/Desk';
import EventAvailable from '@mui/icons-material/EventAvailable';
import GroupAdd from '@mui/icons-material/GroupAdd';
import History from '@mui/icons-material/History';
import Architecture from '@mui/icons-material/Architecture';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import QrCode2 from '@mui/icons-material/QrCode2';
import Tune from '@mui/icons-material/Tune';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminShell, type AdminSection } from '@/components/admin-shell.js';
import { useUser } from '@/lib/session.js';
import { NotFoundPage } from '@/components/not-found-page.js';
import { AttendanceUploadSection } from './uploads/attendance-upload-section.js';
import { UsersUploadSection } from './uploads/users-upload-section.js';
import { DeskDetail } from './desks/desk-detail.js';
import { DesksSection } from './desks/desks-section.js';
import { GroupDetail } from './groups/group-detail.js';
import { GroupsSection } from './groups/groups-section.js';
import { NewGroupSection } from './groups/new-group-section.js';
import { RoomsSection } from './rooms/rooms-section.js';
import { FlexSettingsSection } from './settings/flex-settings-section.js';
import { UserDetail } from './users/user-detail.js';
import { UsersSection } from './users/users-section.js';

// The audit log loads when opened (role admin only): the console's other sections do not carry it.
const AuditLogSection = lazy(() => import('@/components/admin/audit/audit-log-section.js').then((m) => ({ default: m.AuditLogSection })));
// The QR labels load when opened, with the QR encoder: no other section carries it.
const QrLabelsSection = lazy(() => import('./qr-labels/qr-labels-section.js'));
// The floor-plan editor loads when opened (decisions §18): neither the map nor the other sections carry it.
const PlansSection = lazy(() => import('./plans/plans-section.js'));

export const FLEX_CONSOLE = '/birouri/admin/settings';

const SECTIONS: AdminSection[] = [
  { path: 'parametri', label: 'Parametri', icon: <Tune /> },
  { path: 'grupuri', label: 'Grupuri', icon: <Apartment /> },
  { path: 'grup-nou', label: 'Departament/proiect nou', icon: <CreateNewFolder /> },
  { path: 'birouri', label: 'Birouri', icon: <Desk /> },
  { path: 'sali', label: 'Săli', icon: <MeetingRoom /> },
  { path: 'planuri', label: 'Planuri', icon: <Architecture /> },
  { path: 'etichete-qr', label: 'Etichete QR', icon: <QrCode2 /> },
  { path: 'utilizatori', label: 'Utilizatori', icon: <People /> },
  { path: 'incarcare-prezenta', label: 'Încărcare prezență', icon: <EventAvailable /> },
  { path: 'incarcare-utilizatori', label: 'Încărcare utilizatori', icon: <GroupAdd /> },
];
/** The audit log is role admin's alone (decisions §12). */
const AUDIT: AdminSection = { path: 'jurnal', label: 'Jurnal', icon: <History /> };

/** The administrator's console of the flexible office (flex-office §2 "Admin settings console"). */
export function FlexConsole() {
  const user = useUser();
  const sections = user.role === 'admin' ? [...SECTIONS, AUDIT] : SECTIONS;
  return (
    <AdminShell title="Setări" base={FLEX_CONSOLE} sections={sections}>
      <Routes>
        <Route index element={<Navigate to="parametri" replace />} />
        <Route path="parametri" element={<FlexSettingsSection />} />
        <Route path="grupuri" element={<GroupsSection />} />
        <Route path="grupuri/:groupId" element={<GroupDetail />} />
        <Route path="grup-nou" element={<NewGroupSection />} />
        <Route path="birouri" element={<DesksSection />} />
        <Route path="birouri/:deskId" element={<DeskDetail />} />
        <Route path="sali" element={<RoomsSection />} />
        <Route
          path="planuri"
          element={
            <Suspense fallback={null}>
              <PlansSection />
            </Suspense>
          }
        />
        <Route
          path="etichete-qr"
          element={
            <Suspense fallback={null}>
              <QrLabelsSection />
            </Suspense>
          }
        />
        <Route path="utilizatori" element={<UsersSection />} />
        <Route path="utilizatori/:uuid" element={<UserDetail />} />
        <Route path="incarcare-prezenta" element={<AttendanceUploadSection />} />
        <Route path="incarcare-utilizatori" element={<UsersUploadSection />} />
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
