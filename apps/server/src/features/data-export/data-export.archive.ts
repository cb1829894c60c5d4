// Writes a copy of my data as a zip file on this machine's disk, streamed: the messages are read page by page and
// each picture is copied from the store while the previous one is already written, so a large archive never sits
// in memory. The caller hands the file to the store (FileStorage.putFile) and removes it.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Language } from '@kk/contract/i18n';
import { ZipFile } from 'yazl';
import { formatMoment, message } from '../../platform/http/language.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { MemberData } from './data-export.collect.ts';

/** The README's lines, in this order (the contract catalogues' `dataExport` group). */
const README_LINES = [
  'intro',
  'profile',
  'photos',
  'updates',
  'comments',
  'messages',
  'orders',
  'relations',
  'privacy',
] as const;

/** README.txt in the member's language, with Windows line ends so every notepad shows its lines. */
export function readmeText(language: Language, madeAt: number): string {
  const title = message(language, 'dataExport.title');
  const lines = [
    title,
    '='.repeat(Math.min(40, title.length * 2)),
    message(language, 'dataExport.madeAt', { time: formatMoment(language, madeAt) }),
    '',
    ...README_LINES.flatMap((key) => [message(language, `dataExport.${key}`), '']),
  ];
  return `${lines.join('\r\n')}`;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export async function writeArchive(
  path: string,
  data: MemberData,
  storage: FileStorage,
  options: { language: Language; madeAt: number },
): Promise<void> {
  const zip = new ZipFile();
  const mtime = new Date(options.madeAt);
  const written = pipeline(zip.outputStream, createWriteStream(path));
  // A failure while adding ends the output too, so `written` settles and no half-archive is kept waiting.
  written.catch(() => {});
  try {
    // Text is deflated; pictures are stored as they are (already compressed).
    zip.addBuffer(Buffer.from(readmeText(options.language, options.madeAt)), 'README.txt', { mtime });
    zip.addBuffer(json(data.profile), 'profile.json', { mtime });
    zip.addBuffer(json(data.updates), 'updates.json', { mtime });
    zip.addBuffer(json(data.comments), 'comments.json', { mtime });
    zip.addBuffer(json(data.orders), 'orders.json', { mtime });
    zip.addBuffer(json(data.relations), 'relations.json', { mtime });
    const messages = Readable.from(data.messages());
    zip.addReadStream(messages, 'messages.json', { mtime });
    await finished(messages);
    for (const photo of data.photos) {
      // One picture open at a time; a picture deleted since it was listed is left out.
      const file = await storage.get(photo.key);
      if (!file) continue;
      zip.addReadStream(file.body, photo.name, { mtime, compress: false, size: file.size });
      await finished(file.body);
    }
    zip.end();
    await written;
  } catch (error) {
    (zip.outputStream as Readable).destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
