// Issue 25, reproducible from the project: the shared peers harness (PEERS_DIR, default ../shared/peers from the
// repository's root: run.mjs, one load generator driving the app's /ws/chat, ejabberd, Prosody and a bare `ws`
// relay in alternating rounds) run on this checkout (PEERS_APP), with the stored relay (lib/relay.ts storing as the
// app does, stored-server.ts) as a fifth server, `stored`, in the same rounds. The harness is not ours to edit:
// hooks.ts adds `stored` to it as it is loaded. Then summarize.mjs's table of the run.
//
//   npm run peers -w @kk/bench -- [--sockets 2000] [--rates 1000,2000,5000] [--rounds 2] [--seconds 20]
//     [--warmup 5] [--drain 60] [--servers app,stored,ejabberd,prosody,relay] [--as-shipped] [--keep] [--tag NAME]
//     [--max-other 0.25 (summarize.mjs only)]
//
// ejabberd and Prosody are left out (and the run says so) where they are not installed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const peersDir = harness();
const scratch = process.env.PEERS_SCRATCH ?? join(tmpdir(), 'peers');
const hooks = pathToFileURL(join(import.meta.dirname, 'hooks.ts')).href;
const DEFAULT_SERVERS = 'app,stored,ejabberd,prosody,relay';
/** What each peer needs on the machine (servers.mjs starts ejabberd by erl, and checks nothing first). */
const NEEDS: Record<string, string> = { ejabberd: 'ejabberdctl', prosody: 'prosody' };

for (const file of ['run.mjs', 'summarize.mjs', 'servers.mjs']) {
  if (!existsSync(join(peersDir, file))) {
    console.error(`peers: no ${file} in ${peersDir} (set PEERS_DIR to the shared peers harness)`);
    process.exit(2);
  }
}

const args = process.argv.slice(2);
/** Takes `--name value` out of args. */
const take = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const maxOther = take('max-other');
const tag = take('tag') ?? `kk-${new Date().toISOString().replace(/[:.]/g, '-')}`;
const servers = (take('servers') ?? DEFAULT_SERVERS).split(',').filter((name) => {
  const command = NEEDS[name];
  if (command === undefined || installed(command)) return true;
  console.log(`peers: ${name} is not installed (no ${command} on PATH): running without it`);
  return false;
});

// Ctrl-C reaches the harness too (the same process group): it stops its servers and exits, and we wait for it.
process.on('SIGINT', () => {});
const env = { ...process.env, PEERS_DIR: peersDir, PEERS_APP: process.env.PEERS_APP ?? root };
console.log(`peers: ${join(peersDir, 'run.mjs')} on ${env.PEERS_APP}, servers ${servers.join(',')}, tag ${tag}`);
const code = await node([join(peersDir, 'run.mjs'), ...args, '--servers', servers.join(','), '--tag', tag]);
const results = join(scratch, `results-${tag}.json`);
if (existsSync(results)) {
  console.log(`\nsummarize.mjs ${results}${maxOther ? ` --max-other ${maxOther}` : ''}`);
  await node([join(peersDir, 'summarize.mjs'), results, ...(maxOther ? ['--max-other', maxOther] : [])]);
}
process.exit(code);

/**
 * PEERS_DIR (relative to the repository's root), else ../shared/peers beside the repository's root: this
 * checkout's, or, in a linked worktree (git worktree), the main checkout's.
 */
function harness(): string {
  if (process.env.PEERS_DIR) return resolve(root, process.env.PEERS_DIR);
  const roots = [root];
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: root });
    roots.push(dirname(common.toString().trim()));
  } catch {
    // Not a git checkout: this root only.
  }
  const found = roots.map((r) => resolve(r, '../shared/peers')).find((dir) => existsSync(join(dir, 'run.mjs')));
  return found ?? resolve(root, '../shared/peers');
}

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a script of the harness with the hooks that add `stored`; answers its exit code. */
function node(script: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', hooks, ...script], { env, stdio: 'inherit' });
    child.once('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
}
