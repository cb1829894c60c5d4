// Playwright drives the real server and the built SPA in Debian's Chromium (DESIGN §5). `npm test` builds
// the web app and the console first; the server runs on its own port with a fresh data directory and relaxed SMS limits,
// since every test signs up a new phone number.
// Specs may talk to the API directly (fixtures) but assert what a user sees.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// The config is loaded again in every worker: the runner's folder is handed down through the environment, so the
// console specs can run the `operator` command against the server's own data (console-helpers.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'kk-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_WEB_DIST lets several builds be tested side by side (each with its own E2E_PORT).
      WEB_DIST: process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../apps/web/dist'),
      CONSOLE_DIST: process.env.E2E_CONSOLE_DIST ?? resolve(import.meta.dirname, '../apps/console/dist'),
      SMS_PER_IP_PER_HOUR: '1000',
      // Account deletion sends a second code to a phone that just signed up; the 60 s of the app's own
      // countdown are still tested, the server's per-phone cooldown would only make the spec wait.
      SMS_COOLDOWN_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
      // First contact (issue 24): the specs write to people who have not answered yet, more than three times and
      // to more than twenty a day; the limits have their own API tests (apps/server/test/safety).
      CHAT_NEW_CONVERSATIONS_PER_DAY: '100000',
      CHAT_UNANSWERED_MAX: '100000',
      // No demo people: each spec makes the people it needs, so what it sees does not depend on the seed (the seed
      // itself is exercised by dev-start.spec.ts through the real `npm start`).
      DEMO: '0',
      LOG_LEVEL: 'warn',
    },
  },
});
