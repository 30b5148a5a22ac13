// Placeholder until its section is built in this change.
export const UsersUploadSection = () => <p>În lucru.</p>;
