// Issue 24's must-show for verified photos, at 375x812: a member opens 照片认证 from Me, gets a pose (its picture
// and instruction), takes the selfie with a file, sends it and sees it in review; an operator approves it in the
// console; another member then sees the verified mark on the member's feed card (and 只看已认证 keeps only them),
// and the member sees 已认证 on Me. The people are made through the API in a place nobody else uses (the feed
// ranks the same city first).
import { type APIRequestContext, type Browser, expect, request as newRequest, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { readyOperator } from './console-helpers.ts';
import { ARTIFACTS, accountWithProfile, apiPost, loggedInContext, uniqueName } from './helpers.ts';

const PLACE = { province: '西藏自治区', city: '林芝市', county: '巴宜区' };

/** A small JPEG of one colour: a stand-in for a photo (the server re-encodes whatever it is given). */
function jpeg(color: string): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A woman in PLACE with an uploaded avatar (what an operator compares the selfie with) and one album photo. */
async function member(request: APIRequestContext, name: string) {
  const person = await accountWithProfile(request, { username: name, gender: 2, birthday: '1996-05-20', ...PLACE });
  const response = await request.post('/api/file/upload', {
    headers: { token: person.token },
    multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#f5a3b5') } },
  });
  const fileId = ((await response.json()) as { data: { id: string } }).data.id;
  await apiPost(request, '/api/userAvatar/addUserAvatar', { fileId }, person.token);
  await apiPost(request, '/api/userPhoto/addUserPhoto', { fileIds: [fileId] }, person.token);
  return { ...person, name };
}

async function phone(browser: Browser, token: string): Promise<Page> {
  const context = await loggedInContext(browser, token, { viewport: { width: 375, height: 812 } });
  return context.newPage();
}

/** Me's 照片认证 row, by its label. */
function verifyRow(page: Page) {
  return page.getByRole('button', { name: /^照片认证/ });
}

test('a member verifies with a file, an operator approves, and others see the mark on the feed card', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const verifiedName = uniqueName('林芝认证');
  const otherName = uniqueName('林芝未认证');
  const m = await member(request, verifiedName);
  await member(request, otherName);
  const viewer = await accountWithProfile(request, {
    username: uniqueName('阿杰'),
    gender: 1,
    birthday: '1994-04-04',
    want_gender: 2,
    ...PLACE,
  });

  // Me says 未认证; the row opens the verify screen, which says what verification is.
  const page = await phone(browser, m.token);
  await page.goto('/#/pages/me/me');
  await expect(verifyRow(page)).toContainText('未认证');
  await verifyRow(page).click();
  await expect(page).toHaveURL(/pages\/verify\/verify/);
  await expect(page.getByRole('heading', { name: '证明照片里的人就是你' })).toBeVisible();
  await expect(page.getByText('自拍只有审核员能看到，审核后即删除')).toBeVisible();

  // A pose: its picture and the instruction in words.
  await page.getByRole('button', { name: '开始认证' }).click();
  await expect(page.getByRole('heading', { name: '请摆出这个姿势自拍' })).toBeVisible();
  await expect(page.getByRole('img', { name: '姿势示意图' })).toBeVisible();
  const pose = await page.locator('[data-pose]').first().getAttribute('data-pose');
  expect(pose).toBeTruthy();
  await expect(page.locator('p[data-pose]')).not.toBeEmpty();
  await page.screenshot({ path: `${ARTIFACTS}verify-pose.png` });

  // The selfie from a file (the picker a phone opens on its front camera), previewed, then sent.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择照片' }).click();
  await (await chooser).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c8a98f') });
  await expect(page.getByRole('img', { name: '你的自拍' })).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { name: '正在审核' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}verify-pending.png` });
  await page.getByRole('button', { name: '返回我的' }).click();
  await expect(verifyRow(page)).toContainText('审核中');

  // An operator approves it (the console's API with its cookie and CSRF header, as the console sends it).
  const operator = await readyOperator(request, 'moderator');
  const consoleApi = await newRequest.newContext({ baseURL: baseURL ?? '' });
  const login = await apiPost<{ csrf: string }>(consoleApi, '/api/console/login', {
    name: operator.name,
    password: operator.password,
    otp: await operator.authenticator.code(),
  });
  const headers = { 'x-csrf-token': login.csrf };
  const queue = await consoleApi.post('/api/console/getVerificationList', { data: { page: 1, pageSize: 50 }, headers });
  const listed = (await queue.json()) as { code: number; data: { list: Array<{ id: number; user_id?: number }> } };
  expect(listed.code).toBe(0);
  const item = listed.data.list.find((entry) => JSON.stringify(entry).includes(verifiedName));
  expect(item, 'the selfie is in the console’s queue').toBeTruthy();
  const reviewed = await consoleApi.post('/api/console/reviewVerification', {
    data: { id: item?.id, approve: true },
    headers,
  });
  const reviewedBody = (await reviewed.json()) as { code: number; msg: string };
  expect(reviewedBody.code, reviewedBody.msg).toBe(0);
  await consoleApi.dispose();

  // Another member's feed: the verified member's card carries the mark, the other's does not.
  const other = await phone(browser, viewer.token);
  await other.goto('/#/pages/home/home');
  const card = other.getByRole('article', { name: verifiedName, exact: true });
  const plain = other.getByRole('article', { name: otherName, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: '已认证' })).toBeVisible();
  await expect(plain).toBeVisible();
  await expect(plain.getByRole('img', { name: '已认证' })).toHaveCount(0);
  await other.screenshot({ path: `${ARTIFACTS}verify-feed-card.png` });

  // 只看已认证 in the filter keeps the verified member and leaves the other out.
  await other.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = other.getByRole('region', { name: '筛选' });
  await sheet.getByRole('switch', { name: '只看已认证' }).click();
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(card).toBeVisible();
  await expect(plain).toHaveCount(0);

  // Their profile says it too.
  await card.getByRole('button', { name: '主页' }).click();
  await expect(other.getByRole('heading', { name: verifiedName }).getByRole('img', { name: '已认证' })).toBeVisible();

  // The verified member's Me: 已认证 on the row and beside the name.
  await page.reload();
  await expect(verifyRow(page)).toContainText('已认证');
  await expect(page.getByRole('heading', { name: verifiedName }).getByRole('img', { name: '已认证' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}verify-me.png` });
});
