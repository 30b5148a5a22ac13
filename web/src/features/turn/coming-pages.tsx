import { ComingSoon } from '../../components/coming-soon.js';

// Screens of the tower parking area that later issues build. Each says plainly it is coming.

export const TowerAddPage = () => (
  <ComingSoon title="Rezervare nouă" text="Rezervarea locurilor de parcare va fi disponibilă în curând." />
);

export const TowerReservationsPage = () => (
  <ComingSoon title="Rezervările mele" text="Calendarul rezervărilor de parcare va fi disponibil în curând." />
);

export const TowerAccountPage = () => (
  <ComingSoon title="Contul meu" text="Profilul și mașinile dumneavoastră vor fi disponibile în curând." />
);

export const TowerAdminPage = () => (
  <ComingSoon title="Administrare" text="Administrarea parcării va fi disponibilă în curând." />
);

export const TowerStatisticsDayPage = () => (
  <ComingSoon title="Statistici pe zile" text="Statisticile parcării pe zile vor fi disponibile în curând." />
);

export const TowerStatisticsUserPage = () => (
  <ComingSoon title="Rezervări și statistici pe utilizatori" text="Lista rezervărilor de parcare pe utilizatori va fi disponibilă în curând." />
);

export const TowerCancelationPage = () => (
  <ComingSoon title="Anularea rezervării" text="Anularea rezervării de parcare din link va fi disponibilă în curând." />
);
