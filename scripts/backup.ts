// npm run backup -- FILE: a consistent copy of the whole database, taken while the application runs
// (README: Backup and restore; server/db/backup/).
import { backupCommand, runCommand } from '../server/db/backup/commands.js';

await runCommand(backupCommand);
