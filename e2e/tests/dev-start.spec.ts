// The documented start (README: `npm install && npm start`) with NODE_ENV=development in the environment: it
// used to bundle React's development build and stop at the size gate. This runs the real start script (build,
// then server) on a port and data folder of its own, and opens the app it serves.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves with the address the server prints, or rejects with everything it printed if it exits first. */
function started(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const address = /kk social is running: open (\S+?)\/? /.exec(output.join(''))?.[1];
      if (address) done(address);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output.join('')}`)));
  });
}

test('NODE_ENV=development npm start builds the app and the console, starts, and serves the login screens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kk-dev-start-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own build folders (WEB_DIST, CONSOLE_DIST), so the builds the other specs are served from are left alone.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'web'),
      CONSOLE_DIST: join(dataDir, 'console'),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const address = await started(child, output);
    // The size report is printed, and did not stand in the way.
    expect(output.join('')).toMatch(/initial route: \d+ JS files/);
    // Development seeds the empty database before listening, and says how to log in (DESIGN §3 "Demo data").
    expect(output.join('')).toMatch(
      /Demo data: 200 demo people added in [\d.]+ s\. Ready accounts[^\n]*\n\s+phone 19900000001/,
    );

    await page.goto(`${address}/`);
    await expect(page).toHaveURL(/#\/pages\/login\/login/);
    await expect(page.getByRole('heading', { name: '欢迎来到KK交友' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // React's production build: only the development one asks for its DevTools.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=modulepreload]')].map(
        (element) => ('src' in element ? element.src : element.href),
      ),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(await (await page.request.get(src)).text()).not.toContain('Download the React DevTools');
    }
    // The same start built the operators' console and serves it under /console/.
    await page.goto(`${address}/console/`);
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  } finally {
    // npm, the server under it, and anything they started: the whole process group.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
