// `npm run seed [-- --count N]`: fills an empty database with demo people and prints two ready accounts
// (docs/decisions/0045-demo-data.md). The same as `npm start` does in development, without serving anything.
// Refused in production, whatever DEMO says: demo accounts must never sit among real ones.
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { DEMO_PEOPLE } from './features/demo/demo.service.ts';
import { seedReport } from './features/demo/demo-report.ts';
import { loadConfigOrExit } from './platform/config.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: String(DEMO_PEOPLE) } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 9999) {
  console.error('--count: a whole number of people from 1 to 9999');
  process.exit(1);
}

const config = loadConfigOrExit();
if (config.env === 'production') {
  console.error('npm run seed: refused when NODE_ENV=production (demo data is never seeded in production)');
  process.exit(1);
}

const app = await buildApp({ config });
try {
  console.log(seedReport(await app.demo.seed(count)));
} finally {
  await app.close();
}
