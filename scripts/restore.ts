// npm run restore -- FILE [--force]: puts a copy of npm run backup back into an empty database, or
// with --force over one that is not (README: Backup and restore; server/db/backup/).
import { restoreCommand, runCommand } from '../server/db/backup/commands.js';

await runCommand(restoreCommand);
