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
import Tv from '@mui/icons-material/Tv';
import Webhook from '@mui/icons-material/Webhook';
import { lazy, useMemo } from 'react';
import { AdminConsole, type ConsoleSection } from '@/components/admin-console.js';
// The consoles' forms show a shared schema's own problems: zod's words follow the language.
import '@/i18n/zod-language.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import type { FlexAdminKey } from '@/i18n/flex-admin.js';
import { DeskDetail } from './desks/desk-detail.js';
import { DesksSection } from './desks/desks-section.js';
import { GroupDetail } from './groups/group-detail.js';
import { GroupsSection } from './groups/groups-section.js';
import { NewGroupSection } from './groups/new-group-section.js';
import { RoomsSection } from './rooms/rooms-section.js';
import { FlexSettingsSection } from './settings/flex-settings-section.js';
import { UserDetail } from './users/user-detail.js';
import { UsersSection } from './users/users-section.js';

// The audit log loads when opened: the console's other sections do not carry it.
const AuditLogSection = lazy(() => import('@/components/admin/audit/audit-log-section.js').then((m) => ({ default: m.AuditLogSection })));
// The QR labels load when opened, with the QR encoder: no other section carries it.
const QrLabelsSection = lazy(() => import('./qr-labels/qr-labels-section.js'));
// So do the uploads, with their sheet reader's previews and words.
const AttendanceUploadSection = lazy(() =>
  import('./uploads/attendance-upload-section.js').then((m) => ({ default: m.AttendanceUploadSection })),
);
const UsersUploadSection = lazy(() => import('./uploads/users-upload-section.js').then((m) => ({ default: m.UsersUploadSection })));
// The floor-plan editor loads when opened (decisions §18): neither the map nor the other sections carry it.
const PlansSection = lazy(() => import('./plans/plans-section.js'));
// So do the displays (decisions §24), with the QR encoder of their links.
const DisplaysSection = lazy(() => import('./displays/displays-section.js'));
// So do the webhooks (decisions §23), shared with the tower's console.
const WebhooksSection = lazy(() => import('@/components/admin/webhooks/webhooks-section.js'));

export const FLEX_CONSOLE = '/birouri/admin/settings';

/** The sections, named in the person's language. */
const sections = (t: Translate<FlexAdminKey>): ConsoleSection[] => [
  { path: 'parametri', label: t('flexAdmin.console.settings'), icon: <Tune />, Page: FlexSettingsSection },
  { path: 'grupuri', label: t('flexAdmin.console.groups'), icon: <Apartment />, Page: GroupsSection, under: { ':groupId': GroupDetail } },
  { path: 'grup-nou', label: t('flexAdmin.console.newGroup'), icon: <CreateNewFolder />, Page: NewGroupSection },
  { path: 'birouri', label: t('flexAdmin.console.desks'), icon: <Desk />, Page: DesksSection, under: { ':deskId': DeskDetail } },
  { path: 'sali', label: t('flexAdmin.console.rooms'), icon: <MeetingRoom />, Page: RoomsSection },
  { path: 'planuri', label: t('flexAdmin.console.plans'), icon: <Architecture />, Page: PlansSection },
  { path: 'etichete-qr', label: t('flexAdmin.console.qrLabels'), icon: <QrCode2 />, Page: QrLabelsSection },
  { path: 'ecrane', label: t('flexAdmin.console.displays'), icon: <Tv />, Page: DisplaysSection },
  { path: 'utilizatori', label: t('flexAdmin.console.users'), icon: <People />, Page: UsersSection, under: { ':uuid': UserDetail } },
  { path: 'incarcare-prezenta', label: t('flexAdmin.console.attendanceUpload'), icon: <EventAvailable />, Page: AttendanceUploadSection },
  { path: 'incarcare-utilizatori', label: t('flexAdmin.console.usersUpload'), icon: <GroupAdd />, Page: UsersUploadSection },
  // The audit log is role admin's alone (decisions §12).
  { path: 'jurnal', label: t('flexAdmin.console.log'), icon: <History />, Page: AuditLogSection, adminOnly: true },
  // So are the webhooks (decisions §23): they hear both buildings.
  { path: 'webhookuri', label: t('flexAdmin.console.webhooks'), icon: <Webhook />, Page: WebhooksSection, adminOnly: true },
];

/** The administrator's console of the flexible office (flex-office §2 "Admin settings console"). */
export function FlexConsole() {
  const t = useT(flexAdmin);
  const language = useLanguage();
  // The sections change only with the language (t reads it).
  const list = useMemo(() => sections(t), [language]);
  return <AdminConsole title={t('flexAdmin.console.title')} base={FLEX_CONSOLE} sections={list} />;
}
