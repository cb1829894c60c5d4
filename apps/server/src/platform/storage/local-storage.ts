import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type FileStorage, isSafeKey } from './storage.ts';

/** Files under DATA_DIR/files. Writes go to a temporary name first, so a reader never sees half a file. */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'files');
  }

  #path(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isSafeKey(key)) return null;
    try {
      return await readFile(this.#path(key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    return stat(this.#path(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.filter(isSafeKey).map((key) => rm(this.#path(key), { force: true })));
  }
}
