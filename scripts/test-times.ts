// How long the tests took against issue #37's targets: `TEST_TIMES_FILE=F npm test -- --reporter=default
// --reporter=./scripts/test-times-reporter.ts`, then `tsx scripts/test-times.ts F SECONDS` (SECONDS: the
// run's wall time, measured by the caller; a file's time is all it cost the run, imports and hooks included). Prints the run against its budget, the
// slowest files, and every server file over its limit (6 s, or 60 s for the whole-system files of
// server/test/whole-system.ts). It only prints: speed is judged by people reading the log, not by a
// timed test that a busy machine would fail (`--strict` exits 1 on a miss, for a quiet machine).
import { readFileSync } from 'node:fs';
import { FILE_LIMIT_S, SUITE_LIMIT_S, WHOLE_SYSTEM_LIMIT_S, WHOLE_SYSTEM_TESTS } from '../server/test/whole-system.js';

const [file, wall] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const strict = process.argv.includes('--strict');
if (!file) {
  console.error('usage: tsx scripts/test-times.ts <times file of test-times-reporter.ts> [wall seconds] [--strict]');
  process.exit(2);
}
const files = (JSON.parse(readFileSync(file, 'utf8')) as { name: string; seconds: number }[]).sort((a, b) => b.seconds - a.seconds);

const s = (n: number) => `${n.toFixed(1)} s`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
let misses = 0;
const check = (ok: boolean) => {
  if (!ok) misses++;
  return mark(ok);
};

if (wall) console.log(`${check(Number(wall) <= SUITE_LIMIT_S)} npm test: ${wall} s (target ≤ ${SUITE_LIMIT_S} s)`);
console.log(`     ${files.length} files; the slowest ten:`);
for (const f of files.slice(0, 10)) console.log(`       ${s(f.seconds).padStart(8)}  ${f.name}`);

const server = files.filter((f) => f.name.startsWith('server/') || f.name.startsWith('bench/'));
const limitOf = (name: string) => (name in WHOLE_SYSTEM_TESTS ? WHOLE_SYSTEM_LIMIT_S : FILE_LIMIT_S);
const over = server.filter((f) => f.seconds > limitOf(f.name));
const whole = server.filter((f) => f.name in WHOLE_SYSTEM_TESTS);
const plainOver = over.filter((f) => !(f.name in WHOLE_SYSTEM_TESTS)).length;
const plain = server.length - whole.length;
console.log(`${check(plainOver === 0)} server test files: ${plain - plainOver} of ${plain} within ${FILE_LIMIT_S} s each`);
console.log(
  `${check(whole.every((f) => f.seconds <= WHOLE_SYSTEM_LIMIT_S))} whole-system files (server/test/whole-system.ts): ${whole.length}, each within ${WHOLE_SYSTEM_LIMIT_S} s; the slowest ${s(whole[0]?.seconds ?? 0)}`,
);
for (const f of over) console.log(`     over: ${s(f.seconds)} > ${limitOf(f.name)} s  ${f.name}`);
if (strict && misses > 0) process.exit(1);
