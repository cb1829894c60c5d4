// Shrinking in the browser before upload (features/upload/shrink-image.ts, docs/decisions/0068-web-uploads.md), seen
// where it can be seen: the bytes the browser puts on the wire (the multipart body of /api/file/upload), what
// the server answers and stores, and the upload items on screen. Test images are made here with sharp. And an
// upload that fails: refused for its file, it offers no retry; cut off by the network, it offers one that works.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, newestToast, signedInContext } from './helpers.ts';

const MAX_SIDE = 2048;

/** A photo that does not compress: coloured noise, so its bytes stay large at any JPEG quality. */
function noise(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  });
}

/** A smooth picture: a gradient, small in bytes; `redLeft` paints its left tenth red, to tell where it went. */
function gradient(width: number, height: number, alpha = 1, redLeft = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#4facfe"/><stop offset="1" stop-color="#f093fb"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" fill-opacity="${alpha}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff6c8"/>
    ${redLeft ? `<rect width="${width / 10}" height="100%" fill="#ff0000"/>` : ''}
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** Whether a strip of an image is (mostly) the red band. */
async function isRed(image: Buffer, strip: { left: number; top: number; width: number; height: number }) {
  // stats() reads its input, not the pipeline: cut the strip out first.
  const { channels } = await sharp(await sharp(image).extract(strip).toBuffer()).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean) as [number, number, number];
  return red > 200 && green < 60 && blue < 60;
}

interface SentFile {
  name: string;
  type: string;
  bytes: Buffer;
}

interface Uploaded {
  sent: SentFile;
  answer: { code: number; msg: string; data: { url: string; name: string; size: number; type: string } };
}

declare global {
  interface Window {
    kkSent?: Array<{ name: string; type: string; base64?: string }>;
  }
}

/**
 * Records the file of every upload as the page hands it to the network: the multipart field `file` given to
 * XMLHttpRequest.send (Chromium does not report the body of a request made of a canvas blob).
 */
async function recordSentFiles(page: Page) {
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof File) {
        const entry: { name: string; type: string; base64?: string } = { name: file.name, type: file.type };
        window.kkSent = [...(window.kkSent ?? []), entry];
        const reader = new FileReader();
        reader.onload = () => {
          entry.base64 = String(reader.result).replace(/^data:[^,]*,/, '');
        };
        reader.readAsDataURL(file);
      }
      return send.call(this, body);
    };
  });
}

async function sentFiles(page: Page): Promise<SentFile[]> {
  await expect
    .poll(() => page.evaluate(() => (window.kkSent ?? []).every((entry) => entry.base64 !== undefined)))
    .toBe(true);
  const list = await page.evaluate(() => window.kkSent ?? []);
  return list.map((entry) => ({
    name: entry.name,
    type: entry.type,
    bytes: Buffer.from(entry.base64 ?? '', 'base64'),
  }));
}

/** Every upload the page sent, with the file it carried and the server's answer (matched by the file name). */
async function uploadsOf(page: Page, answers: Uploaded['answer'][]): Promise<Uploaded[]> {
  const sent = await sentFiles(page);
  return answers.map((answer) => {
    const file = sent.find((entry) => entry.name === answer.data?.name);
    if (!file) throw new Error(`no sent file for ${JSON.stringify(answer)}`);
    return { sent: file, answer };
  });
}

/** The server's answers to the page's uploads. */
function watchAnswers(page: Page): Uploaded['answer'][] {
  const answers: Uploaded['answer'][] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/file/upload')) answers.push(await response.json());
  });
  return answers;
}

/** The browser is told a smaller maxBytes than the server's 10 MB, as a server configured so would say. */
async function serverSaysMaxBytes(page: Page, maxBytes: number) {
  await page.route('**/api/file/getUploadConfig*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { maxBytes: number } };
    body.data.maxBytes = maxBytes;
    await route.fulfill({ response, json: body });
  });
}

async function openAlbumUpload(page: Page) {
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '添加照片' }).click();
  await expect(page.getByRole('heading', { name: '上传照片' })).toBeVisible();
}

async function stored(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return sharp(await response.body()).metadata();
}

