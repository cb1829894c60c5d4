// The stored relay (lib/relay.ts with its store) as a server of the shared peers harness (run.mjs; hooks.ts adds
// it to run.mjs's factories as `stored`): made like servers.mjs's appServer (people and sessions by the app's
// migrations, lib/chat-data.ts, in a data dir of its own, and a tokens file of its own: the bare relay reads
// SCRATCH/tokens.json, the app's), started pinned (`taskset -c <core>`) as servers/relay-main.ts on a port of its
// own, and counted as the app is: chat_messages.message_id, one row per message.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { writeChatUsers } from '../lib/chat-data.ts';

/** In the harness's range (19400-19499, 127.0.0.1), beside its own (19401-19406). */
const PORT = 19410;
const RELAY_MAIN = join(import.meta.dirname, '../servers/relay-main.ts');
/** Starts it through another file, as PEERS_APP_MAIN the app: peers/probe.ts, which then runs PROBE_MAIN. */
const STORED_MAIN = process.env.PEERS_STORED_MAIN ?? RELAY_MAIN;

const peersDir = process.env.PEERS_DIR;
if (!peersDir) throw new Error('bench/peers/stored-server.ts: PEERS_DIR (the shared peers harness) is not set');
// The same module run.mjs imported (its scratch folder, and how it stops a server).
const { SCRATCH, stopChild } = (await import(pathToFileURL(join(peersDir, 'servers.mjs')).href)) as {
  SCRATCH: string;
  stopChild(child: ChildProcess | undefined): Promise<void>;
};

interface Stored {
  rows: number;
  /** message id -> rows holding it. */
  counts: Map<string, number>;
}

export function storedServer() {
  const dataDir = join(SCRATCH, 'stored-data');
  const tokensFile = join(SCRATCH, 'stored-tokens.json');
  let child: (ChildProcess & { exited?: unknown }) | undefined;
  return {
    name: 'stored',
    proto: 'app',
    url: `ws://127.0.0.1:${PORT}/ws/chat`,
    port: PORT,
    async prepare(n: number) {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      const made = await writeChatUsers(dataDir, n);
      const users = made.users.map((u) => ({ id: u.id, token: u.token }));
      writeFileSync(tokensFile, JSON.stringify(Object.fromEntries(users.map((u) => [u.token, u.id]))));
      return users;
    },
    async start(core: number) {
      const log = openSync(join(SCRATCH, 'stored.log'), 'a');
      const started = spawn(
        'taskset',
        ['-c', String(core), process.execPath, STORED_MAIN, '--port', String(PORT), '--tokens', tokensFile],
        { env: { ...process.env, DATA_DIR: dataDir, PROBE_MAIN: RELAY_MAIN }, stdio: ['ignore', log, log] },
      );
      // servers.mjs's stopChild reads `exited` (as its launch sets it).
      started.on('exit', (code, signal) => {
        (started as typeof child & object).exited = { code, signal };
      });
      child = started;
      await waitPort(PORT, started);
      return started.pid;
    },
    stored(): Stored {
      const db = new SQLite(join(dataDir, 'kk.sqlite'), { readonly: true, fileMustExist: true });
      try {
        db.pragma('busy_timeout = 5000');
        const counts = new Map<string, number>();
        let rows = 0;
        for (const row of db.prepare('select message_id from chat_messages').iterate() as Iterable<{
          message_id: string;
        }>) {
          rows++;
          counts.set(row.message_id, (counts.get(row.message_id) ?? 0) + 1);
        }
        return { rows, counts };
      } finally {
        db.close();
      }
    },
    storageNote: 'chat_messages rows (one per message), as the app',
    async stop() {
      await stopChild(child);
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(tokensFile, { force: true });
    },
  };
}

/** Until the port answers (60 s at most), or the process exits first. */
function waitPort(port: number, process: ChildProcess & { exited?: unknown }): Promise<void> {
  const until = Date.now() + 60_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (process.exited)
          reject(new Error(`stored relay exited before it listened (${join(SCRATCH, 'stored.log')})`));
        else if (Date.now() > until) reject(new Error(`stored relay: port ${port} never opened`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}
