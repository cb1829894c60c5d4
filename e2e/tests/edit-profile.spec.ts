// Profiles and media, as two people see them: one fills a profile with the pickers, uploads photos and previews
// them; another opens that profile and sees the public part only. Test images are drawn here with sharp. The me
// tab leads to the editor and to settings, and the editor fits a 375 px screen in every language.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, confirmPicker, input, masked, newestToast, pickInColumn, signedInContext } from './helpers.ts';
import { expectPlaceholdersFit, lineCounts } from './measure.ts';

/** A colourful test picture: a gradient sky, a sun and hills, drawn as SVG and encoded by sharp. */
export async function photo(width: number, height: number, colors: [string, string], format: 'jpeg' | 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff6c8"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.68}
      V ${height} H 0 Z" fill="#2f6f4f" opacity="0.85"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** Whole years in China time, as the server counts them. */
function ageOf(birthday: string): number {
  const today = new Date(Date.now() + 8 * 3_600_000);
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const month = today.getUTCMonth() + 1;
  const before = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (before ? 1 : 0);
}

async function openPicker(page: Page, row: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${row}`) }).click();
  await expect(page.locator('.adm-picker-view-column').first()).toBeVisible();
}

test('a profile filled with the pickers, three photos uploaded and previewed, seen by another user', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const alice = await signedInContext(browser, request);
  const page = alice.page;
  const name = `小林${Math.floor(Math.random() * 1e6)}`;

  // Settings show the account; 编辑资料 opens the profile editor: every kind of field, the pickers included.
  await page.goto('/#/pages/userSetting/userSetting');
  await expect(page.getByRole('heading', { name: '用户设置' })).toBeVisible();
  await expect(page.getByText(masked(alice.phone))).toBeVisible();
  await page.getByRole('button', { name: /^编辑资料/ }).click();
  await expect(page.getByRole('heading', { name: '编辑资料' })).toBeVisible();
  await page.locator('input[aria-label="用户名"]').fill(name);

  await openPicker(page, '性别');
  await pickInColumn(page, 0, '女');
  await confirmPicker(page);

  await openPicker(page, '生日');
  await pickInColumn(page, 0, '1996');
  await pickInColumn(page, 1, '5');
  await pickInColumn(page, 2, '20');
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /^生日/ })).toContainText('1996-05-20');

  await openPicker(page, '身高');
  await pickInColumn(page, 0, '168厘米');
  await confirmPicker(page);

  await openPicker(page, '婚姻状况');
  await pickInColumn(page, 0, '未婚');
  await confirmPicker(page);

  await openPicker(page, '所在地区');
  await pickInColumn(page, 0, '广东省');
  await pickInColumn(page, 1, '深圳市');
  await pickInColumn(page, 2, '南山区');
  await confirmPicker(page);
  await expect(page.getByRole('button', { name: /^所在地区/ })).toContainText('广东省 深圳市 南山区');

  await page.locator('input[aria-label="职业"]').fill('设计师');
  await openPicker(page, '月收入');
  await pickInColumn(page, 0, '1.2万-2万');
  await confirmPicker(page);
  await page.getByRole('textbox', { name: '个性签名' }).fill('喜欢爬山和咖啡');
  await expect(page.getByText('7/60')).toBeVisible();

  // A bad email is refused with the contract's message, and what was typed stays.
  await page.locator('input[aria-label="邮箱"]').fill('not-an-email');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(newestToast(page)).toHaveText('邮箱格式不正确');
  await expect(page.locator('input[aria-label="用户名"]')).toHaveValue(name);
  await page.locator('input[aria-label="邮箱"]').fill('lin@example.com');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}settings.png`, fullPage: true });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(newestToast(page)).toHaveText('保存成功');
  await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);

  const saved = await request.post('/api/user/getUserInfo', { data: {}, headers: { token: alice.token } });
  expect(((await saved.json()) as { data: Record<string, unknown> }).data).toMatchObject({
    username: name,
    gender: 2,
    birthday: '1996-05-20',
    height: 168,
    marriage: 1,
    province: '广东省',
    city: '深圳市',
    county: '南山区',
    work: '设计师',
    salary: '12k-20k',
    email: 'lin@example.com',
    signature: '喜欢爬山和咖啡',
  });

  // Me: three photos through the uploader, each with its progress, then success.
  await page.goto('/#/pages/me/me');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('还没有照片，上传几张展示真实的自己吧')).toBeVisible();
  // Slow the answers down so the progress can be seen (and asserted) before it ends.
  await page.route('**/api/file/upload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: '添加照片' }).click();
  await expect(page.getByRole('heading', { name: '上传照片' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 600, ['#4facfe', '#00f2fe'], 'jpeg') },
      { name: 'mountain.jpg', mimeType: 'image/jpeg', buffer: await photo(600, 900, ['#fa709a', '#fee140'], 'jpeg') },
      // Longer than IMAGE_MAX_SIDE: shrunk in the browser before it is sent.
      { name: 'city.png', mimeType: 'image/png', buffer: await photo(3000, 1800, ['#a18cd1', '#fbc2eb'], 'png') },
    ]);
  const items = page.locator('li[data-status]');
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(3);
  await expect(page.getByText(/^上传中 \d+%$/).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}upload-progress.png` });
  await expect(page.locator('li[data-status="success"]')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText('上传成功')).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(newestToast(page)).toHaveText('已添加3张照片');
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('heading', { name: '上传照片' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^查看第\d张照片$/ })).toHaveCount(3);
  await expect(page.getByText('3/30')).toBeVisible();
  await page.unroute('**/api/file/upload');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}me.png` });

  // Preview with zoom: double click and wheel, always within 1x-4x.
  await page.getByRole('button', { name: '查看第2张照片' }).click();
  const viewer = page.getByRole('dialog', { name: '图片预览' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  const image = viewer.locator('img[data-scale]');
  await expect(image).toHaveAttribute('data-scale', '1.00');
  const box = await viewer.boundingBox();
  if (!box) throw new Error('no viewer');
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(image).toHaveAttribute('data-scale', '2.50');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -400);
  await expect(image).toHaveAttribute('data-scale', '4.00');
  await page.screenshot({ path: `${ARTIFACTS}photo-preview.png` });
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 400);
  await expect(image).toHaveAttribute('data-scale', '1.00');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await viewer.getByRole('button', { name: '关闭预览' }).click();
  await expect(viewer).toHaveCount(0);

  // Another user's view: username, age, province and city, the photos, and never the phone.
  const bob = await signedInContext(browser, request);
  await bob.page.goto(`/#/pages/userDetail/userDetail?userId=${alice.user.id}`);
  await expect(bob.page.getByRole('heading', { name })).toBeVisible();
  await expect(bob.page.getByText(`女 · ${ageOf('1996-05-20')}岁`)).toBeVisible();
  await expect(bob.page.getByText('广东省 深圳市', { exact: true })).toBeVisible();
  await expect(bob.page.getByText('喜欢爬山和咖啡')).toBeVisible();
  await expect(bob.page.getByRole('button', { name: /^查看第\d张照片$/ })).toHaveCount(3);
  // Follow, like and 发消息 for someone else's profile.
  await expect(bob.page.getByRole('button', { name: '发消息' })).toBeVisible();
  await expect(bob.page.getByRole('button', { name: '关注' })).toBeVisible();
  const body = bob.page.locator('body');
  for (const secret of [
    alice.phone,
    masked(alice.phone),
    alice.phone.slice(-4),
    '1996-05-20',
    '南山区',
    'lin@example.com',
  ]) {
    await expect(body).not.toContainText(secret);
  }
  await bob.page.screenshot({ path: `${ARTIFACTS}user-detail.png`, fullPage: true });
  await bob.page.getByRole('button', { name: '查看第1张照片' }).click();
  await expect(bob.page.getByRole('dialog', { name: '图片预览' })).toBeVisible();
  await expect(bob.page.getByRole('button', { name: '删除' })).toHaveCount(0);
  await bob.page.keyboard.press('Escape');
  await expect(bob.page.getByRole('dialog', { name: '图片预览' })).toHaveCount(0);

  // Alice previews her own profile as others see it.
  await page.getByRole('button', { name: '预览我的主页' }).click();
  await expect(page).toHaveURL(new RegExp(`userDetail\\?userId=${alice.user.id}$`));
  await expect(page.getByText('这是其他人看到的你的主页')).toBeVisible();
  await expect(page.getByRole('button', { name: '发消息' })).toHaveCount(0);

  // Deleting a photo of your own album asks first.
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '查看第1张照片' }).click();
  const preview = page.getByRole('dialog', { name: '图片预览' });
  await preview.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除这张照片？')).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: '删除这张照片？' }).getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('删除这张照片？')).toHaveCount(0);
  await expect(preview.getByText('1 / 3')).toBeVisible();
  await preview.getByRole('button', { name: '删除' }).click();
  const confirmDelete = page
    .getByRole('dialog')
    .filter({ hasText: '删除这张照片？' })
    .getByRole('button', { name: '删除' });
  // What cannot be undone is confirmed with a red button.
  await expect(confirmDelete).toHaveCSS('color', 'rgb(255, 49, 65)');
  await confirmDelete.click();
  await expect(newestToast(page)).toHaveText('照片已删除');
  await expect(preview.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('2/30')).toBeVisible();

  await alice.context.close();
  await bob.context.close();
});

