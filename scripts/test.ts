// `npm test`: every unit and API test in one node:test run, ending with the runner's count.
// `--api` runs only the API suite (CI runs it again with TEST_DATABASE_URL and TEST_REDIS_URL set).
// The Playwright suite runs apart (`npm run test:e2e`): it needs Chromium.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const apiOnly = process.argv.includes('--api');
const globs = apiOnly
  ? ['apps/server/test/**/*.test.ts', 'apps/server/src/platform/limiter/*.test.ts']
  : [
      'scripts/**/*.test.ts',
      'packages/contract/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/scripts/**/*.test.ts',
      'apps/console/src/**/*.test.ts',
    ];

const result = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${Math.max(2, availableParallelism())}`, '--test-reporter=spec', ...globs],
  { stdio: 'inherit', cwd: new URL('..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
