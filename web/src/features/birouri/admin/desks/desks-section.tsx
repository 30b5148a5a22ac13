// Placeholder until its section is built in this change.
export const DesksSection = () => <p>În lucru.</p>;
