// Placeholder until its section is built in this change.
export const GroupDetail = () => <p>În lucru.</p>;
