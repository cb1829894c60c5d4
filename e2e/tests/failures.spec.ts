// No hidden failures (docs/decisions.md "Web", "Failures"): a write that fails for a reason other than a
// refusal tells the user in their language, keeps what they typed, and leaves its details on the log page,
// with nothing secret there.
import { expect, test } from '@playwright/test';
import { newestToast, signedInContext } from './helpers.ts';

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

test('a network failure while sending feedback says so, keeps the draft, and is logged', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/feedback/feedback');
  await page.getByText('功能建议', { exact: true }).click();
  const content = page.getByRole('textbox', { name: '反馈内容' });
  await content.fill('希望可以按城市筛选');
  await page.route('**/api/feedback/addFeedback', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(newestToast(page)).toHaveText(/^网络异常：/);
  await expect(content).toHaveValue('希望可以按城市筛选');
  await expect(page.getByRole('button', { name: '提交', exact: true })).toBeEnabled();

  await page.goto('/#/pages/log/log');
  await expect(page.getByText(/^\/api\/feedback\/addFeedback · 500 · \d+ ms$/)).toBeVisible();
  await expect(page.locator('li').filter({ hasText: /\/api\/feedback\/addFeedback · TypeError: / })).toHaveCount(1);
  await context.close();
});
