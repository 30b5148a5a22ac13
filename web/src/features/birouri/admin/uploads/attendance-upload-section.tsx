// Placeholder until its section is built in this change.
export const AttendanceUploadSection = () => <p>În lucru.</p>;
