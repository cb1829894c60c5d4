// The file store's part of the configuration (README "Configuration", docs/operations.md "Files"): local disk
// under DATA_DIR/files by default, or an S3-compatible bucket shared by every instance.
import type { ParsedEnv } from '../config.ts';
import type { S3Settings } from './s3-storage.ts';

export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

const REQUIRED_FOR_S3 = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The storage settings, or the names of the S3 variables missing (for the start-up message). */
export function storageConfig(e: ParsedEnv): StorageConfig | { missing: string[] } {
  if (e.STORAGE === 'local') return { kind: 'local' };
  const missing = REQUIRED_FOR_S3.filter((name) => !e[name]);
  if (missing.length > 0) return { missing: [...missing] };
  const prefix = e.S3_PREFIX.replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION as string,
      bucket: e.S3_BUCKET as string,
      accessKeyId: e.S3_ACCESS_KEY_ID as string,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      prefix: prefix ? `${prefix}/` : '',
    },
  };
}