test('photos longer than 2048 px are redrawn in the browser: sides, orientation, type and transparency', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, request);
  await recordSentFiles(page);
  const answers = watchAnswers(page);
  await openAlbumUpload(page);

  // A landscape camera photo; one stored sideways with EXIF orientation 6 (shown upright, 2000 x 3000); a PNG
  // with transparency; and a small JPEG that needs nothing.
  const landscape = await gradient(4032, 3024).jpeg({ quality: 90 }).toBuffer();
  // Orientation 6: the stored left edge (painted red) is the top of the picture as shown.
  const sideways = await gradient(3000, 2000, 1, true)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const transparent = await gradient(3000, 1500, 0.5).png().toBuffer();
  const small = await gradient(800, 600).jpeg({ quality: 80 }).toBuffer();
  expect((await sharp(sideways).metadata()).orientation).toBe(6);

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: landscape },
      { name: 'IMG_SIDE.jpg', mimeType: 'image/jpeg', buffer: sideways },
      { name: 'glass.png', mimeType: 'image/png', buffer: transparent },
      { name: 'small.jpg', mimeType: 'image/jpeg', buffer: small },
    ]);
  await expect(page.locator('li[data-status="success"]')).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByText('上传成功')).toHaveCount(4);
  await expect.poll(() => answers.length).toBe(4);
  const uploads = await uploadsOf(page, answers);
  expect((await sentFiles(page)).map((file) => file.name).sort()).toEqual(
    ['IMG_4032.jpg', 'IMG_SIDE.jpg', 'glass.webp', 'small.jpg'].sort(),
  );
  const byName = (name: string) => {
    const found = uploads.find((upload) => upload.sent.name === name);
    if (!found) throw new Error(`no upload named ${name}: ${uploads.map((upload) => upload.sent.name)}`);
    return found;
  };

  // The landscape photo: 2048 x 1536 on the wire, still a JPEG under its own name.
  const wide = byName('IMG_4032.jpg');
  const wideSent = await sharp(wide.sent.bytes).metadata();
  expect([wideSent.format, wideSent.width, wideSent.height]).toEqual(['jpeg', MAX_SIDE, 1536]);
  expect(wide.sent.type).toBe('image/jpeg');
  expect(wide.answer.code).toBe(0);
  expect(wide.answer.data).toMatchObject({ name: 'IMG_4032.jpg', type: 'image/jpeg' });
  const wideStored = await stored(page, wide.answer.data.url);
  expect([wideStored.width, wideStored.height]).toEqual([MAX_SIDE, 1536]);

  // The sideways photo: turned upright before it is drawn, so it leaves portrait, with no orientation left.
  const upright = byName('IMG_SIDE.jpg');
  const uprightSent = await sharp(upright.sent.bytes).metadata();
  expect([uprightSent.width, uprightSent.height]).toEqual([1365, MAX_SIDE]);
  expect(uprightSent.orientation ?? 1).toBe(1);
  const band = { left: 0, width: 1365, height: 100 };
  expect(await isRed(upright.sent.bytes, { ...band, top: 0 }), 'the red edge is on top').toBe(true);
  expect(await isRed(upright.sent.bytes, { ...band, top: MAX_SIDE - 100 }), 'and not at the bottom').toBe(false);
  const uprightStored = await stored(page, upright.answer.data.url);
  expect([uprightStored.width, uprightStored.height]).toEqual([1365, MAX_SIDE]);

  // The PNG: lossy WebP with its transparency, renamed to match; the server keeps the type it was sent.
  const glass = byName('glass.webp');
  const glassSent = await sharp(glass.sent.bytes).metadata();
  expect([glassSent.format, glassSent.width, glassSent.height, glassSent.hasAlpha]).toEqual([
    'webp',
    MAX_SIDE,
    1024,
    true,
  ]);
  expect(glass.sent.type).toBe('image/webp');
  expect(glass.answer.data).toMatchObject({ name: 'glass.webp', type: 'image/webp' });
  expect((await stored(page, glass.answer.data.url)).hasAlpha).toBe(true);

  // The small photo is sent byte for byte as it was picked.
  const kept = byName('small.jpg');
  expect(kept.sent.bytes.equals(small)).toBe(true);
  expect(kept.answer.data.name).toBe('small.jpg');

  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText('4/30')).toBeVisible();
  await context.close();
});

