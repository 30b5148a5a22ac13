import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of scripts/ in a process of its own, as its `npm run` line does (tsx), with the test's
 * environment less any database of its own, plus `env`: an operator's command, exit code and output.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'DATA_DIR', 'NODE_ENV', 'NODE_OPTIONS']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() }));
  });
}
