import { readdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { consoleEndpoints } from '@kk/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const ENDPOINT_TABLE_ID = 'virtual:kk-console-endpoint-table';
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The request wrapper needs only each console endpoint's path at run time: it is read from the contract here, in
 * Node, and served as a plain virtual module, so zod (the contract's schema library) stays out of the bundle; types
 * still come from the contract's schemas (src/shared/api/types.ts).
 */
function contractPlugin(): Plugin {
  return {
    name: 'kk-console-contract',
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
      const table = Object.fromEntries(Object.entries(consoleEndpoints).map(([name, e]) => [name, { path: e.path }]));
      return `export const endpointTable = ${JSON.stringify(table)};`;
    },
  };
}

const TEXT = /\.(?:js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The brotli and gzip copies the server sends to browsers that accept them (apps/server/src/platform/static.ts), as
 * the member app's build writes them; a copy that is not smaller is not written.
 */
function compressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kk-console-compress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});

const config = {
  // Served by the same server under /console/ (CONSOLE_DIST, docs/configuration.md).
  base: '/console/',
  plugins: [contractPlugin(), react(), compressPlugin()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: process.env.CONSOLE_DIST && isAbsolute(process.env.CONSOLE_DIST) ? process.env.CONSOLE_DIST : 'dist',
    target: 'es2022',
    // A desktop tool on an office network: antd and echarts are large, and that is accepted (ADR 0089).
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-|@rc-component)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
} satisfies UserConfig;
