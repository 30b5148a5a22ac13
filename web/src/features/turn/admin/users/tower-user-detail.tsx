// Placeholder until its section is built in this change.
export const TowerUserDetail = () => <p>În lucru.</p>;
