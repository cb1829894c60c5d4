import { isAbsolute, resolve } from 'node:path';
import { endpoints } from '@kk/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compressDir } from './scripts/compress.ts';
import { firstRouteChunks, preloadCataloguesPlugin } from './scripts/first-screen.ts';
import { pageWidthPlugin } from './scripts/page-width.ts';
import { reportFirstScreen, sizeBudgetIsStrict } from './scripts/size-report.ts';

const ENDPOINT_TABLE_ID = 'virtual:kk-endpoint-table';
const API_PREFIX = '/api/';
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Two things keep zod (the contract's schema library) out of the first screen:
 * - the request wrapper needs only each endpoint's path, method and envelope key at run time, so they are
 *   read from the contract here, in Node, and served as a plain virtual module (types still come from the
 *   contract's schemas, see src/api/types.ts);
 * - contract modules are marked free of side effects, so importing a constant does not drag in the
 *   endpoint schemas that sit beside it. Restart the dev server after changing the contract's endpoints.
 */
function contractPlugin(): Plugin {
  return {
    name: 'kk-contract',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === ENDPOINT_TABLE_ID) return `\0${ENDPOINT_TABLE_ID}`;
      if (!source.startsWith('@kk/contract') && !importer?.includes('/packages/contract/src/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id.includes('/packages/contract/src/')) return { ...resolved, moduleSideEffects: false };
      return resolved;
    },
    load(id) {
      if (id !== `\0${ENDPOINT_TABLE_ID}`) return null;
      // Written compactly, as the table rides in the first screen (DESIGN §4 budget): most endpoints are POSTs under
      // /api/ that answer in `data`, and of those only the rest of the path is written; the others in full. The
      // module expands it back to { path, method, payload } as it loads.
      const table = Object.fromEntries(
        Object.entries(endpoints).map(([name, e]) => [
          name,
          e.method === 'POST' && e.payload === 'data' && e.path.startsWith(API_PREFIX)
            ? e.path.slice(API_PREFIX.length)
            : [e.path, e.method, e.payload],
        ]),
      );
      return [
        `const compact = ${JSON.stringify(table)};`,
        'export const endpointTable = {};',
        'for (const [name, e] of Object.entries(compact)) {',
        `  endpointTable[name] = typeof e === 'string' ? { path: '${API_PREFIX}' + e, method: 'POST', payload: 'data' } : { path: e[0], method: e[1], payload: e[2] };`,
        '}',
      ].join('\n');
    },
  };
}

/**
 * After a build: the .br and .gz copies the server sends (scripts/compress.ts), then the first-screen size
 * report, which fails the build only in CI or with KK_SIZE_STRICT (scripts/size-report.ts).
 */
function buildOutputsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kk-build-outputs',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await compressDir(outDir);
      const withinBudget = reportFirstScreen(outDir, (line) => this.info(line));
      if (!withinBudget && (sizeBudgetIsStrict() || process.env.KK_SIZE_STRICT)) {
        this.error('the first screen is over its size budget (DESIGN §4)');
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // `npm start` builds whatever NODE_ENV the caller has: a production build is always React's production
  // build (NODE_ENV=development npm start bundled the development one, twice the size).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});

const config = {
  base: './',
  plugins: [contractPlugin(), pageWidthPlugin(), react(), preloadCataloguesPlugin(), buildOutputsPlugin()],
  resolve: {
    // The workspace hoists an older React for antd-mobile's helpers; one React 19 must serve them all.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    // Where the server looks for it (WEB_DIST, README "Configuration"), so `WEB_DIST=/abs/path npm start`
    // builds what it serves; a relative WEB_DIST would mean another folder to each workspace.
    outDir: process.env.WEB_DIST && isAbsolute(process.env.WEB_DIST) ? process.env.WEB_DIST : 'dist',
    target: 'es2022',
    reportCompressedSize: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: firstRouteChunks() },
      // Reading a property has no side effect in this code (no getters with effects): unused reads of the
      // contract's tables (codes, catalogue keys) go, which keeps the first screen inside its budget.
      treeshake: { propertyReadSideEffects: false },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
      // The development Alipay sandbox's cashier and authorisation pages.
      '/sandbox': { target: API_TARGET, changeOrigin: true },
    },
  },
} satisfies UserConfig;
