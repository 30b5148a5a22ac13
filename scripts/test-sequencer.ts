import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { prng } from '../server/seed/people.js';
import { WHOLE_SYSTEM_TESTS } from '../server/test/whole-system.js';

/** The order the projects run in: the server's files first, so that their long tail overlaps the web's. */
const PROJECT_ORDER = ['server', 'web', 'web-forks', 'domain', 'lint'];

/**
 * `--sequence.shuffle` (CI, issue #23) with each project's files kept together (issue #37). vitest's
 * own shuffle mixes every project's files, and each switch between the server's shared workers, the
 * web's VM threads and the forks starts a worker and imports jsdom, React, MUI or the app again:
 * the same tests took 374 s shuffled against 230 s in order on the 2-core machine. Here the files are
 * drawn anew within their project from the run's seed, and the whole-system server files go first
 * (in drawn order too), so that no minute-long file starts last beside an idle core. Without
 * `--sequence.shuffle`, vitest's own order (projects apart, the longest first).
 */
export default class ShuffleWithinProjects extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (!shuffle) return super.sort(files);
    const random = prng(seed); // the same seed draws the same order, so that a failure can be replayed
    const drawn = files.map((spec) => ({ spec, draw: random() }));
    const projectRank = (s: TestSpecification) => {
      const i = PROJECT_ORDER.indexOf(s.project.name);
      return i === -1 ? PROJECT_ORDER.length : i;
    };
    const heavy = (s: TestSpecification) => (relativeId(s) in WHOLE_SYSTEM_TESTS ? 0 : 1);
    return drawn
      .sort((a, b) => projectRank(a.spec) - projectRank(b.spec) || heavy(a.spec) - heavy(b.spec) || a.draw - b.draw)
      .map((d) => d.spec);
  }
}

function relativeId(s: TestSpecification): string {
  const root = s.project.config.root.replace(/\/?$/, '/');
  return s.moduleId.startsWith(root) ? s.moduleId.slice(root.length) : s.moduleId;
}
