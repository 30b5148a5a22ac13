// Placeholder until its section is built in this change.
export const GroupsSection = () => <p>În lucru.</p>;
