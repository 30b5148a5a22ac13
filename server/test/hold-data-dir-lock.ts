// Takes the data-folder lock of argv[2], says so with its pid, and waits to be killed
// (server/db/data-dir-lock.test.ts).
import { lockDataDir } from '../db/data-dir-lock.js';

await lockDataDir(process.argv[2]);
console.log(`locked ${process.pid}`);
setInterval(() => undefined, 60_000);
