// Account deletion end to end: confirmation, a delete-purpose code (type 3), deletion, logged out for good; and
// the confirmations of what cannot be undone (delete the account, log out, clear the log) are red.
import { expect, test } from '@playwright/test';
import {
  ARTIFACTS,
  apiPost,
  expectRedConfirmation,
  input,
  latestCodeOfType,
  loginByPassword,
  newestToast,
  signedInContext,
} from './helpers.ts';

test('a user deletes the account by SMS code, is logged out and cannot log in again', async ({ browser, request }) => {
  const { page, context, phone, password, token } = await signedInContext(browser, request);
  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByRole('button', { name: '注销账号' }).click();

  // First a confirmation that says what goes; cancelling keeps everything.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('确定要注销账号吗？')).toBeVisible();
  await expect(dialog.getByText(/相册照片/)).toBeVisible();
  // No coins and no VIP: nothing more is said.
  await expect(dialog.getByText(/一并失去/)).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('region', { name: '注销账号' })).toHaveCount(0);

  await page.getByRole('button', { name: '注销账号' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '继续注销' }).click();
  const sheet = page.getByRole('region', { name: '注销账号' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(`验证码将发送至${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

  // A wrong code is refused by the server and nothing happens.
  await sheet.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^\d+秒后重发$/ })).toBeDisabled();
  const code = await latestCodeOfType(request, phone, 3);
  await input(page, '验证码').fill(code === '000000' ? '111111' : '000000');
  await expect(page.getByText('验证码已发送')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}delete-account.png` });
  await sheet.getByRole('button', { name: '确认注销' }).click();
  await expect(newestToast(page)).toHaveText('验证码错误');
  await expect(page).toHaveURL(/userSetting/);

  await input(page, '验证码').fill(code);
  await sheet.getByRole('button', { name: '确认注销' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await expect(newestToast(page)).toHaveText('账号已注销');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old token is refused, and the account cannot log in.
  const info = await request.post('/api/user/getUserInfo', { data: {}, headers: { token } });
  expect(((await info.json()) as { code: number }).code).toBe(401);
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await loginByPassword(page, phone, password);
  await expect(newestToast(page)).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/#\/pages\/login\/login$/);
  await context.close();
});

test('a user with coins and VIP days left is told, before deleting, that they go with the account', async ({
  browser,
  request,
}) => {
  const { page, context, token } = await signedInContext(browser, request);
  // 300 coins through the sandbox cashier, then 7 days of VIP for 70 of them: 230 coins and 7 days left.
  await page.goto('/#/pages/recharge/recharge');
  await page.getByRole('button', { name: /300 金币/ }).click();
  await page.getByRole('button', { name: '支付宝支付 ¥30.00' }).click();
  await expect(page).toHaveTitle('支付宝沙箱收银台');
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
  await apiPost(request, '/api/pay/buyVip', { days: 7 }, token);

  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/你的230金币和7天会员将一并失去。/)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}delete-account-loss.png` });
  await dialog.getByRole('button', { name: '继续注销' }).click();
  const sheet = page.getByRole('region', { name: '注销账号' });
  await expect(sheet.getByText('你的230金币和7天会员将一并失去。')).toBeVisible();
  await context.close();
});

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
