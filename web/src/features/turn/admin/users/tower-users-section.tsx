// Placeholder until its section is built in this change.
export const TowerUsersSection = () => <p>În lucru.</p>;
