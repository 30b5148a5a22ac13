// How a yes/no value reads in Romanian, on the screens and in the exports alike.
export const yesNo = (b: boolean): string => (b ? 'Da' : 'Nu');

/** A user's role in Romanian: the users' forms and the audit log (#39 point 6). */
export const ROLE_WORDS = { user: 'Utilizator', manager: 'Manager', admin: 'Administrator' } as const;
