// Counts that say how the code is shaped, printed for a closing note or a review: imports in the web app that point
// from a lower layer up to a higher one, pairs of slices (pages, features) that import each other, pairs of server
// features that import each other, source files under 20 lines, and comments that cite an issue number.
// Run: node scripts/shape-counts.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
    found.push(resolve(dirname(file), m[1] as string));
  }
  return found;
}

/** The web app's layers, highest first. A file's place is its layer and, for pages and features, its slice. */
const LAYERS = ['app', 'pages', 'features', 'entities', 'shared'] as const;
type Place = { layer: number; slice: string };

function webPlace(file: string): Place | null {
  const parts = relative(join(root, 'apps/web/src'), file).split('/');
  if (parts[0] === '..') return null;
  const top = parts[0] as string;
  // The layered layout (app/, pages/, features/, entities/, shared/).
  const layer = LAYERS.indexOf(top as (typeof LAYERS)[number]);
  if (layer >= 0) return { layer, slice: parts.length > 2 ? `${top}/${parts[1]}` : top };
  // The layout before it: the shell and the route table were the app, every feature folder was a page and a
  // feature at once, and api/, realtime/, ui/, i18n/, session/, log/ and push/ were shared.
  if (top === 'features') return { layer: 1, slice: `features/${parts[1]}` };
  if (['shell', 'App.tsx', 'routes.tsx', 'main.ts', 'screens.ts'].includes(top)) return { layer: 0, slice: 'app' };
  return { layer: 4, slice: top };
}

function webCounts() {
  const files = filesUnder(join(root, 'apps/web/src')).filter((f) => !isTest(f));
  let upward = 0;
  let crossSlice = 0;
  const arrows = new Set<string>();
  for (const file of files) {
    const from = webPlace(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = webPlace(target);
      if (!to) continue;
      if (to.layer < from.layer) upward++;
      const sliced = from.layer === 1 || from.layer === 2;
      if (sliced && to.layer === from.layer && to.slice !== from.slice) {
        crossSlice++;
        arrows.add(`${from.slice} -> ${to.slice}`);
      }
    }
  }
  const mutual = [...arrows].filter((a) => {
    const [x, y] = a.split(' -> ');
    return (x as string) < (y as string) && arrows.has(`${y} -> ${x}`);
  });
  return { upward, crossSlice, mutual };
}

function serverMutualPairs(): string[] {
  const featureOf = (file: string) => {
    const parts = relative(join(root, 'apps/server/src/features'), file).split('/');
    return parts[0] === '..' || parts.length < 2 ? null : parts[0];
  };
  const arrows = new Set<string>();
  for (const file of filesUnder(join(root, 'apps/server/src')).filter((f) => !isTest(f))) {
    const from = featureOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (to && to !== from) arrows.add(`${from} -> ${to}`);
    }
  }
  return [...arrows].filter((a) => {
    const [x, y] = a.split(' -> ');
    return (x as string) < (y as string) && arrows.has(`${y} -> ${x}`);
  });
}

const sources = ['apps/web/src', 'apps/server/src', 'packages/contract/src'].flatMap((d) => filesUnder(join(root, d)));
const nonTest = sources.filter((f) => !isTest(f));
const short = nonTest.filter((f) => readFileSync(f, 'utf8').trimEnd().split('\n').length < 20);
const issueComments = [...sources, ...filesUnder(join(root, 'e2e')), ...filesUnder(join(root, 'apps/server/test'))]
  .map((f) => (readFileSync(f, 'utf8').match(/\/\/.*\bissues? #?\d|\*.*\bissues? #?\d/gi) ?? []).length)
  .reduce((a, b) => a + b, 0);

const web = webCounts();
const server = serverMutualPairs();
console.log(`web: imports from a lower layer to a higher one: ${web.upward}`);
console.log(`web: imports between two pages or two features: ${web.crossSlice}`);
console.log(
  `web: mutual pairs of pages or features: ${web.mutual.length}${web.mutual.length ? ` (${web.mutual.join('; ')})` : ''}`,
);
console.log(`server: mutual pairs of features: ${server.length}${server.length ? ` (${server.join('; ')})` : ''}`);
console.log(`source files under 20 lines: ${short.length} of ${nonTest.length}`);
console.log(`comments citing an issue number: ${issueComments}`);
