// Placeholder until its section is built in this change.
export const CarDetail = () => <p>În lucru.</p>;
