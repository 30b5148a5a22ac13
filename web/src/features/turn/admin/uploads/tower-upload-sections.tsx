// Placeholder until its section is built in this change.
export const ExitsUploadSection = () => <p>În lucru.</p>;
export const PresenceUploadSection = () => <p>În lucru.</p>;
export const PermanentCarsUploadSection = () => <p>În lucru.</p>;
