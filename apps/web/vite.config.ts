import { endpoints } from '@kk/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ENDPOINT_TABLE_ID = 'virtual:kk-endpoint-table';
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
      const table = Object.fromEntries(
        Object.entries(endpoints).map(([name, e]) => [name, { path: e.path, method: e.method, payload: e.payload }]),
      );
      return `export const endpointTable = ${JSON.stringify(table)};`;
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [contractPlugin(), react()],
  resolve: {
    // The workspace hoists an older React for antd-mobile's helpers; one React 19 must serve them all.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    reportCompressedSize: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
