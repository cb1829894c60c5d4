// Runs every suite in suites/ (each against a raw baseline in the same run), prints a table, writes
// results/<suite>.json, and exits 1 when a budget is missed. `--quick` makes a short smoke run;
// `--suite NAME` runs one suite. A suite that takes minutes (`onlyWhenNamed`: growth) runs only when named.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Suite, SuiteResult } from './lib/types.ts';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, suite: { type: 'string' } },
});
const quick = values.quick ?? false;

const here = import.meta.dirname;
const resultsDir = join(here, 'results');
const names = (await readdir(join(here, 'suites')))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .filter((name) => !values.suite || name === values.suite)
  .sort();
if (names.length === 0) {
  console.error(values.suite ? `no suite named ${values.suite}` : 'no suites');
  process.exit(2);
}

await mkdir(resultsDir, { recursive: true });
const missed: string[] = [];
for (const name of names) {
  const suite = (await import(join(here, 'suites', `${name}.ts`))) as Suite;
  if (suite.onlyWhenNamed && !values.suite) {
    console.log(`\n- ${name}: runs only when named (--suite ${name})`);
    continue;
  }
  console.log(`\n▶ ${name}${quick ? ' (quick)' : ''}: ${suite.description}`);
  let result: SuiteResult;
  try {
    result = await suite.run({ quick });
  } catch (error) {
    console.error(`✗ ${name} failed to run:`, error);
    missed.push(`${name}: did not run`);
    continue;
  }
  await writeFile(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  print(result);
  for (const b of result.budgets) {
    if (!b.pass) missed.push(`${name}: ${b.name} = ${b.value} (budget ${b.comparison} ${b.limit})`);
  }
}

if (missed.length > 0) {
  console.log(`\n✗ ${missed.length} budget(s) missed or suite(s) not run:`);
  for (const line of missed) console.log(`  - ${line}`);
  process.exit(1);
}
console.log(`\n✓ every budget holds${quick ? ' (quick run: smoke test only, not a measurement)' : ''}`);

function print(result: SuiteResult): void {
  if (result.rows) {
    console.table(result.rows);
    printDerivedAndBudgets(result);
    return;
  }
  const rows = Object.entries(result.targets).map(([target, r]) => ({
    target,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.latencyMs.p50,
    'p90 ms': r.latencyMs.p90,
    'p99 ms': r.latencyMs.p99,
    'max ms': r.latencyMs.max,
    requests: r.requests,
    errors: r.errors,
    'server cpu': r.serverCpu,
    'server µs/req': r.serverCpuUsPerRequest,
    'loader cpu': r.loaderCpu,
  }));
  console.table(rows);
  for (const [target, r] of Object.entries(result.targets)) {
    console.log(`  ${target}: req/s per round ${r.perRound.join(', ')}`);
    if (r.firstError) console.log(`  ${target}: first error: ${r.firstError}`);
  }
  printDerivedAndBudgets(result);
}

function printDerivedAndBudgets(result: SuiteResult): void {
  for (const [name, value] of Object.entries(result.derived)) {
    console.log(`  ${name}: ${Array.isArray(value) ? value.join(', ') : value}`);
  }
  const placement = result.pinned ? 'loader on core 0, servers on core 1' : 'not pinned to cores';
  console.log(`  ${result.cpus} cores, ${placement}, Node ${result.node}; JSON: results/${result.suite}.json`);
  for (const b of result.budgets) {
    console.log(`  ${b.pass ? '✓' : '✗'} ${b.name}: ${b.value} ${b.unit} (budget ${b.comparison} ${b.limit})`);
  }
}
