import { ComingSoon } from '../../components/coming-soon.js';

// Screens of the tower parking area that later issues build. Each says plainly it is coming.

export const TowerAdminPage = () => (
  <ComingSoon title="Administrare" text="Administrarea parcării va fi disponibilă în curând." />
);

export const TowerStatisticsDayPage = () => (
  <ComingSoon title="Statistici pe zile" text="Statisticile parcării pe zile vor fi disponibile în curând." />
);

export const TowerStatisticsUserPage = () => (
  <ComingSoon title="Rezervări și statistici pe utilizatori" text="Lista rezervărilor de parcare pe utilizatori va fi disponibilă în curând." />
);
