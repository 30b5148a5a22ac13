import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PRIVATE_UMASK } from './db/private-files.js';
import { serverNodeFlags } from './node-flags.js';

process.umask(PRIVATE_UMASK); // inherited by the server (main.ts sets it too, for a server started without this launcher)

// `npm start` / `npm run serve`: the server (main.ts) in a node process of its own, started with the
// V8 flags its database wants (node-flags.ts), which a running process cannot take any more.
// Signals go on to it, and its exit is this process's.
const server = spawn(process.execPath, [...serverNodeFlags(process.env), '--import', 'tsx', join(import.meta.dirname, 'main.ts')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
