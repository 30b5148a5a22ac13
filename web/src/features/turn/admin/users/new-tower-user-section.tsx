// Placeholder until its section is built in this change.
export const NewTowerUserSection = () => <p>În lucru.</p>;
