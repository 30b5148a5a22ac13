// Placeholder until its section is built in this change.
export const UsersSection = () => <p>În lucru.</p>;
