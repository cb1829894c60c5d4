// s3rver ships no types: the part the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';
  export default class S3rver {
    constructor(options: { port: number; address: string; silent: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer: Server;
    /** Its filesystem store (lib/stores/filesystem.js); s3-store.ts replaces deleteObject. */
    store: {
      getResourcePath(bucket: string, key: string, resource: 'object' | 'object.md5' | 'metadata.json'): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
  }
}
