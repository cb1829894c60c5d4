// Issue 24's must-show for verified photos, at 375x812 (docs/decisions/0096-web-verified-photos.md): a member opens
// 照片认证 from Me, gets a pose (its picture and instruction), takes the selfie with a file, sends it and sees it in
// review; an operator approves it in the console's verification queue (decision 0091); another member then sees the
// verified mark on the member's feed card (and 只看已认证 keeps only them), and the member sees 已认证 on Me. Then an
// expired pose and a rejection, and the in-app camera. The people are made through the API in a place nobody else
// uses (the feed ranks the same city first).
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
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

async function phone(browser: Browser, token: string, permissions: string[] = []): Promise<Page> {
  const context = await loggedInContext(browser, token, { viewport: { width: 375, height: 812 }, permissions });
  return context.newPage();
}

/** The first screen of a fresh browser loads its chunks; on a busy machine that can take longer than a step. */
const FIRST_LOAD = { timeout: 30_000 };

/** An operator signs in to the console and approves (or rejects, with a reason) the member's verification. */
async function reviewInConsole(browser: Browser, request: APIRequestContext, name: string, reason?: string) {
  const operator = await readyOperator(request, 'moderator');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await context.newPage();
  await desk.goto('/console/');
  await desk.getByLabel('用户名').fill(operator.name);
  await desk.getByLabel('密码', { exact: true }).fill(operator.password);
  await desk.getByLabel('动态验证码').fill(await operator.authenticator.code());
  await desk.getByRole('button', { name: '登录' }).click();
  await expect(desk.getByTestId('operator-name')).toHaveText(operator.name, FIRST_LOAD);
  await desk.getByRole('menuitem', { name: '认证审核' }).click();
  const item = desk.getByTestId('verification').filter({ hasText: name });
  await expect(item.getByRole('img', { name: /会员按/ })).toBeVisible(FIRST_LOAD);
  if (reason === undefined) {
    await item.getByRole('button', { name: '通过' }).click();
  } else {
    await item.getByRole('button', { name: '拒绝' }).click();
    const dialog = desk.getByRole('dialog').filter({ hasText: '拒绝认证' });
    await dialog.getByLabel('拒绝原因').fill(reason);
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await desk
      .getByRole('dialog')
      .filter({ hasText: '确定拒绝这次认证？' })
      .getByRole('button', { name: '拒绝' })
      .click();
  }
  await expect(desk.getByTestId('verification').filter({ hasText: name })).toHaveCount(0);
  await context.close();
}

const approveInConsole = (browser: Browser, request: APIRequestContext, name: string) =>
  reviewInConsole(browser, request, name);

/** Me's 照片认证 row, by its label. */
function verifyRow(page: Page) {
  return page.getByRole('button', { name: /^照片认证/ });
}

