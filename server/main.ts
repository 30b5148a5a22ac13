import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { boot } from './boot.js';
import { ConfigError, loadConfig, type Config } from './config.js';

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  // The operator's mistake, said plainly: which variables, why; no stack trace.
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
// The jobs', the outbox's and the database's failures are written by the app's logger, as JSON lines
// like every other, once it exists; before that (the start-up), to stderr.
const logger: { app?: FastifyBaseLogger } = {};
// A line with its error is a failure; one without (an e-mail written to the outbox folder) is news, not an alert.
const log = (m: string, e?: unknown) => {
  if (e === undefined) return logger.app ? logger.app.info(m) : console.log(m);
  return logger.app ? logger.app.error({ err: e }, m) : console.error(m, e);
};
const { ctx, shutdown } = await boot(config, { log });
const app = await buildApp(ctx);
logger.app = app.log;
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
