import { buildApp } from './app.js';
import { boot } from './boot.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { PRIVATE_UMASK } from './db/private-files.js';
import { appLogger, logTo } from './ops/logger.js';

// Whatever this process creates without naming a mode is its owner's alone (#38, point 2; db/private-files.ts).
process.umask(PRIVATE_UMASK);

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  // The operator's mistake, said plainly: which variables, why; no stack trace.
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
// One logger from the first line on (#38, point 12): the start-up's lines, the jobs', the outbox's and
// the requests' are all pino's JSON lines. Only a configuration refused above is plain text: there
// is no level to log at yet, and the operator reads it at a terminal.
const logger = appLogger(config.logLevel);
const { ctx, shutdown } = await boot(config, { log: logTo(logger) });
const app = await buildApp(ctx, { logger });
ctx.scheduler.start();
// What fell due while no process ran; a job that fails is tried again at the next tick, and the server serves meanwhile.
await ctx.scheduler.runDue().catch((e: unknown) => app.log.error({ err: e }, 'scheduled jobs failed'));

// SIGTERM (an orchestrator; `npm start` / `npm run serve` pass it on) and Ctrl+C, which reaches this
// process and serve.ts both: once, however many signals come (decisions §16).
let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    app.log.info('Oprire: cererile în curs se încheie (cel mult 10 s), apoi baza de date se închide.');
    // No job run or e-mail starts from now on; those under way finish while the requests do.
    const background = Promise.all([ctx.scheduler.stop(), ctx.outbox.stop()]);
    // Listening stops; the requests in flight are answered, within 10 s (http/graceful-close.ts).
    await app.close();
    await background;
    await shutdown(); // the database closes last
    process.exit(0);
  })().catch((e: unknown) => {
    app.log.error({ err: e }, 'shutdown failed');
    process.exit(1);
  }));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Aplicația rulează pe http://localhost:${config.port}`);
