// How the build cuts and preloads the first screen (vite.config.ts uses both). Why: docs/decisions.md
// "Security headers and transfer".
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Left alone, the bundler cuts every module shared with a lazy screen into a chunk of its own: the login page
 * took 60 requests of about 1 KB, and a mobile browser fetches 6 at a time. So the shell (what src/main.ts
 * imports statically) is one chunk, and each of the two first screens is one more: login, every newcomer's,
 * and home, every returning user's (main.ts fetches the one it needs beside the catalogues). Other screens
 * split as they like.
 */
const FIRST_SCREEN_ROOT = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const LOGIN_ROOT = fileURLToPath(new URL('../src/features/login/LoginPage.tsx', import.meta.url));
const HOME_ROOT = fileURLToPath(new URL('../src/features/home/HomePage.tsx', import.meta.url));
// Toasts load on first use and when the browser is idle, on every screen (ui/toast.ts): their own chunk, so that
// home does not fetch the login route for them.
const TOAST_ROOT = createRequire(import.meta.url).resolve('antd-mobile/es/components/toast');
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
};

function staticallyReachable(graph: ModuleGraph, root: string, exclude: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    // What is loaded on demand somewhere (a language's catalogue) stays out, even where a barrel names it.
    if (seen.has(id) || exclude.has(id) || (id !== root && info?.dynamicImporters.length)) continue;
    seen.add(id);
    queue.push(...(info?.importedIds ?? []));
  }
  return seen;
}

/**
 * Contract modules that define schemas are reachable from the first screen (through the contract's index),
 * but only their constants are used there. Grouped with the first screen, their schemas would come along,
 * and zod with them: they and zod stay with the screens that validate.
 */
const ZOD = '/node_modules/zod/';
function withoutSchemas(graph: ModuleGraph, ids: Set<string>): Set<string> {
  const definesSchemas = (id: string) =>
    id.includes(ZOD) || (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => dep.includes(ZOD));
  return new Set([...ids].filter((id) => !definesSchemas(id)));
}

export function firstRouteChunks() {
  let graph: ModuleGraph | undefined;
  let groups = { app: new Set<string>(), toast: new Set<string>(), login: new Set<string>(), home: new Set<string>() };
  // One chunking pass hands every call the same context: the sets are computed once per pass.
  const groupsFor = (ctx: ModuleGraph) => {
    if (ctx !== graph) {
      graph = ctx;
      const app = withoutSchemas(ctx, staticallyReachable(ctx, FIRST_SCREEN_ROOT, new Set()));
      const toast = staticallyReachable(ctx, TOAST_ROOT, app);
      groups = {
        app,
        toast,
        login: withoutSchemas(ctx, staticallyReachable(ctx, LOGIN_ROOT, new Set([...app, ...toast]))),
        // What home shares with login stays in login's chunk (a newcomer fetches home right after signing in).
        home: withoutSchemas(ctx, staticallyReachable(ctx, HOME_ROOT, new Set([...app, ...toast]))),
      };
    }
    return groups;
  };
  return {
    // The sets are closed already; following the graph's own edges would pull in what tree-shaking
    // drops (every language's catalogue through the contract's i18n index).
    includeDependenciesRecursively: false,
    groups: [
      { debugName: 'app', name: (id: string, ctx: ModuleGraph) => (groupsFor(ctx).app.has(id) ? 'app' : null) },
      { debugName: 'toast', name: (id: string, ctx: ModuleGraph) => (groupsFor(ctx).toast.has(id) ? 'toast' : null) },
      {
        debugName: 'login',
        name: (id: string, ctx: ModuleGraph) => (groupsFor(ctx).login.has(id) ? 'login' : null),
      },
      { debugName: 'home', name: (id: string, ctx: ModuleGraph) => (groupsFor(ctx).home.has(id) ? 'home' : null) },
    ],
  };
}

/**
 * The catalogues load as soon as the entry runs, and the first render waits for them (src/i18n/i18n.ts). The
 * English ones are always loaded (the fallback) and the Simplified Chinese ones are the audience's: index.html
 * preloads both, so they arrive with the entry instead of one round trip after it.
 */
const PRELOADED_CATALOGUES = [
  '../src/i18n/locales/en/index.ts',
  '../../../packages/contract/src/i18n/en.ts',
  '../src/i18n/locales/zh-Hans/index.ts',
  '../../../packages/contract/src/i18n/zh-Hans.ts',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

export function preloadCataloguesPlugin(): Plugin {
  return {
    name: 'kk-preload-catalogues',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId && PRELOADED_CATALOGUES.includes(output.facadeModuleId)
            ? [output]
            : [],
        );
        const files = new Set(chunks.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        return [...files]
          .filter((file) => !/\/(?:app|index|rolldown-runtime)-/.test(`/${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
