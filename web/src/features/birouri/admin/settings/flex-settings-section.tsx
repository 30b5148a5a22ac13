// Placeholder until its section is built in this change.
export const FlexSettingsSection = () => <p>În lucru.</p>;
