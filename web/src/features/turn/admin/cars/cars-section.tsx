// Placeholder until its section is built in this change.
export const CarsSection = () => <p>În lucru.</p>;
