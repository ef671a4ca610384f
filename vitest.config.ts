import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take the longest (a minute or more on two cores) start first, so that no worker is left running one
 * alone at the end while the others are idle. Vitest orders by the previous run's times when it has them, which a
 * fresh clone (CI) never has; its fallback is file size, which puts these small, slow files last.
 */
const slowest =
  /\/(hostile-input(-[bc])?|ledger-crash|production-start|lifecycle|studio|studio-crash|limits-burst|outbox|transfer-wallet|ops-cli|lottery)\.test\.ts$/;

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => slowest.test(f.moduleId)), ...sorted.filter((f) => !slowest.test(f.moduleId))];
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/house-games',
      'packages/studio',
      'packages/idp-standin',
      'packages/game-ui',
      'apps/server',
      'apps/web',
      'apps/backoffice',
    ],
    sequence: { sequencer: SlowestFirst },
  },
});