test('a photo heavier than the server’s limit is re-encoded until it fits, and sent', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, request);
  const maxBytes = 150_000;
  await serverSaysMaxBytes(page, maxBytes);
  await recordSentFiles(page);
  const answers = watchAnswers(page);
  await openAlbumUpload(page);

  // Within 2048 px, but about 1 MB: only its bytes are too many.
  const heavy = await noise(1200, 900).jpeg({ quality: 95 }).toBuffer();
  expect(heavy.length).toBeGreaterThan(4 * maxBytes);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'heavy.jpg', mimeType: 'image/jpeg', buffer: heavy }]);
  await expect(page.locator('li[data-status="success"]')).toHaveCount(1, { timeout: 60_000 });
  await expect.poll(() => answers.length).toBe(1);
  const [sent] = await uploadsOf(page, answers);
  if (!sent) throw new Error('nothing was sent');
  expect(sent.sent.bytes.length).toBeLessThanOrEqual(maxBytes);
  const meta = await sharp(sent.sent.bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1200);
  expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1200 / 900, 1);
  expect(sent.answer.code).toBe(0);
  expect(sent.answer.data.size).toBeLessThanOrEqual(maxBytes);
  await context.close();
});

test('a photo that cannot be made small enough is refused on its item, and never sent', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, request);
  // Far below what six attempts can reach for noise: refused after the last one.
  await serverSaysMaxBytes(page, 20_000);
  await recordSentFiles(page);
  const answers = watchAnswers(page);
  let uploadRequests = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/file/upload')) uploadRequests += 1;
  });
  await openAlbumUpload(page);

  const hopeless = await noise(2048, 1536).jpeg({ quality: 90 }).toBuffer();
  const fine = await gradient(300, 200).jpeg({ quality: 80 }).toBuffer();
  expect(fine.length).toBeLessThan(20_000);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'hopeless.jpg', mimeType: 'image/jpeg', buffer: hopeless },
      { name: 'fine.jpg', mimeType: 'image/jpeg', buffer: fine },
      // Not an image the browser can decode, and over the limit: refused here too (under it, the server says why).
      { name: 'junk.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(30_000, 7) },
    ]);
  const items = page.locator('li[data-status]');
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(items.nth(2)).toContainText('文件超出大小限制');
  await expect(items.nth(0)).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(items.nth(0)).toContainText('文件超出大小限制');
  await expect(items.nth(1)).toHaveAttribute('data-status', 'success');
  await expect(items.nth(1)).toContainText('上传成功');
  await expect.poll(() => answers.length).toBe(1);
  expect(uploadRequests).toBe(1);
  const sent = await sentFiles(page);
  expect(sent.map((file) => file.name)).toEqual(['fine.jpg']);
  expect(sent[0]?.bytes.equals(fine)).toBe(true);
  expect(answers[0]?.code).toBe(0);

  // In English the reason is SPEC §5's text.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: /add photos/i }).click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'hopeless.jpg', mimeType: 'image/jpeg', buffer: hopeless }]);
  await expect(page.locator('li[data-status="failed"]')).toContainText('exceeds size limit', { timeout: 60_000 });
  expect(uploadRequests).toBe(1);
  expect(await sentFiles(page)).toEqual([]);
  await context.close();
});

test('an upload refused for its file offers no retry; one cut off by the network does', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '添加照片' }).click();
  const files = page.locator('input[type=file]').first();
  await files.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  const failed = page.locator('li[data-status="failed"]');
  await expect(failed).toContainText('仅支持 JPEG、PNG、WebP 和 GIF 图片');
  await expect(failed.getByRole('button', { name: '重试' })).toHaveCount(0);
  await failed.getByRole('button', { name: '移除' }).click();

  // The network drops the upload: the item says so and offers a retry, which succeeds once the network is back.
  await page.route('**/api/file/upload', (route) => route.abort('internetdisconnected'));
  const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#81b29a' } })
    .jpeg()
    .toBuffer();
  await files.setInputFiles({ name: 'sun.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(failed).toHaveCount(1);
  const retry = failed.getByRole('button', { name: '重试' });
  await expect(retry).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}polish/upload-retry.png` });
  await page.unroute('**/api/file/upload');
  await retry.click();
  await expect(page.locator('li[data-status="success"]')).toHaveCount(1);
  await expect(newestToast(page)).toHaveText('已添加1张照片');
  await context.close();
});
