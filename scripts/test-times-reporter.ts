import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest reporter that writes each test file's whole time (its environment, its imports, its
 * hooks and tests: what the file costs a run) to the JSON file named by TEST_TIMES_FILE, for
 * scripts/test-times.ts. vitest's own JSON report spans only a file's first to last test.
 */
export default class TestTimesReporter implements Reporter {
  private readonly files: { name: string; seconds: number }[] = [];

  onTestModuleEnd(m: TestModule) {
    const d = m.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.files.push({ name: relative(process.cwd(), m.moduleId), seconds: ms / 1000 });
  }

  onTestRunEnd() {
    const out = process.env.TEST_TIMES_FILE;
    if (out) writeFileSync(out, JSON.stringify(this.files));
  }
}
