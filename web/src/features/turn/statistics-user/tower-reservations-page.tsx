// Placeholder until its section is built in this change.
export const TowerReservationsAdminPage = () => <p>În lucru.</p>;
