// What a new user noticed, each as they would see it: a login that expired, the login page while
// logged in, the one-tap button on the web, red confirmations of what cannot be undone, the me tab's entries, the
// log and local file pages, the uploader's retry, and the fixed bars on a desktop screen.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  ARTIFACTS,
  completeProfile,
  createAccount,
  input,
  newestToast,
  randomPhone,
  revokeToken,
  signedInContext,
} from './helpers.ts';
import { expectPlaceholdersFit, lineCounts } from './measure.ts';

const RED = 'rgb(255, 49, 65)';

/** A small JPEG, uploaded and added to the album of the token's owner (the API, as a fixture). */
async function addPhotos(request: APIRequestContext, token: string, colors: string[]): Promise<void> {
  const fileIds: string[] = [];
  for (const color of colors) {
    const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const response = await request.post('/api/file/upload', {
      headers: { token },
      multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
    });
    const body = (await response.json()) as { code: number; data: { id: string } };
    expect(body.code).toBe(0);
    fileIds.push(body.data.id);
  }
  const added = await request.post('/api/userPhoto/addUserPhoto', { headers: { token }, data: { fileIds } });
  expect(((await added.json()) as { code: number }).code).toBe(0);
}

/** The confirming button of the open dialog is red and says what it does; cancelling closes the dialog. */
async function expectRedConfirmation(page: Page, title: string, confirm: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', { name: confirm, exact: true });
  await expect(button).toHaveCSS('color', RED);
  await expect(dialog.getByRole('button', { name: '取消' })).not.toHaveCSS('color', RED);
  return button;
}

test('a revoked login at start-up says the login expired and opens login', async ({ browser, request }) => {
  const { page, context, token } = await signedInContext(browser, request);
  await revokeToken(request, token);
  // The toast may come before the login page's chunk has loaded and changed the address: watch for it from the
  // start. (It lasts 1.5 s from when it is on screen: see toast.ts.)
  const toast = page.locator('.adm-toast-main', { hasText: '登录已过期，请重新登录' }).waitFor();
  await page.goto('/#/pages/me/me');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fme%2Fme$/);
  await toast;
  await expect(page.getByText('获取用户信息失败')).toHaveCount(0);
  await expect(input(page, '手机号')).toBeVisible();
  await context.close();
});

test('a logged-in user who opens the login page is sent home', async ({ browser, request }) => {
  const { page, context, token } = await signedInContext(browser, request);
  await completeProfile(request, token);
  await page.goto('/#/pages/login/login');
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(input(page, '手机号')).toHaveCount(0);
  await context.close();
});

test('one-tap login on the web explains in place and leads to SMS login', async ({ page }) => {
  await page.goto('/#/pages/login/login');
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByRole('button', { name: '本机号码一键登录' }).click();
  const note = page.getByRole('status').filter({ hasText: '当前环境不支持手机一键登陆登录' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('网页版请使用短信验证码登录');
  await page.screenshot({ path: `${ARTIFACTS}polish/one-tap-note.png` });
  await note.getByRole('button', { name: '使用验证码登录' }).click();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('button', { name: '验证码登录' })).toHaveAttribute('aria-pressed', 'true');
  await expect(input(page, '手机号')).toBeFocused();
});

test('me: 编辑资料 opens the profile editor, 设置 and the gear open the app settings', async ({ browser, request }) => {
  const { page, context, user } = await signedInContext(browser, request);
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '编辑资料' }).click();
  await expect(page).toHaveURL(/#\/pages\/editProfile\/editProfile$/);
  await expect(page.getByRole('heading', { name: '编辑资料' })).toBeVisible();
  await expect(page).toHaveTitle('编辑资料');
  await expect(input(page, '用户名')).toHaveValue(user.username);
  await expect(page.getByText('语言')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}polish/edit-profile.png` });

  await page.goBack();
  await page.locator('ul').getByRole('button', { name: '设置', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/userSetting\/userSetting$/);
  await expect(page.getByRole('heading', { name: '用户设置' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^语言/ })).toBeVisible();
  await expect(input(page, '用户名')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}polish/settings.png`, fullPage: true });
  // Settings lead to the editor too.
  await page.getByRole('button', { name: /^编辑资料/ }).click();
  await expect(page).toHaveURL(/#\/pages\/editProfile\/editProfile$/);

  await page.goto('/#/pages/me/me');
  await page.locator('header').getByRole('button', { name: '设置' }).click();
  await expect(page).toHaveURL(/#\/pages\/userSetting\/userSetting$/);
  await context.close();
});

