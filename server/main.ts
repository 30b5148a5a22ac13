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
const { ctx, shutdown } = await boot(config);
const app = await buildApp(ctx);
ctx.scheduler.start();
await ctx.scheduler.runDue();

// Once, however many signals come: Ctrl+C reaches this process and serve.ts, which passes it on.
let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    await app.close();
    await shutdown();
    process.exit(0);
  })());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port: config.port, host: config.host });
app.log.info(`Aplicația rulează pe http://localhost:${config.port}`);
