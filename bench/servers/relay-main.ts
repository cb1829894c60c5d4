// The relay of lib/relay.ts as a standalone process, for harnesses that start their servers themselves (the peers
// run, bench/peers/): `node servers/relay-main.ts --port 19410 --tokens tokens.json [--data-dir DIR]`, or PORT,
// TOKENS and DATA_DIR in the environment. With a data dir (the app's kk.sqlite in it) it is the stored relay.
// SIGTERM or SIGINT stores what is queued, closes the file and exits.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startRelay } from '../lib/relay.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, tokens: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT);
const tokensFile = values.tokens ?? process.env.TOKENS;
const dataDir = values['data-dir'] ?? process.env.DATA_DIR;
if (!Number.isInteger(port) || port <= 0 || !tokensFile) {
  console.error('usage: node relay-main.ts --port <port> --tokens <tokens.json: {token: userId}> [--data-dir <dir>]');
  process.exit(2);
}
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8')) as Record<string, number>;
const relay = await startRelay({ tokens, port, ...(dataDir ? { dataDir } : {}) });
console.log(`relay on 127.0.0.1:${relay.port}${dataDir ? `, storing in ${dataDir}` : ', storing nothing'}`);
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  relay.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
