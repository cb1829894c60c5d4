// The real entry point, as `npm start` runs it: start-up, the printed address, configuration errors, shutdown.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

function run(env: Record<string, string>): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [MAIN], {
    // DEMO=0: these tests are about start-up and shutdown; seeding has its own tests (demo/seed.test.ts).
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/** Each thread of a process by name, with its nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(pid: number): Array<{ name: string; nice: number }> {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) };
  });
}

/** Polls every 50 ms; gives up after a minute, a guard against a hang only (a loaded machine starts slowly). */
async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the server process', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kk-main-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('prints the address to open, answers there, and stops cleanly on SIGTERM', async () => {
    const server = run({ PORT: '0', DATA_DIR: dataDir });
    await waitFor(() => /open (http:\/\/\S+)\//.test(server.output()), 'the address');
    const address = /open (http:\/\/\S+)\//.exec(server.output())?.[1];
    const health = await fetch(`${address}/api/health`);
    assert.equal(((await health.json()) as { code: number }).code, 0);
    server.child.kill('SIGTERM');
    assert.equal(await server.exit, 0);
    await assert.rejects(fetch(`${address}/api/health`), 'nothing listens any more');
  });

  test("V8's collector helpers run at the lowest priority and the event loop at the usual one", async () => {
    const server = run({ PORT: '0', DATA_DIR: dataDir });
    await waitFor(() => /open (http:\/\/\S+)\//.test(server.output()), 'the address');
    const threads = threadNices(server.child.pid as number);
    server.child.kill('SIGTERM');
    assert.equal(await server.exit, 0);
    const helpers = threads.filter((thread) => thread.name === 'V8Worker');
    assert.ok(helpers.length > 0, `V8's helpers among ${threads.map((thread) => thread.name).join(', ')}`);
    assert.deepEqual(new Set(helpers.map((thread) => thread.nice)), new Set([19]));
    assert.equal(threads.find((thread) => thread.name === 'MainThread')?.nice, 0);
  });

  test('a bad variable stops start-up with a message naming it', async () => {
    const server = run({ PORT: 'eighty', DATA_DIR: dataDir });
    assert.equal(await server.exit, 1);
    assert.match(server.output(), /Invalid configuration:\n\s+PORT:/);
  });

  test('production refuses the development SMS sender', async () => {
    const server = run({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      SECRET_KEY: 'k'.repeat(40),
      DATA_DIR: dataDir,
    });
    assert.equal(await server.exit, 1);
    assert.match(server.output(), /SMS_PROVIDER: console is refused when NODE_ENV=production/);
  });
});
