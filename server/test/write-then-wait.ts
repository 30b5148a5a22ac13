// Opens the embedded database of argv[2] as the app does, commits one row, says so and waits to
// be killed without closing it (server/db/pglite-memory.test.ts).
import { openPglite } from '../db/connection.js';

const db = await openPglite(process.argv[2]);
await db.exec('CREATE TABLE kept (note text)');
await db.query('INSERT INTO kept VALUES ($1)', [process.argv[3]]);
console.log('committed');
setInterval(() => undefined, 60_000);
