// Placeholder until its section is built in this change.
export const DeskDetail = () => <p>În lucru.</p>;