test('a member verifies with a file, an operator approves, and others see the mark on the feed card', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
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
  await expect(verifyRow(page)).toContainText('未认证', FIRST_LOAD);
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

  // An operator approves it in the console (its own window at the console's 1280x800): the selfie beside the avatar.
  await approveInConsole(browser, request, verifiedName);

  // Another member's feed: the verified member's card carries the mark, the other's does not.
  const other = await phone(browser, viewer.token);
  await other.goto('/#/pages/home/home');
  const card = other.getByRole('article', { name: verifiedName, exact: true });
  const plain = other.getByRole('article', { name: otherName, exact: true });
  await expect(card).toBeVisible(FIRST_LOAD);
  await expect(card.getByRole('img', { name: '已认证' })).toBeVisible();
  await expect(plain).toBeVisible();
  await expect(plain.getByRole('img', { name: '已认证' })).toHaveCount(0);
  await card.screenshot({ path: `${ARTIFACTS}verify-feed-card.png` });

  // 只看已认证 in the filter keeps the verified member and leaves the other out.
  await other.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = other.getByRole('region', { name: '筛选' });
  await sheet.getByRole('switch', { name: '只看已认证' }).click();
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(card).toBeVisible();
  await expect(plain).toHaveCount(0);

  // Their profile says it too.
  await card.getByRole('button', { name: '主页', exact: true }).click();
  await expect(other.getByRole('heading', { name: verifiedName }).getByRole('img', { name: '已认证' })).toBeVisible();

  // The verified member's Me: 已认证 on the row and beside the name.
  await page.reload();
  await expect(verifyRow(page)).toContainText('已认证');
  await expect(page.getByRole('heading', { name: verifiedName }).getByRole('img', { name: '已认证' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}verify-me.png` });
});

test('an expired pose gets a new one; a rejection says why and from when a new try is possible', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const name = uniqueName('林芝被拒');
  const m = await member(request, name);
  const page = await phone(browser, m.token);
  await page.goto('/#/pages/verify/verify');
  await expect(page.getByRole('button', { name: '开始认证' })).toBeEnabled(FIRST_LOAD);
  await page.getByRole('button', { name: '开始认证' }).click();
  await expect(page.getByRole('heading', { name: '请摆出这个姿势自拍' })).toBeVisible();

  // The pose expires before the selfie is sent (its challenge is refused, -2914): a new pose, the selfie to retake.
  await page.route('**/api/verify/submit', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, challenge_id: '0'.repeat(32) }) });
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择照片' }).click();
  await (await chooser).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c8a98f') });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('姿势已过期，换了一个新姿势，请重新拍摄')).toBeVisible();
  await expect(page.getByRole('img', { name: '你的自拍' })).toHaveCount(0);
  await page.unroute('**/api/verify/submit');

  // Taken again in the new pose, it is sent.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '选择照片' }).click();
  await (await again).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#b89a80') });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { name: '正在审核' })).toBeVisible();

  // The operator rejects it with a reason.
  const reason = '自拍中看不到要求的手势';
  await reviewInConsole(browser, request, name, reason);

  // Me: 未通过, why, and from when (a date and time in the member's language).
  await page.goto('/#/pages/me/me');
  const row = verifyRow(page);
  await expect(row).toContainText('未通过');
  await expect(row).toContainText(`原因：${reason}`);
  await expect(row).toContainText(/\d{1,2}月\d{1,2}日 \d{2}:\d{2}后可以重新认证/);

  // The verify screen says the same, and a new try waits.
  await row.click();
  await expect(page.getByRole('heading', { name: '认证未通过' })).toBeVisible();
  await expect(page.getByText(`原因：${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: '重新认证' })).toBeDisabled();
  await page.screenshot({ path: `${ARTIFACTS}verify-rejected.png` });
});

test('the selfie is taken with the front camera in the app and sent as a JPEG', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const m = await member(request, uniqueName('林芝相机'));
  const page = await phone(browser, m.token);
  // The front camera, played by a canvas: this machine's browser has no camera it may open (Debian's headless
  // Chromium refuses even its fake one). What the app asked for is kept.
  await page.addInitScript(() => {
    const asked: unknown[] = [];
    Object.assign(window, { kkCameraAsked: asked });
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      asked.push(constraints);
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const paint = canvas.getContext('2d');
      const frame = (time: number) => {
        if (!paint) return;
        paint.fillStyle = '#c8a98f';
        paint.fillRect(0, 0, 640, 480);
        paint.fillStyle = '#fff';
        paint.fillRect((time / 10) % 600, 200, 40, 40);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      return canvas.captureStream(15);
    };
    const send = XMLHttpRequest.prototype.send;
    const sent: Array<{ name: string; type: string }> = [];
    Object.assign(window, { kkSent: sent });
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof File) sent.push({ name: file.name, type: file.type });
      return send.call(this, body);
    };
  });
  await page.goto('/#/pages/verify/verify');
  await expect(page.getByRole('button', { name: '开始认证' })).toBeEnabled(FIRST_LOAD);
  await page.getByRole('button', { name: '开始认证' }).click();
  await page.getByRole('button', { name: '拍照' }).click();
  const asked = await page.evaluate(() => (window as unknown as { kkCameraAsked: unknown[] }).kkCameraAsked);
  expect(asked).toMatchObject([{ video: { facingMode: 'user' }, audio: false }]);

  // The live picture with the pose over it, and the shutter once the camera runs.
  await expect(page.getByLabel('相机画面')).toBeVisible();
  const shutter = page.getByRole('button', { name: '拍摄' });
  await expect(shutter).toBeEnabled();
  await page.screenshot({ path: `${ARTIFACTS}verify-camera.png` });
  await shutter.click();

  // The frame kept, previewed, and uploaded as a JPEG; the camera is off again.
  await expect(page.getByRole('img', { name: '你的自拍' })).toBeVisible();
  await expect(page.getByLabel('相机画面')).toHaveCount(0);
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByRole('heading', { name: '正在审核' })).toBeVisible();
  // What went on the wire (the multipart field the page handed XMLHttpRequest; Chromium does not report the body of
  // a request made of a canvas blob).
  const sent = await page.evaluate(
    () => (window as unknown as { kkSent: Array<{ name: string; type: string }> }).kkSent,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.name).toMatch(/^selfie-\d+\.jpg$/);
  expect(sent[0]?.type).toBe('image/jpeg');
});
