import { z } from 'zod';

// Zod's own messages in Romanian, for the fields that have no message of the specifications.
// Every schema module imports z from here, so the server and the web's forms both get them
// by using a schema, with no side-effect import to remember.
z.config(z.locales.ro());
export { z };
