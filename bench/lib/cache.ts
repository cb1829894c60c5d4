// Large benchmark databases (the growth suite's 10,000,000 messages, 1,000,000 people) take minutes to write, so
// they are written once and kept in a scratch folder (BENCH_CACHE_DIR, default <tmp>/kk-bench-cache), one folder
// per data set. Its name holds a hash of what decides its content: the schema the app's migrations make (read
// from a freshly migrated database, so a new migration rebuilds every set without a list of migrations kept
// here), the builder's source file and the builder's options. A run never measures the kept copy itself: the
// servers write to their database (activity stamps, snapshots, impressions), so each run gets a copy.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@kk/server/bench';
import SQLite from 'better-sqlite3';

const META = 'meta.json';

export const cacheRoot = (): string => process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'kk-bench-cache');

let schema: Promise<string> | undefined;

/** The schema's SQL as the app's migrations leave it (tables, indexes, triggers), in a stable order. */
function schemaText(): Promise<string> {
  schema ??= (async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kk-bench-schema-'));
    try {
      const app = openDatabase({ databaseUrl: undefined, dataDir });
      await migrate(app);
      await app.close();
      const db = new SQLite(join(dataDir, 'kk.sqlite'), { readonly: true });
      const rows = db
        .prepare("select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name")
        .all() as Array<{ type: string; name: string; sql: string | null }>;
      db.close();
      return rows.map((row) => `${row.type} ${row.name}: ${row.sql ?? ''}`).join('\n');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  })();
  return schema;
}

export interface Cached<T> {
  /** The kept folder (DATA_DIR layout: kk.sqlite and whatever else the builder wrote). */
  dir: string;
  /** What the builder returned (readers, viewers, tokens...), kept as JSON beside the data. */
  meta: T;
  /** Whether this run wrote it (false: an earlier run's copy was reused). */
  built: boolean;
  /** When it was written (ms since the epoch). */
  builtAt: number;
}

/**
 * The data set `name` with `options`, from the cache when a copy made by the same schema, builder source and
 * options exists and is younger than `maxAgeMs` (its times are relative to when it was written: sessions expire,
 * "active in the last three days" ages); otherwise `build(dir)` writes it into a fresh folder, renamed into place
 * once complete, so an interrupted build is never reused.
 */
export async function cachedData<T>(
  name: string,
  source: string,
  options: object,
  maxAgeMs: number,
  build: (dataDir: string) => Promise<T>,
): Promise<Cached<T>> {
  const hash = createHash('sha256')
    .update(await schemaText())
    .update('\0')
    .update(await readFile(source))
    .update('\0')
    .update(JSON.stringify(options))
    .digest('hex')
    .slice(0, 16);
  const root = cacheRoot();
  await mkdir(root, { recursive: true });
  const dir = join(root, `${name}-${hash}`);
  try {
    const kept = JSON.parse(await readFile(join(dir, META), 'utf8')) as { builtAt: number; meta: T };
    if (Date.now() - kept.builtAt < maxAgeMs) return { dir, meta: kept.meta, built: false, builtAt: kept.builtAt };
    await rm(dir, { recursive: true, force: true });
  } catch {
    // Not there (or unreadable): written below.
    await rm(dir, { recursive: true, force: true });
  }
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const builtAt = Date.now();
  const meta = await build(building);
  await writeFile(join(building, META), JSON.stringify({ builtAt, name, options, meta }));
  await rename(building, dir);
  return { dir, meta, built: true, builtAt };
}

/** A copy of a kept data set for one run's server to write into; remove it afterwards. */
export async function workingCopy(dir: string, prefix: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), prefix));
  await cp(dir, copy, { recursive: true, filter: (path) => !path.endsWith(META) });
  return copy;
}

/** Bytes of a file (the database), for the table. */
export async function sizeOf(path: string): Promise<number> {
  return (await stat(path)).size;
}
