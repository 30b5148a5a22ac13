import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { lockHolderGone } from './template.js';

// A template's lock names the process that prepares it (issue #37): a worker killed while it held
// the lock leaves it behind, and the next worker takes it over at once instead of waiting 5 minutes.
const dir = mkdtempSync(join(tmpdir(), 'template-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The id of a process that has run and ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

it('takes over the lock of a process that no longer runs, and removes it', () => {
  const lock = join(dir, 'gone.lock');
  writeFileSync(lock, String(endedPid()));
  expect(lockHolderGone(lock)).toBe(true);
  expect(existsSync(lock)).toBe(false);
});

it('leaves the lock of a running process, and one not yet written, where they are', () => {
  const mine = join(dir, 'mine.lock');
  writeFileSync(mine, String(process.pid));
  expect(lockHolderGone(mine)).toBe(false);
  expect(existsSync(mine)).toBe(true);
  const empty = join(dir, 'empty.lock');
  writeFileSync(empty, '');
  expect(lockHolderGone(empty)).toBe(false);
  expect(lockHolderGone(join(dir, 'none.lock'))).toBe(false);
});
