// The real app (buildApp + loadConfig from apps/server, as servers/app-server.ts runs it: SQLite in DATA_DIR, no
// logs, the HTTP limits raised for one load generator on 127.0.0.1) with its chat socket gateway at /ws/chat, in a
// child that can also report its memory after a full GC (lib/probed-child.ts): the chat suites' server.
// The socket's own limits (frames per socket, heartbeat, frame size) stay the app's defaults.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@kk/server/bench/app';
import { serveProbedChild } from '../lib/probed-child.ts';

export interface ChatAppServerInit {
  /** Extra environment for loadConfig (DATA_DIR with the benchmark's database, at least). */
  env?: Record<string, string>;
}

serveProbedChild<ChatAppServerInit>(async (init) => {
  const scratch = await mkdtemp(join(tmpdir(), 'kk-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    WEB_DIST: join(scratch, 'no-web'),
    RATE_LIMIT_PER_MINUTE: '1000000',
    SMS_PER_IP_PER_HOUR: '100000',
    // First contact (issue 24): the load writes between people who never answer each other, by the thousand.
    CHAT_NEW_CONVERSATIONS_PER_DAY: '1000000',
    CHAT_UNANSWERED_MAX: '1000000',
    ...init.env,
  });
  const app = await buildApp({ config });
  let longestTurn = 0;
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: Number(new URL(address).port),
    probes: {
      /**
       * One heartbeat of the gateway now (ping every socket, refresh presence, re-check every session), in
       * milliseconds from start to end. The gateway works in slices, a turn of the event loop each, so frames
       * are handled between them: `heartbeatStall` then says how long the sockets waited at worst.
       */
      async heartbeat() {
        let last = performance.now();
        const started = last;
        let beating = true;
        longestTurn = 0;
        // A check-phase callback every turn: the gap between two is the turn between them.
        const tick = () => {
          const now = performance.now();
          longestTurn = Math.max(longestTurn, now - last);
          last = now;
          if (beating) setImmediate(tick);
        };
        setImmediate(tick);
        await app.chat.gateway.beat();
        beating = false;
        tick();
        return Math.round((performance.now() - started) * 10) / 10;
      },
      /** The longest single turn of the event loop during the last `heartbeat` probe, ms. */
      async heartbeatStall() {
        return Math.round(longestTurn * 10) / 10;
      },
    },
    async close() {
      await app.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
});
