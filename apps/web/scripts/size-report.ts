// Prints the gzip size of what the first screen loads: the entry chunk, the chunks it imports statically,
// and their CSS (lazy screens excluded), against the budgets of DESIGN §4. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const BUDGET_JS = 130 * 1024;
const BUDGET_CSS = 20 * 1024;
const dist = join(import.meta.dirname, '..', 'dist');
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
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const jsSize = total(js);
const cssSize = total(css);
console.log(`initial route: ${js.size} JS files ${kb(jsSize)} gzip (budget ${kb(BUDGET_JS)})`);
console.log(`initial route: ${css.size} CSS files ${kb(cssSize)} gzip (budget ${kb(BUDGET_CSS)})`);
if (jsSize > BUDGET_JS || cssSize > BUDGET_CSS) {
  console.error('initial route over budget');
  process.exitCode = 1;
}
