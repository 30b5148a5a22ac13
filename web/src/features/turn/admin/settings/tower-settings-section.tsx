// Placeholder until its section is built in this change.
export const TowerSettingsSection = () => <p>În lucru.</p>;
