// Placeholder until its section is built in this change.
export const UserDetail = () => <p>În lucru.</p>;
