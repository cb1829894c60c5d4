// Loaded by `node --import` in front of the shared peers harness (bench/peers/run.ts): adds the stored relay
// (bench/peers/stored-server.ts) to run.mjs's servers as `stored`, and to summarize.mjs's table, without editing
// either (they are shared, not ours). Each is changed in one line it must hold exactly; when a new version of the
// harness no longer does, this fails loudly instead of running without the stored relay.
import { realpathSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const peersDir = process.env.PEERS_DIR;
if (!peersDir) throw new Error('bench/peers/hooks.ts: PEERS_DIR (the shared peers harness) is not set');
const storedServer = pathToFileURL(join(import.meta.dirname, 'stored-server.ts')).href;

/** File -> [the line it must hold, what it becomes]. */
const edits = new Map<string, [string, string]>([
  [
    realpathSync(join(peersDir, 'run.mjs')),
    [
      'const factories = { app: appServer, ejabberd: ejabberdServer, prosody: prosodyServer, relay: relayServer };',
      'const factories = { app: appServer, ejabberd: ejabberdServer, prosody: prosodyServer, relay: relayServer, ' +
        `stored: (await import(${JSON.stringify(storedServer)})).storedServer };`,
    ],
  ],
  [
    realpathSync(join(peersDir, 'summarize.mjs')),
    [
      "const order = ['app', 'ejabberd', 'prosody', 'relay'];",
      "const order = ['app', 'stored', 'ejabberd', 'prosody', 'relay'];",
    ],
  ],
]);

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith('file:')) return loaded;
    const edit = edits.get(realpathSync(fileURLToPath(url)));
    if (edit === undefined) return loaded;
    const [expected, replacement] = edit;
    const source = String(loaded.source);
    if (source.split(expected).length !== 2) {
      throw new Error(
        `bench/peers: ${fileURLToPath(url)} no longer holds exactly one line\n  ${expected}\n` +
          'so the stored relay cannot be added to it: update bench/peers/hooks.ts to the harness as it is now.',
      );
    }
    return { ...loaded, source: source.replace(expected, replacement) };
  },
});
