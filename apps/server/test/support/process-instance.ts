// Another instance of the server as its own process (main.ts), over the store of an instance the harness started.
// Instances started in the test's process share one event loop, and on SQLite each query runs synchronously: a
// request's reads and writes then run without another request's in between, so a read-then-insert race cannot
// happen among them however many requests are in flight. A second process has its own connection to the SQLite
// file and runs truly in parallel, as a second server over one shared volume would.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Envelope, TestServer } from './harness.ts';

const MAIN = join(import.meta.dirname, '../../src/main.ts');

/** What the tests use of an instance: its address and its API; `close` stops it. */
export type Instance = Pick<TestServer, 'url' | 'call' | 'lastCode' | 'close'>;

/**
 * Starts main.ts over the same store as `of` (see TestServer.env), with `env` on top. Its clock is the system's:
 * a test that counts by the day moves `of`'s manual clock to now first. Close it before `of` (the last
 * in-process instance to close removes the store).
 */
export async function startProcessInstance(of: TestServer, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...of.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO: '0',
      WEB_PUSH: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code}): ${output}`));
    child.on('exit', onExit);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /open (http:\/\/[^/\s]+)\//.exec(output);
      if (found?.[1]) {
        child.off('exit', onExit);
        resolve(found[1]);
      }
    });
  });
  // Drained, so a chatty child never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  // A test run that ends without closing it (a failed `before`, an interrupted run) takes it along.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));

  const call: TestServer['call'] = async (path, body, options = {}) => {
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { platForm: 'h5' };
    if (method === 'POST') headers['content-type'] = 'application/json';
    if (options.token) headers.token = options.token;
    if (options.language) headers['accept-language'] = options.language;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const response = await fetch(url + path, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return { status: response.status, ...((await response.json()) as Envelope) };
  };

  return {
    url,
    call,
    async lastCode(phone) {
      const code = (await call(`/api/dev/smsOutbox?phone=${phone}`)).data?.list?.[0]?.code;
      if (typeof code !== 'string') throw new Error(`no code in the outbox for ${phone}`);
      return code;
    },
    close: () => stop(child),
  };
}

/** SIGTERM (main.ts closes the database cleanly), SIGKILL if it has not gone within 10 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
