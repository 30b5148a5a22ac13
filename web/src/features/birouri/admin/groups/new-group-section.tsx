// Placeholder until its section is built in this change.
export const NewGroupSection = () => <p>În lucru.</p>;
