// A second build of the app in the stored relay's slot, for an A/B in one run (docs/decisions/0102): the harness
// alternates the two builds' rounds, so both meet the same minutes of a noisy host. stored-server.ts prepares this
// slot's data dir as it does the app's (the app's migrations, people and sessions) and starts this file with
// `--port P --tokens F` and DATA_DIR; this sets what servers.mjs's appServer sets and starts SECOND_APP's server:
//
//   PEERS_STORED_MAIN=$PWD/bench/peers/second-app.ts SECOND_APP=/path/to/other/checkout \
//     npm run peers -w @kk/bench -- --servers app,stored,relay
//
// Its rows in the tables are then labelled `stored`; swap the two builds in a second run.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const checkout = process.env.SECOND_APP;
if (!checkout) throw new Error('bench/peers/second-app.ts: SECOND_APP (a checkout of the app) is not set');
const port = process.argv[process.argv.indexOf('--port') + 1];
Object.assign(process.env, {
  NODE_ENV: 'test',
  DEMO: '0',
  LOG_LEVEL: 'silent',
  PORT: port,
  HOST: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '1000000',
  SMS_PER_IP_PER_HOUR: '100000',
  CHAT_SOCKET_RATE_LIMIT: '100000',
  WEB_DIST: join(process.env.DATA_DIR ?? '.', 'no-web'),
});
await import(pathToFileURL(join(resolve(checkout), 'apps/server/src/main.ts')).href);
