// No hidden failures (docs/decisions/0065-web-request-wrapper-and-failures.md): a write that fails for a reason other
// than a refusal tells the user in their language, keeps what they typed, and leaves its details on the log page,
// with nothing secret there. The log and local cache pages themselves: their own titles, readable entries, and a
// red confirmation before anything is deleted.
import { expect, test } from '@playwright/test';
import { ARTIFACTS, addPhotos, expectRedConfirmation, newestToast, signedInContext } from './helpers.ts';

test('an answer the app cannot use shows a generic failure, and the log page says where and why', async ({
  browser,
  request,
}) => {
  const { page, context, phone, token } = await signedInContext(browser, request);
  // The server "succeeds" without the avatar's URL: the app's own code fails on it.
  await page.route('**/api/userAvatar/updateUserAvatar', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, msg: '成功', data: null }) }),
  );
  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '更换头像' }).click();
  await page.getByText('选择系统头像').click();
  const picker = page.getByRole('region', { name: '选择头像' });
  await picker.getByRole('button', { name: '系统头像3' }).click();
  await expect(newestToast(page)).toHaveText('操作失败，请稍后重试。问题已记录在日志中');
  // Not told as a success, and the picker stays open to try again.
  await expect(picker).toBeVisible();

  await page.goto('/#/pages/log/log');
  const entry = page.locator('li').filter({ hasText: /\/api\/userAvatar\/updateUserAvatar · TypeError: / });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('错误');
  await expect(entry).toContainText(/at .+:\d+:\d+/);
  await expect(page.locator('body')).not.toContainText(phone);
  await expect(page.locator('body')).not.toContainText(token);
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
