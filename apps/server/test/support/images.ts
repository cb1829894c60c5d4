// Test images, made on the spot.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Envelope } from './harness.ts';

export async function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 2700/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 2900/100',
      },
    })
    .toBuffer();
}

export function png(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a PNG whose header claims 50,000 x 50,000 pixels, in a few hundred bytes. */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(50_001 * 10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PHP script wearing a .jpg name. */
export const phpAsJpeg = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

export async function upload(url: string, token: string, data: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(`${url}/api/file/upload`, { method: 'POST', headers: { token }, body: form });
  return { status: response.status, ...((await response.json()) as Envelope) };
}
