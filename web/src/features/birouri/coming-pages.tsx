import { ComingSoon } from '../../components/coming-soon.js';

// Screens of the flexible-office area that later issues build. Each says plainly it is coming.

export const FlexStatisticsPage = () => (
  <ComingSoon title="Statistici" text="Statisticile rezervărilor vor fi disponibile în curând." />
);

export const FlexAdminCsvPage = () => (
  <ComingSoon title="Export CSV" text="Tabelul de statistici pe departamente și exportul CSV vor fi disponibile în curând." />
);

export const ManagerPage = () => (
  <ComingSoon title="Pagina managerului" text="Statisticile de prezență ale echipelor vor fi disponibile în curând." />
);

