// Placeholder until its section is built in this change.
export const RoomsSection = () => <p>În lucru.</p>;
