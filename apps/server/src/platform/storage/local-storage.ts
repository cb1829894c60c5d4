import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type FileStorage, isSafeKey, type StoredFile, StoreFailed } from './storage.ts';

/** The disk is full, or the user running the server is over its disk quota. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

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
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      // A half-written temporary file would stay forever (nothing else ever names it), and fill the disk further.
      await rm(temporary, { force: true }).catch(() => {});
      throw new StoreFailed(FULL.has((error as NodeJS.ErrnoException).code ?? ''), error);
    }
  }

  async putFile(key: string, source: string): Promise<void> {
    const path = this.#path(key);
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await copyFile(source, temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => {});
      throw new StoreFailed(FULL.has((error as NodeJS.ErrnoException).code ?? ''), error);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.#path(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StoreFailed(false, error);
    }
    // Size and bytes from one open file: a delete in between cannot make them disagree.
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw new StoreFailed(false, error);
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

  async close(): Promise<void> {}
}
