// The docs name files of the repository in backticks (`apps/server/src/app.ts`) and link to each other; a file
// that moves leaves them pointing at nothing. This test reads docs/*.md, docs/decisions/*.md and README.md and
// checks that every backticked path under apps/, packages/, scripts/, e2e/, bench/ or docs/ exists, and every
// relative Markdown link. A path written relative to an app (`src/platform/config.ts`, `ui/toast.ts`) is checked
// when it can be placed: it exists under one of the places such paths start from, or its first folder exists under
// exactly one of them (`platform/` is the server's, `ui/` the web app's); one that could be either app's and is
// in neither (`api/x.ts`) is left alone. Build output (`dist`, `data`) and fenced code blocks (the architecture's
// trees hold paths relative to their own heading) are skipped.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');

/** Where a path written relative to an app or a feature may start. */
const BASES = [
  'apps/server',
  'apps/server/src',
  'apps/server/src/features',
  'apps/server/src/platform',
  'apps/web',
  'apps/web/src',
  'apps/web/src/features',
  'packages/contract',
  'packages/contract/src',
];
const REPO_PATH = /^(?:apps|packages|scripts|e2e|bench|docs)\/[\w.@/-]*$/;
const RELATIVE_FILE = /^[a-z][\w.-]*(?:\/[\w.@-]+)+\.(?:ts|tsx|cjs|mjs|js|json|css|html|md|sh)$/;
/** Globs, placeholders and elisions name no one file; build output exists only after a build. */
const PATTERN = /[*<>{}…]|NNNN|\.\.\.|(?:^|\/)(?:dist|data|node_modules)(?:\/|$)/;

export function docFiles(): string[] {
  const md = (dir: string) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${dir}/${name}`);
  return ['README.md', ...md('docs'), ...md('docs/decisions')];
}

/** The text outside fenced code blocks. */
function prose(text: string): string {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

/** Every path a document names that does not exist, as `file: path`. */
export function missingPaths(file: string, text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  const body = prose(text);
  for (const [, span] of body.matchAll(/`([^`\n]+)`/g)) {
    const path = (span as string).trim();
    if (PATTERN.test(path)) continue;
    if (REPO_PATH.test(path)) {
      if (!exists(path)) missing.push(`${file}: \`${path}\``);
    } else if (RELATIVE_FILE.test(path) && !BASES.some((base) => exists(`${base}/${path}`))) {
      const first = path.split('/')[0];
      const places = BASES.filter((base) => exists(`${base}/${first}`));
      if (places.length === 1) missing.push(`${file}: \`${path}\` (not in ${places[0]}/)`);
    }
  }
  for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = (target as string).split('#')[0] as string;
    if (link === '' || /^[a-z]+:/i.test(link)) continue;
    const path = relative(root, join(root, dirname(file), link));
    if (path.startsWith('..')) continue;
    if (!exists(path)) missing.push(`${file}: link (${target})`);
  }
  return missing;
}

test('every path and link the docs name exists', () => {
  const exists = (path: string) => existsSync(join(root, path.replace(/\/$/, '')));
  const missing = docFiles().flatMap((file) => missingPaths(file, readFileSync(join(root, file), 'utf8'), exists));
  assert.deepEqual(missing, [], `paths named in the docs that do not exist:\n${missing.join('\n')}`);
});

test('the check finds a planted path, a relative path and a link that do not exist', () => {
  const planted = [
    'See `apps/server/src/no-such-file.ts` and `platform/http/no-such.ts`; [a record](decisions/0000-none.md).',
    'Real ones pass: `apps/server/src/app.ts`, `ui/toast.ts`, [the index](decisions/README.md), `docs/*.md`.',
    'Left alone: `features/either-app.ts` (the web app and the server both have features/), `apps/web/dist`.',
    '```',
    'apps/server/src/inside-a-fence.ts is not checked',
    '```',
  ].join('\n');
  const exists = (path: string) => existsSync(join(root, path.replace(/\/$/, '')));
  assert.deepEqual(missingPaths('docs/planted.md', planted, exists), [
    'docs/planted.md: `apps/server/src/no-such-file.ts`',
    'docs/planted.md: `platform/http/no-such.ts` (not in apps/server/src/)',
    'docs/planted.md: link (decisions/0000-none.md)',
  ]);
});
