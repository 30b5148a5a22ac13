// `npm run check:proxy`: nginx checks the sample site docs/operations/nginx.conf (`nginx -t`) as an
// operator would after copying it into /etc/nginx/conf.d/: inside an http block, with a throwaway
// self-signed certificate in place of the example's, and its logs in a temporary folder. Needs nginx
// and openssl (`apt-get install nginx`; CI installs it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SITE = join(import.meta.dirname, '..', 'docs', 'operations', 'nginx.conf');

function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${cmd} is not installed here (${r.error.message}): apt-get install nginx`);
  const out = `${r.stdout}${r.stderr}`.trim();
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${out}`);
  return out;
}

/** Replaces the one `directive …;` of the site (each must be there exactly once, or the sample changed shape). */
function swap(text: string, directive: string, value: string): string {
  const re = new RegExp(`^(\\s*${directive}\\s+)\\S+;`, 'gm');
  const found = text.match(re)?.length ?? 0;
  if (found !== 1) throw new Error(`docs/operations/nginx.conf: expected one ${directive}, found ${found}`);
  return text.replace(re, `$1${value};`);
}

/** The live stream (GET /api/events, decisions §14) passes through unbuffered: a buffering proxy holds its events back. */
function checkLiveStream(text: string): void {
  const block = /location\s*=\s*\/api\/events\s*\{([^}]*)\}/.exec(text)?.[1];
  if (!block) throw new Error('docs/operations/nginx.conf: no `location = /api/events` (the live stream must not be buffered)');
  if (!/^\s*proxy_buffering\s+off;/m.test(block)) throw new Error('docs/operations/nginx.conf: /api/events needs `proxy_buffering off;`');
}

const dir = mkdtempSync(join(tmpdir(), 'proxy-check-'));
try {
  const key = join(dir, 'site.key');
  const cert = join(dir, 'site.pem');
  run('openssl', [...'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=rezervari.example.com'.split(' '), '-keyout', key, '-out', cert]);
  let site = readFileSync(SITE, 'utf8');
  checkLiveStream(site);
  site = swap(site, 'ssl_certificate', cert);
  site = swap(site, 'ssl_certificate_key', key);
  site = site.replace(/^(\s*access_log\s+)\/\S+/gm, `$1${join(dir, 'access.log')}`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      'events {}',
      `http {`,
      `    include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const out = run('nginx', ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')]);
  console.log(out);
  console.log('docs/operations/nginx.conf: nginx accepts it.');
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
