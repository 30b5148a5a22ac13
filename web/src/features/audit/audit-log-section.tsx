// Placeholder until its section is built in this change.
export const AuditLogSection = () => <p>În lucru.</p>;
