import CarRental from '@mui/icons-material/CarRental';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EventAvailable from '@mui/icons-material/EventAvailable';
import GroupAdd from '@mui/icons-material/GroupAdd';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import History from '@mui/icons-material/History';
import Logout from '@mui/icons-material/Logout';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Tune from '@mui/icons-material/Tune';
import Webhook from '@mui/icons-material/Webhook';
import { lazy, useMemo } from 'react';
import { AdminConsole, type ConsoleSection } from '@/components/admin-console.js';
// The consoles' forms show a shared schema's own problems: zod's words follow the language.
import '@/i18n/zod-language.js';
import { towerAdmin, type TowerAdminKey } from '@/i18n/tower-admin.js';
import { useLanguage, useT, type Translate } from '@/i18n/use-t.js';
import { CarDetail } from './cars/car-detail.js';
import { CarsSection } from './cars/cars-section.js';
import { TowerSettingsSection } from './settings/tower-settings-section.js';
import { NewTowerUserSection } from './users/new-tower-user-section.js';
import { TowerUserDetail } from './users/tower-user-detail.js';
import { TowerUsersSection } from './users/tower-users-section.js';

// The audit log loads when opened: the console's other sections do not carry it.
const AuditLogSection = lazy(() => import('@/components/admin/audit/audit-log-section.js').then((m) => ({ default: m.AuditLogSection })));
// So do the list uploads, with their previews and words (catalogue towerAdminLists).
const uploads = () => import('./uploads/tower-upload-sections.js');
const PresenceUploadSection = lazy(() => uploads().then((m) => ({ default: m.PresenceUploadSection })));
const ExitsUploadSection = lazy(() => uploads().then((m) => ({ default: m.ExitsUploadSection })));
const PermanentCarsUploadSection = lazy(() => uploads().then((m) => ({ default: m.PermanentCarsUploadSection })));
const TowerUsersUploadSection = lazy(() =>
  import('./users/tower-users-upload-section.js').then((m) => ({ default: m.TowerUsersUploadSection })),
);
// So do a day's rounds (decisions §26), with their words (catalogue towerRounds).
const RoundsSection = lazy(() => import('./rounds/rounds-section.js').then((m) => ({ default: m.RoundsSection })));
// So do the webhooks (decisions §23), shared with the CityOffices console.
const WebhooksSection = lazy(() => import('@/components/admin/webhooks/webhooks-section.js'));

export const TOWER_CONSOLE = '/turn/admin';

/** The sections, named in the person's language. */
const sectionsOf = (t: Translate<TowerAdminKey>): ConsoleSection[] => [
  {
    path: 'utilizatori',
    label: t('towerAdmin.console.users'),
    icon: <People />,
    Page: TowerUsersSection,
    under: { ':uuid': TowerUserDetail },
  },
  { path: 'utilizator-nou', label: t('towerAdmin.console.newUser'), icon: <PersonAdd />, Page: NewTowerUserSection },
  { path: 'incarcare-utilizatori', label: t('towerAdmin.console.usersUpload'), icon: <GroupAdd />, Page: TowerUsersUploadSection },
  { path: 'masini', label: t('towerAdmin.console.cars'), icon: <DirectionsCar />, Page: CarsSection, under: { ':carId': CarDetail } },
  { path: 'incarcare-prezenta', label: t('towerAdmin.console.presenceUpload'), icon: <EventAvailable />, Page: PresenceUploadSection },
  { path: 'incarcare-iesiri', label: t('towerAdmin.console.exitsUpload'), icon: <Logout />, Page: ExitsUploadSection },
  { path: 'incarcare-permanente', label: t('towerAdmin.console.permanentUpload'), icon: <CarRental />, Page: PermanentCarsUploadSection },
  { path: 'parametri', label: t('towerAdmin.console.settings'), icon: <Tune />, Page: TowerSettingsSection },
  { path: 'runde', label: t('towerAdmin.console.rounds'), icon: <FormatListNumbered />, Page: RoundsSection },
  // The audit log is role admin's alone (decisions §12).
  { path: 'jurnal', label: t('towerAdmin.console.log'), icon: <History />, Page: AuditLogSection, adminOnly: true },
  // So are the webhooks (decisions §23): they hear both buildings.
  { path: 'webhookuri', label: t('towerAdmin.console.webhooks'), icon: <Webhook />, Page: WebhooksSection, adminOnly: true },
];

/** The tower administrator's screen (tower-parking §2 "Tower admin screen"). */
export function TowerConsole() {
  const t = useT(towerAdmin);
  const language = useLanguage();
  // Made again when the language changes (t speaks the active one).
  const sections = useMemo(() => sectionsOf(t), [language]);
  return <AdminConsole title={t('towerAdmin.console.title')} base={TOWER_CONSOLE} sections={sections} />;
}
