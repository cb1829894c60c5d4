// How the build cuts and preloads the first screen (vite.config.ts uses both). Why:
// docs/decisions/0021-the-first-screen.md.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Left alone, the bundler cuts every module shared with a lazy screen into a chunk of its own: the login page
 * took 60 requests of about 1 KB, and a mobile browser fetches 6 at a time. So the shell (what src/app/main.ts
 * imports statically) is one chunk, and each of the two first screens is one more: login, every newcomer's,
 * and home, every returning user's (main.ts fetches the one it needs beside the catalogues), with a chunk of
 * what they share with Toast and one of what they share with each other. Other screens split as they like.
 */
const FIRST_SCREEN_ROOT = fileURLToPath(new URL('../src/app/main.ts', import.meta.url));
const LOGIN_ROOT = fileURLToPath(new URL('../src/pages/login/LoginPage.tsx', import.meta.url));
const HOME_ROOT = fileURLToPath(new URL('../src/pages/home/HomePage.tsx', import.meta.url));
// Home's cards load beside its first request (main.ts fetches them with the screen): in the same chunk, since on
// HTTP/1.1 every further file on the way to the first content costs a round trip.
const HOME_FEED_ROOT = fileURLToPath(new URL('../src/pages/home/HomeFeed.tsx', import.meta.url));
// Toasts load on first use and when the browser is idle, on every screen (ui/toast.ts): their own chunk, so that
// home does not fetch the login route for them.
const TOAST_ROOT = createRequire(import.meta.url).resolve('antd-mobile/es/components/toast');
const CONTRACT_CATALOGUE = /\/packages\/contract\/src\/i18n\/(en|es|fr|zh-Hans|zh-Hant)\.ts$/;
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
  let groups = {
    app: new Set<string>(),
    kit: new Set<string>(),
    screens: new Set<string>(),
    toast: new Set<string>(),
    login: new Set<string>(),
    home: new Set<string>(),
  };
  // One chunking pass hands every call the same context: the sets are computed once per pass.
  const groupsFor = (ctx: ModuleGraph) => {
    if (ctx !== graph) {
      graph = ctx;
      const app = withoutSchemas(ctx, staticallyReachable(ctx, FIRST_SCREEN_ROOT, new Set()));
      const toast = staticallyReachable(ctx, TOAST_ROOT, app);
      const login = withoutSchemas(ctx, staticallyReachable(ctx, LOGIN_ROOT, app));
      const home = withoutSchemas(
        ctx,
        new Set([...staticallyReachable(ctx, HOME_ROOT, app), ...staticallyReachable(ctx, HOME_FEED_ROOT, app)]),
      );
      // What Toast shares with a first screen (antd-mobile's helpers under Input) is a chunk of its own, and so
      // is what the two screens share: neither screen waits for Toast's animation library, and home never
      // fetches the login screen for a helper.
      const kit = new Set([...toast].filter((id) => login.has(id) || home.has(id)));
      const screens = new Set([...login].filter((id) => home.has(id) && !kit.has(id)));
      const own = (ids: Set<string>) => new Set([...ids].filter((id) => !kit.has(id) && !screens.has(id)));
      groups = { app, kit, screens, toast: own(toast), login: own(login), home: own(home) };
    }
    return groups;
  };
  const group = (name: keyof typeof groups) => ({
    debugName: name,
    name: (id: string, ctx: ModuleGraph) => (groupsFor(ctx)[name].has(id) ? name : null),
  });
  return {
    // The sets are closed already; following the graph's own edges would pull in what tree-shaking
    // drops (every language's catalogue through the contract's i18n index).
    includeDependenciesRecursively: false,
    groups: [
      group('app'),
      group('kit'),
      group('screens'),
      group('toast'),
      group('login'),
      group('home'),
      // The contract's texts, one chunk a language, loaded with the language (src/shared/i18n/i18n.ts): left alone,
      // the bundler merges every language into the entry chunk.
      { debugName: 'contract catalogues', name: (id: string) => CONTRACT_CATALOGUE.exec(id)?.[1] ?? null },
    ],
  };
}

/**
 * The catalogues load as soon as the entry runs, and the first render waits for them (src/shared/i18n/i18n.ts). The
 * Simplified Chinese ones are the audience's: index.html preloads them, so they arrive with the entry instead of
 * one round trip after it (the English fallback loads after the first screen).
 */
const PRELOADED_CATALOGUES = [
  '../src/shared/i18n/locales/zh-Hans/index.ts',
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
          output.type === 'chunk' && output.moduleIds.some((id) => PRELOADED_CATALOGUES.includes(id)) ? [output] : [],
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
