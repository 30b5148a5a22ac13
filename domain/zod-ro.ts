import { z } from 'zod';

// Zod's own messages in Romanian, for the fields that have no message of the specifications.
z.config(z.locales.ro());
export { z };
