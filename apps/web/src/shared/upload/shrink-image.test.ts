// prepareImage (shrink-image.ts) with the browser's decoder and canvas stood in for: which file goes out, what
// is drawn and encoded, in what order the attempts run, when a file is refused here, and that every decoded
// bitmap is released. The real decoder and canvas are exercised in Chromium by e2e/tests/upload-photos.spec.ts.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { IMAGE_MAX_SIDE } from '@kk/contract';
import { SHRINK_MAX_ATTEMPTS, SHRINK_QUALITIES, SHRINK_STEP } from './shrink.ts';
import { LocalRefusal, prepareImage } from './shrink-image.ts';

const MB = 1024 * 1024;

interface Encoded {
  width: number;
  height: number;
  type: string;
  quality: number;
  /** Painted white under the image before drawing it (JPEG has no transparency). */
  whiteUnder: boolean;
}

interface Fake {
  /** The picture the decoder reports, or null when it cannot decode the file. */
  decoded: { width: number; height: number } | null;
  /** The bytes an encode of this plan comes out at. */
  bytesOf(plan: Omit<Encoded, 'whiteUnder'>): number;
  /** Whether toBlob fails (answers null). */
  encodeFails?: boolean;
  decodeOptions: unknown[];
  encodes: Encoded[];
  closed: number;
  opened: number;
}

let fake: Fake;
const saved = { createImageBitmap: globalThis.createImageBitmap, document: globalThis.document };

function install(options: Partial<Pick<Fake, 'decoded' | 'bytesOf' | 'encodeFails'>>) {
  fake = {
    decoded: options.decoded === undefined ? { width: 100, height: 100 } : options.decoded,
    bytesOf: options.bytesOf ?? ((plan) => Math.round(plan.width * plan.height * plan.quality * 0.25)),
    encodeFails: options.encodeFails,
    decodeOptions: [],
    encodes: [],
    closed: 0,
    opened: 0,
  };
  Object.assign(globalThis, {
    async createImageBitmap(_file: Blob, decodeOptions: unknown) {
      fake.decodeOptions.push(decodeOptions);
      if (!fake.decoded) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      fake.opened += 1;
      return {
        ...fake.decoded,
        close() {
          fake.closed += 1;
        },
      };
    },
    document: {
      createElement(tag: string) {
        assert.equal(tag, 'canvas');
        let whiteUnder = false;
        const canvas = {
          width: 0,
          height: 0,
          getContext: () => ({
            fillStyle: '',
            imageSmoothingQuality: 'low',
            fillRect(this: { fillStyle: string }, x: number, y: number, w: number, h: number) {
              whiteUnder = this.fillStyle === '#fff' && x === 0 && y === 0 && w === canvas.width && h === canvas.height;
            },
            drawImage() {},
          }),
          toBlob(done: (blob: Blob | null) => void, type: string, quality: number) {
            const plan = { width: canvas.width, height: canvas.height, type, quality };
            fake.encodes.push({ ...plan, whiteUnder });
            done(fake.encodeFails ? null : new Blob([new Uint8Array(fake.bytesOf(plan))], { type }));
          },
        };
        return canvas;
      },
    },
  });
}

