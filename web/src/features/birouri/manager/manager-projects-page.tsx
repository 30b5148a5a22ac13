// Placeholder until its section is built in this change.
export const ManagerProjectsPage = () => <p>În lucru.</p>;
