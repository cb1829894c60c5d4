// Payments and provider sign-in, through the development sandbox gateway the server hosts: a user
// recharges, sees the record and the balance, buys VIP and then sees who liked them; and a newcomer logs in
// with Alipay by scanning (here: opening) the authorisation page while the app polls every 3 s.
import { expect, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  apiPost,
  completeProfile,
  createAccount,
  newestToast,
  randomPhone,
  signedInContext,
} from './helpers.ts';

/** Me's wallet row: the balance button and the VIP button. */
function wallet(page: Page) {
  return page.getByRole('region', { name: '金币与会员' });
}

test('a user recharges through the sandbox, sees the record and balance, buys VIP and sees who liked them', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await signedInContext(browser, request);
  await completeProfile(request, me.token);
  const page = me.page;

  // Someone likes this user before they are VIP.
  const liker = await createAccount(request, randomPhone(), 'kkpass123');
  const likerName = `喜欢你${Math.floor(Math.random() * 1e6)}`;
  await apiPost(request, '/api/user/updateUserInfo', { username: likerName, gender: 2, birthday: '1996-05-20' }, liker);
  await apiPost(request, '/api/chat/zan', { userId: me.user.id }, liker);

  // Me: no coins, no VIP yet.
  await page.goto('/#/pages/me/me');
  await expect(wallet(page).getByRole('button', { name: /金币余额\s*0/ })).toBeVisible();
  await expect(wallet(page)).toContainText('开通会员，看看谁喜欢了你');

  // The height filter of the feed is VIP's: locked, with the invitation.
  await page.goto('/#/pages/home/home');
  await page.getByRole('button', { name: /^筛选/ }).click();
  const filters = page.getByRole('complementary', { name: '高级筛选是会员特权' });
  await expect(filters).toContainText('开通会员即可按身高筛选');
  await page.screenshot({ path: `${ARTIFACTS}pay-filter-locked.png` });
  await page.getByRole('button', { name: '确定' }).click();

  // Who liked me, as a non-VIP: how many did, and the way to VIP instead of a dead end.
  await page.goto('/#/pages/zanMe/zanMe');
  await expect(page.getByRole('heading', { name: '开通会员，看看谁喜欢了你' })).toBeVisible();
  await expect(page.getByText('已经有 1 位用户喜欢了你')).toBeVisible();
  await expect(page.getByText(likerName)).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}pay-zanme-invite.png` });
  await page.getByRole('button', { name: '开通会员' }).click();
  await expect(page).toHaveURL(/pages\/recharge\/recharge/);

  // Recharge 300 coins (¥30) through the sandbox cashier.
  await page.getByRole('button', { name: /300 金币/ }).click();
  await page.screenshot({ path: `${ARTIFACTS}pay-recharge.png`, fullPage: true });
  await page.getByRole('button', { name: '支付宝支付 ¥30.00' }).click();
  await expect(page).toHaveTitle('支付宝沙箱收银台');
  await expect(page.locator('.amount')).toHaveText('¥30.00');
  await page.getByRole('button', { name: '确认付款' }).click();

  // Back in the app: the order's state, then the record.
  await expect(page).toHaveURL(/subPackagesB\/rechargeRecords\/rechargeRecords\?out_trade_no=/);
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
  await expect(page.getByText('300 金币已到账')).toBeVisible();
  const records = page.getByRole('list', { name: '充值记录' });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records).toContainText('300 金币');
  await expect(records).toContainText('¥30.00');
  await expect(records).toContainText('已到账');
  await page.screenshot({ path: `${ARTIFACTS}pay-result.png` });
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('heading', { name: '充值成功' })).toHaveCount(0);

  // The balance on Me.
  await page.goto('/#/pages/me/me');
  await expect(wallet(page).getByRole('button', { name: /金币余额\s*300/ })).toBeVisible();

  // Buy 7 days of VIP with coins, after a confirmation.
  await wallet(page)
    .getByRole('button', { name: /金币余额/ })
    .click();
  await expect(page).toHaveURL(/pages\/recharge\/recharge/);
  await page.getByRole('button', { name: '开通 7 天会员' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('使用 70 金币开通 7 天会员？');
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(newestToast(page)).toContainText('会员已开通，有效期至');
  await expect(page.getByRole('button', { name: '续费 7 天会员' })).toBeVisible();

  await page.goto('/#/pages/me/me');
  await expect(wallet(page).getByRole('button', { name: /金币余额\s*230/ })).toBeVisible();
  await expect(wallet(page)).toContainText('有效期至');
  await page.screenshot({ path: `${ARTIFACTS}pay-me-vip.png` });

  // Now who liked me shows the person.
  await page.goto('/#/pages/zanMe/zanMe');
  await expect(page.getByText(likerName)).toBeVisible();
  await expect(page.getByRole('heading', { name: '开通会员，看看谁喜欢了你' })).toHaveCount(0);
  await me.context.close();
});

test('a newcomer logs in with Alipay through the sandbox while the app polls every 3 s', async ({ page }) => {
  test.setTimeout(90_000);
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/login/getAlipayLoginResult')) polls.push(Date.now());
  });

  await page.goto('/#/pages/login/login');
  const alipay = page.getByRole('button', { name: '支付宝登录' });

  // Cancel stops the wait: the sheet goes and no more polls are sent.
  await alipay.click();
  const sheet = page.getByRole('region', { name: '支付宝登录' });
  await expect(sheet.getByText('等待授权中…')).toBeVisible();
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toHaveCount(0);
  const afterCancel = polls.length;
  await page.waitForTimeout(3500);
  expect(polls.length).toBe(afterCancel);

  // Refusing in Alipay ends the wait with SPEC's 登录失败, and the user can start again.
  await alipay.click();
  const [refuse] = await Promise.all([
    page.waitForEvent('popup'),
    sheet.getByRole('link', { name: '在本浏览器中打开授权页' }).click(),
  ]);
  await refuse.getByRole('button', { name: '拒绝' }).click();
  await refuse.close();
  await expect(sheet.getByText('支付宝登录没有完成')).toBeVisible();
  await expect(sheet.getByText('登录失败')).toBeVisible();
  const afterRefusal = polls.length;
  await sheet.getByRole('button', { name: '重新获取' }).click();

  // A desktop browser shows the authorisation as a QR code, and a link to open it here.
  await expect(sheet.getByRole('img', { name: '支付宝登录二维码' })).toBeVisible();
  await expect(sheet.getByText('等待授权中…')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}pay-alipay-login.png` });
  // Let at least one poll answer "still waiting" before authorising.
  await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThan(afterRefusal);

  const [authorize] = await Promise.all([
    page.waitForEvent('popup'),
    sheet.getByRole('link', { name: '在本浏览器中打开授权页' }).click(),
  ]);
  await authorize.getByRole('button', { name: '以新的沙箱账号授权' }).click();
  await expect(authorize.getByText('授权成功')).toBeVisible();
  await authorize.close();

  // The next poll brings the login: a new account goes on to onboarding.
  await expect(newestToast(page)).toHaveText('登录成功');
  await expect(page).not.toHaveURL(/pages\/login/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // SPEC §9: the payment-login poll runs every 3 s (never faster).
  const session = polls.slice(afterRefusal);
  expect(session.length).toBeGreaterThanOrEqual(2);
  const gaps = session.slice(1).map((time, i) => time - (session[i] ?? time));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2900);
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    hasTouch: true,
  });

  test('Alipay login opens the authorisation itself instead of a QR code', async ({ page }) => {
    await page.goto('/#/pages/login/login');
    const [authorize] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: '支付宝登录' }).click(),
    ]);
    const sheet = page.getByRole('region', { name: '支付宝登录' });
    await expect(sheet.getByRole('link', { name: '打开支付宝授权' })).toBeVisible();
    await expect(sheet.getByRole('img', { name: '支付宝登录二维码' })).toHaveCount(0);
    await expect(sheet.getByText('等待授权中…')).toBeVisible();

    await authorize.getByRole('button', { name: '以新的沙箱账号授权' }).click();
    await expect(authorize.getByText('授权成功')).toBeVisible();
    await authorize.close();
    await expect(newestToast(page)).toHaveText('登录成功');
    await expect(page).not.toHaveURL(/pages\/login/);
  });
});