function file(bytes: number, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

beforeEach(() => install({}));
afterEach(() => {
  Object.assign(globalThis, saved);
  assert.equal(fake.closed, fake.opened, 'every decoded bitmap is released');
});

describe('prepareImage', () => {
  it('sends a photo within the limits as it is, decoded with its EXIF orientation', async () => {
    install({ decoded: { width: 1200, height: 900 } });
    const original = file(2 * MB, 'image/jpeg');
    const prepared = await prepareImage(original, 'IMG_1.jpg', 10 * MB);
    assert.equal(prepared.file, original);
    assert.equal(prepared.name, 'IMG_1.jpg');
    assert.deepEqual(fake.encodes, []);
    assert.deepEqual(fake.decodeOptions, [{ imageOrientation: 'from-image' }]);
  });

  it('redraws a long JPEG at IMAGE_MAX_SIDE, on white, at the first quality, once', async () => {
    install({ decoded: { width: 4032, height: 3024 } });
    const prepared = await prepareImage(file(3 * MB, 'image/jpeg'), 'IMG_2.JPG', 10 * MB);
    assert.deepEqual(fake.encodes, [
      { width: IMAGE_MAX_SIDE, height: 1536, type: 'image/jpeg', quality: SHRINK_QUALITIES[0], whiteUnder: true },
    ]);
    assert.equal(prepared.file.type, 'image/jpeg');
    assert.equal(prepared.file.size, fake.bytesOf(fake.encodes[0] as Encoded));
    assert.equal(prepared.name, 'IMG_2.jpg');
  });

  it('turns a long PNG into WebP with its transparency (nothing painted under it), renamed', async () => {
    install({ decoded: { width: 1500, height: 3000 } });
    const prepared = await prepareImage(file(MB, 'image/png'), 'glass.png', 10 * MB);
    assert.deepEqual(fake.encodes, [
      { width: 1024, height: IMAGE_MAX_SIDE, type: 'image/webp', quality: SHRINK_QUALITIES[0], whiteUnder: false },
    ]);
    assert.equal(prepared.name, 'glass.webp');
  });

  it('lowers the quality, then the sides, until the bytes fit', async () => {
    install({ decoded: { width: 2000, height: 1000 } });
    // 2000 x 1000 at 0.62 is 310,000 bytes, at 0.75 of the sides 174,375: the fourth attempt fits 200,000.
    const prepared = await prepareImage(file(3 * MB, 'image/jpeg'), 'heavy.jpg', 200_000);
    const side = (value: number, steps: number) => {
      let result = value;
      for (let i = 0; i < steps; i++) result = Math.max(1, Math.round(result * SHRINK_STEP));
      return result;
    };
    assert.deepEqual(
      fake.encodes.map((encode) => [encode.quality, encode.width, encode.height]),
      [
        [SHRINK_QUALITIES[0], 2000, 1000],
        [SHRINK_QUALITIES[1], 2000, 1000],
        [SHRINK_QUALITIES[2], 2000, 1000],
        [SHRINK_QUALITIES[2], side(2000, 1), side(1000, 1)],
      ],
    );
    assert.ok(prepared.file.size <= 200_000);
    assert.equal(prepared.file.size, fake.bytesOf(fake.encodes.at(-1) as Encoded));
  });

  it('refuses with code.fileTooLarge after the last attempt, and sends nothing', async () => {
    install({ decoded: { width: 2048, height: 2048 }, bytesOf: () => 5 * MB });
    await assert.rejects(prepareImage(file(8 * MB, 'image/jpeg'), 'noise.jpg', MB), (error: unknown) => {
      assert.ok(error instanceof LocalRefusal);
      assert.equal(error.key, 'code.fileTooLarge');
      return true;
    });
    assert.equal(fake.encodes.length, SHRINK_MAX_ATTEMPTS);
  });

  it('never redraws a GIF: sent as it is when it fits, however long; refused when it does not', async () => {
    install({ decoded: { width: 5000, height: 400 } });
    const gif = file(MB, 'image/gif');
    assert.equal((await prepareImage(gif, 'dance.gif', 10 * MB)).file, gif);
    await assert.rejects(prepareImage(file(11 * MB, 'image/gif'), 'big.gif', 10 * MB), LocalRefusal);
    assert.deepEqual(fake.encodes, []);
  });

  it('sends a file the browser cannot decode unchanged, so that the server says why; refuses it when too large', async () => {
    install({ decoded: null });
    const unreadable = file(5000, 'image/heic');
    const prepared = await prepareImage(unreadable, 'IMG_3.HEIC', 10 * MB);
    assert.equal(prepared.file, unreadable);
    assert.equal(prepared.name, 'IMG_3.HEIC');
    await assert.rejects(prepareImage(file(11 * MB, 'image/heic'), 'IMG_4.HEIC', 10 * MB), LocalRefusal);
    assert.deepEqual(fake.encodes, []);
  });

  it('a canvas that cannot encode is an error of its own, not a size refusal', async () => {
    install({ decoded: { width: 4000, height: 3000 }, encodeFails: true });
    await assert.rejects(prepareImage(file(3 * MB, 'image/jpeg'), 'x.jpg', 10 * MB), (error: unknown) => {
      assert.ok(!(error instanceof LocalRefusal));
      assert.match(String(error), /canvas encoding failed/);
      return true;
    });
  });
});