for (const language of ['fr', 'es', 'en', 'zh-Hant']) {
  test(`the profile editor fits a 375 px screen in ${language}`, async ({ browser, request }) => {
    const { page, context } = await signedInContext(browser, request);
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await page.goto('/#/pages/editProfile/editProfile');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Username, address, work, email: each placeholder whole.
    await expectPlaceholdersFit(page, 4);
    // Every label stays clear of its value, in at most two lines, and nothing scrolls sideways.
    const rows = await page.locator('input[aria-label]').evaluateAll((inputs) =>
      inputs.map((element) => {
        const label = element.closest('.adm-input')?.previousElementSibling as HTMLElement;
        return {
          label: label.textContent,
          right: label.getBoundingClientRect().right,
          left: element.getBoundingClientRect().left,
        };
      }),
    );
    for (const row of rows) expect(row.right, `${row.label} clear of its field`).toBeLessThanOrEqual(row.left);
    for (const { text, lines } of await lineCounts(page, 'button > span:first-child')) {
      expect(lines, `label "${text}"`).toBeLessThanOrEqual(2);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${ARTIFACTS}polish/edit-profile-${language}.png`, fullPage: true });
    await context.close();
  });
}

test('confirmations of what cannot be undone are red: log out, delete account, clear the log', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByRole('button', { name: '注销账号' }).click();
  await expectRedConfirmation(page, '确定要注销账号吗？', '继续注销');
  await page.screenshot({ path: `${ARTIFACTS}polish/confirm-delete-account.png` });
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expectRedConfirmation(page, '确定要退出登录吗？', '退出登录');
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/userSetting/);

  await page.getByRole('button', { name: '运行日志' }).click();
  await expect(page).toHaveURL(/#\/pages\/log\/log$/);
  await page.getByRole('button', { name: '清空' }).click();
  const clear = await expectRedConfirmation(page, '清空日志？', '清空');
  await clear.click();
  await expect(page.getByRole('heading', { name: '暂无日志' })).toBeVisible();
  await context.close();
});

test('the log and local file pages have their own titles and readable entries', async ({ browser, request }) => {
  const { page, context, token } = await signedInContext(browser, request);
  await addPhotos(request, token, ['#e07a5f', '#3d405b']);
  await page.goto('/#/pages/me/me');
  const tiles = page.getByRole('button', { name: /^查看第\d张照片$/ });
  await expect(tiles).toHaveCount(2);
  // Shown once, so kept in the device's image cache.
  await expect(tiles.nth(1).locator('img')).toBeVisible();

  await page.goto('/#/pages/log/log');
  await expect(page).toHaveTitle('运行日志');
  await expect(page.getByRole('heading', { name: '运行日志' })).toBeVisible();
  const entry = page.getByText(/^\/api\/user\/getUserInfo · 0 · \d+ ms$/).first();
  await expect(entry).toBeVisible();
  // The text has the entry's whole width (not a narrow third column), in a monospace font.
  const widths = await entry.evaluate((element) => ({
    text: element.getBoundingClientRect().width,
    row: (element.parentElement as HTMLElement).clientWidth,
    font: getComputedStyle(element).fontFamily,
  }));
  expect(widths.text).toBeGreaterThan(widths.row * 0.8);
  expect(widths.font).toMatch(/monospace/);
  await page.screenshot({ path: `${ARTIFACTS}polish/log.png` });

  await page.goto('/#/pages/localFile/localFile');
  await expect(page).toHaveTitle('本地缓存');
  await expect(page.getByRole('heading', { name: '本地缓存' })).toBeVisible();
  const deletes = page.getByRole('button', { name: /^删除 / });
  await expect(deletes.first()).toBeVisible();
  const before = await deletes.count();
  await page.screenshot({ path: `${ARTIFACTS}polish/local-file.png` });
  await deletes.first().click();
  const confirm = await expectRedConfirmation(page, '删除这张缓存图片？', '删除');
  await confirm.click();
  await expect(newestToast(page)).toHaveText('已删除');
  await expect(deletes).toHaveCount(before - 1);
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

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the action bar stays within the centred page, and the photo counter is centred', async ({
    browser,
    request,
  }) => {
    const alicePhone = randomPhone();
    const aliceToken = await createAccount(request, alicePhone, 'kkpass123');
    await addPhotos(request, aliceToken, ['#f2cc8f', '#81b29a', '#e07a5f']);
    const info = await request.post('/api/user/getUserInfo', { data: {}, headers: { token: aliceToken } });
    const alice = ((await info.json()) as { data: { id: number } }).data;

    const bob = await signedInContext(browser, request);
    const page = bob.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/#/pages/userDetail/userDetail?userId=${alice.id}`);
    // The fixed bar of follow, like and 发消息.
    const send = page.getByRole('button', { name: '关注' });
    await expect(send).toBeVisible();

    const frame = await page.locator('.kk-frame').boundingBox();
    const bar = await send.locator('..').boundingBox();
    expect(frame?.width).toBeCloseTo(750, 0);
    expect(bar?.width).toBeCloseTo(frame?.width ?? 0, 0);
    expect(bar?.x).toBeCloseTo(frame?.x ?? 0, 0);
    await page.screenshot({ path: `${ARTIFACTS}polish/user-detail-desktop.png` });

    await page.getByRole('button', { name: '查看第2张照片' }).click();
    const viewer = page.getByRole('dialog', { name: '图片预览' });
    const counter = viewer.getByText('2 / 3');
    await expect(counter).toBeVisible();
    const box = await counter.boundingBox();
    const screen = await viewer.boundingBox();
    const centre = (b: { x: number; width: number } | null) => (b?.x ?? 0) + (b?.width ?? 0) / 2;
    expect(Math.abs(centre(box) - centre(screen))).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${ARTIFACTS}polish/viewer-desktop.png` });
    await viewer.getByRole('button', { name: '关闭预览' }).click();
    await page.goto('/#/pages/me/me');
    await expect(page.getByRole('button', { name: '编辑资料' })).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS}polish/me-desktop.png` });
    await bob.context.close();
  });
});
