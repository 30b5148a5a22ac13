// Placeholder until its section is built in this change.
export const TowerUsersUploadSection = () => <p>În lucru.</p>;
