// A lone 4:3 photo is seen at its shape, at 375x812: posted on the square, its box and the picture drawn in it
// are 4:3 (not a square thumbnail cropped again); sent in a chat, the same. Accounts are made through the API.
import { type APIRequestContext, type Browser, expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, accountWithProfile, loggedInContext, uniqueName } from './helpers.ts';

async function person(browser: Browser, request: APIRequestContext, prefix: string, gender: 1 | 2) {
  const username = uniqueName(prefix);
  const { token, id } = await accountWithProfile(request, {
    username,
    gender,
    birthday: gender === 1 ? '1992-03-15' : '1995-11-20',
  });
  const context = await loggedInContext(browser, token);
  return { username, id, page: await context.newPage() };
}

/** A 1600x1200 photo with a red band on its left tenth, so a crop would show. */
function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="100%" height="100%" fill="#4a90d9"/><rect width="160" height="100%" fill="#ff0000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The box's width / height and the drawn picture's own width / height, once it is drawn. */
async function shapes(image: Locator): Promise<{ box: number; picture: number }> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const rect = await image.boundingBox();
  if (!rect) throw new Error('no box');
  const picture = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  return { box: rect.width / rect.height, picture };
}

test('a lone 4:3 photo keeps its shape on the square and in a chat', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const a = await person(browser, request, '沈', 1);
  const b = await person(browser, request, '许', 2);
  const text = `窗外的湖${uniqueName('')}`;
  const buffer = await photo();

  // On the square.
  await a.page.goto('/#/pages/myWrite/myWrite');
  await a.page.getByRole('textbox', { name: '动态内容' }).fill(text);
  await a.page.locator('input[type=file]').setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer });
  await expect(a.page.getByRole('status').filter({ hasText: '上传成功' })).toHaveCount(1);
  await a.page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(a.page).toHaveURL(/#\/pages\/square\/square$/);
  const card = a.page.getByRole('article', { name: a.username }).filter({ hasText: text });
  const posted = card.getByRole('img', { name: /的动态图片/ });
  await expect(posted).toHaveCount(1);
  const square = await shapes(posted);
  expect(square.box).toBeCloseTo(4 / 3, 1);
  expect(square.picture).toBeCloseTo(4 / 3, 1);
  await a.page.screenshot({ path: `${ARTIFACTS}photo-shape-square.png` });

  // In a chat.
  await a.page.goto(`/#/pages/chat/chat?userId=${b.id}`);
  await a.page.locator('input[type=file]').first().setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer });
  const sent = a.page.getByRole('button', { name: '第1张图片' }).locator('img');
  await expect(sent).toHaveAttribute('src', /^blob:/);
  await expect(a.page.locator('[data-message][data-state]')).toHaveCount(0);
  const chat = await shapes(sent);
  expect(chat.box).toBeCloseTo(4 / 3, 1);
  expect(chat.picture).toBeCloseTo(4 / 3, 1);
  await a.page.screenshot({ path: `${ARTIFACTS}photo-shape-chat.png` });
});
