// Shared steps of the data export's tests: ask for a copy, wait for its build, download it, and open the zip.
import assert from 'node:assert/strict';
import { fromBuffer } from 'yauzl';
import type { TestServer } from '../support/harness.ts';

/** Every entry of a zip, by its name in the archive. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export interface Download {
  status: number;
  type: string;
  disposition: string;
  cache: string;
  body: Buffer;
}

/** GET of an export's address, with this token (or none), as the app's client sends it. */
export async function download(server: TestServer, url: string, token?: string): Promise<Download> {
  const response = await fetch(server.url + url, { headers: token ? { token, platForm: 'h5' } : { platForm: 'h5' } });
  return toDownload(response);
}

export async function toDownload(response: Response): Promise<Download> {
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The envelope of a refused download (JSON, never the archive). */
export function refusal(answer: Download): { code: number; msg: string } {
  assert.match(answer.type, /^application\/json/, 'a refusal is an envelope, not a file');
  return JSON.parse(answer.body.toString('utf8'));
}

/** Asks for a copy, waits for this instance's build, and answers the ready export's info. */
export async function readyExport(server: TestServer, token: string, language?: string) {
  const asked = await server.call('/api/user/requestDataExport', {}, { token, ...(language ? { language } : {}) });
  assert.equal(asked.code, 0, `requestDataExport: ${asked.msg}`);
  await server.app.dataExport.settled();
  const info = await server.call('/api/user/getDataExport', {}, { token });
  assert.equal(info.data.status, 'ready', 'the export was built');
  return info.data as { status: 'ready'; url: string; expires_at: number };
}
