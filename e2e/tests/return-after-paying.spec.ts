// Back from paying: the gateway brings the user back to the order's result; 完成, the bar's back and the
// browser's back all lead to the page the purchase began on (the recharge page, opened from Me), with the new
// balance, not to the home feed or the cashier.
import { expect, type Page, test } from '@playwright/test';
import { completeProfile, signedInContext } from './helpers.ts';

/** From the recharge page, pays for `coins` coins at the sandbox cashier and waits for the credited result. */
async function payInSandbox(page: Page, coins: number, price: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${coins} 金币`) }).click();
  await page.getByRole('button', { name: `支付宝支付 ${price}` }).click();
  await expect(page).toHaveTitle('支付宝沙箱收银台');
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/subPackagesB\/rechargeRecords\/rechargeRecords\?out_trade_no=/);
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
}

/** The recharge page, showing this balance and no order result on top. */
async function expectRechargePage(page: Page, balance: number): Promise<void> {
  await expect(page).toHaveURL(/#\/pages\/recharge\/recharge$/);
  await expect(page.getByText('当前金币', { exact: true }).locator('..')).toContainText(String(balance));
  await expect(page.getByRole('heading', { name: '充值成功' })).toHaveCount(0);
}

async function openRechargeFromMe(page: Page): Promise<void> {
  await page.goto('/#/pages/me/me');
  await page
    .getByRole('region', { name: '金币与会员' })
    .getByRole('button', { name: /金币余额/ })
    .click();
  await expect(page).toHaveURL(/pages\/recharge\/recharge$/);
}

test('完成 after paying leads back to the recharge page the purchase began on', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const me = await signedInContext(browser, request);
  await completeProfile(request, me.token);
  await openRechargeFromMe(me.page);

  await payInSandbox(me.page, 300, '¥30.00');
  await me.page.getByRole('button', { name: '完成' }).click();
  await expectRechargePage(me.page, 300);
  await me.context.close();
});

test("the bar's back and the browser's back after paying lead back to the recharge page", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await signedInContext(browser, request);
  await completeProfile(request, me.token);
  await openRechargeFromMe(me.page);

  await payInSandbox(me.page, 300, '¥30.00');
  await me.page.getByRole('button', { name: '返回' }).click();
  await expectRechargePage(me.page, 300);

  await payInSandbox(me.page, 300, '¥30.00');
  await me.page.goBack();
  await expectRechargePage(me.page, 600);
  await me.context.close();
});
