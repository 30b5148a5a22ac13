import { ComingSoon } from '../../components/coming-soon.js';

// Screens of the tower parking area that later issues build. Each says plainly it is coming.

export const TowerStatisticsDayPage = () => (
  <ComingSoon title="Statistici pe zile" text="Statisticile parcării pe zile vor fi disponibile în curând." />
);

