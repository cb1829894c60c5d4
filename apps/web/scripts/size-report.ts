// Prints the gzip size of what the first screen loads: the entry chunk, the chunks it imports statically,
// and their CSS (lazy screens excluded), against the budgets of DESIGN §4. The build prints it; only CI
// (CI set) and `--strict` fail on it, so that a size regression never stops `npm start` (bench/ measures it
// too). Run by the build (vite.config.ts), or alone: `node scripts/size-report.ts [dist] [--strict]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export const BUDGET_JS = 130 * 1024;
export const BUDGET_CSS = 20 * 1024;

export interface FirstScreenSize {
  jsFiles: string[];
  cssFiles: string[];
  /** Bytes, gzip level 9. */
  jsGzip: number;
  cssGzip: number;
  overBudget: boolean;
}

export function measureFirstScreen(dist: string): FirstScreenSize {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');

  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  visit(entry);

  const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  const jsGzip = total(js);
  const cssGzip = total(css);
  return {
    jsFiles: [...js],
    cssFiles: [...css],
    jsGzip,
    cssGzip,
    overBudget: jsGzip > BUDGET_JS || cssGzip > BUDGET_CSS,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the report; returns false when over budget. */
export function reportFirstScreen(dist: string, log: (line: string) => void = console.log): boolean {
  const size = measureFirstScreen(dist);
  log(`initial route: ${size.jsFiles.length} JS files ${kb(size.jsGzip)} gzip (budget ${kb(BUDGET_JS)})`);
  log(`initial route: ${size.cssFiles.length} CSS files ${kb(size.cssGzip)} gzip (budget ${kb(BUDGET_CSS)})`);
  if (size.overBudget) log('initial route over budget (DESIGN §4)');
  return !size.overBudget;
}

/** CI and `--strict` turn an over-budget first screen into a failure; anywhere else it is only printed. */
export const sizeBudgetIsStrict = (argv = process.argv, env = process.env) =>
  argv.includes('--strict') || Boolean(env.CI && env.CI !== 'false' && env.CI !== '0');

if (import.meta.main) {
  const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist');
  if (!reportFirstScreen(dist) && sizeBudgetIsStrict()) process.exitCode = 1;
}
