// The real app, as apps/server builds it, in a child process of its own: SQLite in a temp DATA_DIR, no
// logs, limits raised so one load generator on 127.0.0.1 is never refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@kk/server/bench/app';
import { serveChild } from '../lib/child.ts';

export interface AppServerInit {
  /** Extra environment for loadConfig (on top of the benchmark's defaults). */
  env?: Record<string, string>;
}

serveChild<AppServerInit>(async (init) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    SMS_PER_IP_PER_HOUR: '100000',
    // First contact (issue 24): the load writes between people who never answer each other, by the thousand.
    CHAT_NEW_CONVERSATIONS_PER_DAY: '1000000',
    CHAT_UNANSWERED_MAX: '1000000',
    ...init.env,
  });
  const app = await buildApp({ config });
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: Number(new URL(address).port),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
