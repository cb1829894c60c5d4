// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the build, once,
// at build time, so the server sends them without compressing per request (apps/server/src/platform/static.ts).
// A copy that would not be smaller is not written: the server then sends the file as it is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

export async function compressDir(dir: string): Promise<CompressedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !entry.parentPath.includes('.vite'))
    .map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      return { file, bytes: body.length, br: br.length, gzip: gz.length };
    }),
  );
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const done = await compressDir(dir);
  console.log(`compressed ${done.length} files in ${dir}`);
}