test('an upload that cannot go says why on its item: too large here, refused by the server', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '添加照片' }).click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles([
      // Over the server's maxBytes (10 MB) and a GIF, which is never re-encoded: refused before sending.
      {
        name: 'huge.gif',
        mimeType: 'image/gif',
        buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(11 << 20)]),
      },
      // Not an image at all: the server refuses it by its content and says why.
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') },
    ]);
  await expect(page.locator('li[data-status="failed"]')).toHaveCount(2);
  await expect(page.locator('li[data-status="failed"]').nth(0)).toContainText('文件超出大小限制');
  await expect(page.locator('li[data-status="failed"]').nth(1)).toContainText('仅支持 JPEG、PNG、WebP 和 GIF 图片');
  await page.screenshot({ path: `${ARTIFACTS}upload-failed.png` });
  // Neither would go on a second try: no retry is offered (a network failure offers one: upload-photos.spec.ts).
  await expect(page.locator('li[data-status="failed"]').getByRole('button', { name: '重试' })).toHaveCount(0);
  await page.locator('li[data-status="failed"]').nth(0).getByRole('button', { name: '移除' }).click();
  await expect(page.locator('li[data-status]')).toHaveCount(1);
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByText('0/30')).toBeVisible();
  await context.close();
});

test('avatar (system, paged to all 24), background upload, then the local image cache and the app log', async ({
  browser,
  request,
}) => {
  const { page, context, phone, token } = await signedInContext(browser, request);
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '更换头像' }).click();
  await page.getByText('选择系统头像').click();
  const picker = page.getByRole('region', { name: '选择头像' });
  await expect(picker.getByRole('button', { name: /^系统头像\d+$/ })).toHaveCount(10);
  await picker.getByRole('button', { name: '加载更多' }).click();
  await expect(picker.getByRole('button', { name: /^系统头像\d+$/ })).toHaveCount(20);
  await picker.getByRole('button', { name: '加载更多' }).click();
  await expect(picker.getByRole('button', { name: /^系统头像\d+$/ })).toHaveCount(24);
  await expect(picker.getByText('已显示全部24个头像')).toBeVisible();
  await picker.getByRole('button', { name: '系统头像23' }).click();
  await expect(newestToast(page)).toHaveText('头像已更新');
  await expect(page.locator('header img[alt$="的头像"]')).toBeVisible();

  await page.getByRole('button', { name: '更换背景' }).click();
  await expect(page.getByRole('heading', { name: '上传背景图' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .last()
    .setInputFiles({
      name: 'sky.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1200, 800, ['#f6d365', '#fda085'], 'jpeg'),
    });
  // The avatar's toast may still be fading out on a slow machine.
  await expect(page.locator('.adm-toast-main', { hasText: '背景已更新' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '上传背景图' })).toBeHidden();
  await expect(page.locator('header img[alt=""]')).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}me-avatar-background.png` });

  // The images shown are cached on the device: listed with their sizes, cleared after a confirmation.
  await page.goto('/#/pages/localFile/localFile');
  await expect(page.getByText(/^共\d+张图片，占用[\d.]+ (B|KB|MB)$/)).toBeVisible();
  await expect(page.getByRole('img', { name: '缓存图片' }).first()).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}local-file.png` });
  await page.getByRole('button', { name: '清空缓存' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '清空缓存' }).click();
  await expect(page.getByRole('heading', { name: '暂无本地文件' })).toBeVisible();

  // The app log shows this visit's requests (path, code, time) and nothing secret.
  await page.goto('/#/pages/log/log');
  await expect(page.getByText(/^\/api\/userAvatar\/updateUserAvatar · 0 · \d+ ms$/)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(phone);
  await expect(page.locator('body')).not.toContainText(token);
  await page.screenshot({ path: `${ARTIFACTS}log.png` });
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.getByText('清空日志？')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '清空' }).click();
  await expect(page.getByRole('heading', { name: '暂无日志' })).toBeVisible();
  await context.close();
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
