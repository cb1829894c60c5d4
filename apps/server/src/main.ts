// Starts the server: one process serving the SPA and the API on one port (README "Configuration").
import { buildApp } from './app.ts';
import { seedReport } from './features/demo/demo-report.ts';
import { loadConfigOrExit } from './platform/config.ts';
import { lowerGcHelpers } from './platform/gc-helpers.ts';

const config = loadConfigOrExit();
// Before the first collection: on one core, V8's helper threads would otherwise take it from the event loop.
lowerGcHelpers();

const app = await buildApp({ config });
// Before listening, so the address printed below opens an app with people in it (DESIGN §3 "Demo data").
// A failed seed is reported and the server starts anyway: the demo is a convenience, never a dependency.
if (config.demo) {
  try {
    console.log(seedReport(await app.demo.seed()));
  } catch (error) {
    app.server.log.error({ err: error }, 'demo data could not be seeded');
  }
}
const address = await app.server.listen({ host: config.host, port: config.port });
const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite under ${config.dataDir}`;
const files = config.storage.kind === 's3' ? `, files in bucket ${config.storage.s3.bucket}` : '';
console.log(
  `kk social is running: open ${address}/ (data: ${storage}${files}${config.redisUrl ? ', Redis fan-out' : ''})`,
);
if (!app.servesSpa) console.log(`(no built web app at ${config.webDist}: run "npm run build" to serve it)`);
if (!app.servesConsole) console.log(`(no built console at ${config.consoleDist}: run "npm run build" to serve it)`);

// Graceful shutdown: stop taking connections, let requests in flight finish, then close the database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
