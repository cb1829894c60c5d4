// Files in an S3-compatible bucket through the official AWS SDK v3, which Aliyun OSS, Tencent COS and MinIO all
// speak. The server still serves every file itself (`/files/<key>`), so its access checks and caching headers
// hold whatever the store, and instances sharing the bucket serve each other's uploads.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isSafeKey, type StoredFile, StoreFailed } from './storage.ts';

export interface S3Settings {
  /** For OSS, COS, MinIO and the like; unset means AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most local servers need it). */
  forcePathStyle: boolean;
  /** Put before every key (`kk/`), so one bucket can hold several deployments; empty or ending in `/`. */
  prefix: string;
}

/**
 * An unreachable or frozen store must answer an upload in seconds, never hold it: at most 2 s to connect and
 * 3 s of a silent socket, tried twice (the SDK's defaults, no timeouts, could hold a request forever). Silence,
 * not the whole request, is what is bounded: a large upload on a slow link keeps moving and is not cut.
 */
const CONNECT_TIMEOUT_MS = 2_000;
const IDLE_TIMEOUT_MS = 3_000;
const ATTEMPTS = 2;
/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1_000;

/**
 * Answers of a full store: HTTP 507 (MinIO's XMinioStorageFull, COS), a bucket or account quota reached (OSS's
 * QuotaExceeded, others' QuotaExceeded / InsufficientStorage), or an object the store's size limit refuses.
 */
const FULL_CODES = new Set([
  'InsufficientStorage',
  'QuotaExceeded',
  'EntityTooLarge',
  'XMinioStorageFull',
  'StorageFull',
]);

function isFull(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 507 || FULL_CODES.has(error.name);
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export class S3Storage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.#prefix = settings.prefix;
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      maxAttempts: ATTEMPTS,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        socketTimeout: IDLE_TIMEOUT_MS,
      },
      // The SDK's default CRC32 checksums on every upload are refused by some S3-compatible stores; Content-MD5
      // where S3 requires one (DeleteObjects) works everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #key(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return this.#prefix + key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    try {
      // One PutObject is all or nothing: the store never keeps half an object, so nothing is left to clean.
      await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: this.#key(key), Body: data }));
    } catch (error) {
      throw new StoreFailed(isFull(error), error);
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    try {
      // A stream with its length: the SDK sends it in one PutObject without reading it into memory first.
      const { size } = await stat(path);
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: this.#key(key),
          Body: createReadStream(path),
          ContentLength: size,
        }),
      );
    } catch (error) {
      throw new StoreFailed(isFull(error), error);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
      return { body: answer.Body as Readable, size: Number(answer.ContentLength) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StoreFailed(false, error);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    try {
      await this.#client.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: this.#key(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw new StoreFailed(false, error);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const objects = keys.filter(isSafeKey).map((key) => ({ Key: this.#key(key) }));
    for (let start = 0; start < objects.length; start += DELETE_BATCH) {
      const answer = await this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: objects.slice(start, start + DELETE_BATCH), Quiet: true },
        }),
      );
      // A missing key is not an error to S3 (it answers it as deleted); anything listed here stayed.
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`objects not deleted: ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
      }
    }
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
