// Judges openapi.json (the document the server serves, `npm run openapi -- --check`) with tools no one
// here wrote: Spectral (spectral:oas, .spectral.yaml) and Redocly (recommended, redocly.yaml). Any
// error or warning of either fails, so the contract stays clean rather than drifting by a warning a day.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
// No telemetry or update check: CI may have no way out, and the document is the organisation's.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const spectral = spawnSync(bin('spectral'), ['lint', '--fail-severity=warn', '--ruleset', '.spectral.yaml', 'openapi.json'], {
  cwd: root,
  env,
  encoding: 'utf8',
});
process.stdout.write(spectral.stdout);
process.stderr.write(spectral.stderr);

const redocly = spawnSync(bin('redocly'), ['lint', 'openapi.json', '--format=json'], {
  cwd: root,
  env,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let totals = { errors: -1, warnings: -1 };
try {
  const report = JSON.parse(redocly.stdout) as {
    totals: typeof totals;
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  totals = report.totals;
  for (const p of report.problems) console.log(`redocly ${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
} catch {
  process.stderr.write(redocly.stdout + redocly.stderr);
}
console.log(`Redocly: ${totals.errors} errors, ${totals.warnings} warnings.`);

if (spectral.status !== 0 || totals.errors !== 0 || totals.warnings !== 0) process.exit(1);
console.log('openapi.json: Spectral and Redocly find nothing to report.');
