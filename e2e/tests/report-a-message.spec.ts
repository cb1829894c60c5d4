// Reporting a message (issue 23, DESIGN §3 "Reports"): A holds a message B sent in their chat; its menu offers 举报
// beside 复制. The report sheet names the chat, wants a reason, takes words; once sent it offers to block B, as
// reporting a person does, and blocking closes the composer. A's own message offers 举报 as well.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { sendText } from './console-helpers.ts';
import { ARTIFACTS, accountWithProfile, loggedInContext, newestToast, socketReady, uniqueName } from './helpers.ts';

/** A long press (350 ms held, SPEC §9) on a message's bubble: its actions open. */
async function longPress(page: Page, target: Locator): Promise<void> {
  const bounds = await target.boundingBox();
  if (!bounds) throw new Error('the message is not on screen');
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600);
  await page.mouse.up();
}

test('a message is reported from its long-press menu, and the report offers to block its sender', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const bName = uniqueName('小峰');
  const a = await accountWithProfile(request, { username: uniqueName('晓雨'), gender: 2, birthday: '1996-05-20' });
  const b = await accountWithProfile(request, { username: bName, gender: 1, birthday: '1993-02-11' });
  const bad = '加我微信，带你投资赚大钱';
  const reported = await sendText(origin, b.token, a.id, bad);
  await sendText(origin, a.token, b.id, '不用了，谢谢');

  const page = await (await loggedInContext(browser, a.token)).newPage();
  const ready = socketReady(page);
  await page.goto(`/#/pages/chat/chat?userId=${b.id}`);
  await ready;

  // A's own message offers 举报 too (either person of a conversation may report its messages); cancelled here.
  await longPress(page, page.getByText('不用了，谢谢', { exact: true }));
  await expect(page.getByRole('button', { name: '举报', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByRole('button', { name: '举报', exact: true })).toHaveCount(0);

  // B's message: 复制 and 举报. Pressed again if the first press came while the closing sheet still covered the page.
  await expect(async () => {
    await longPress(page, page.getByText(bad, { exact: true }));
    await expect(page.getByRole('button', { name: '复制', exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: '举报', exact: true }).click();

  // The sheet names the chat; a reason is required.
  const sheet = page.getByRole('region', { name: `举报与${bName}聊天中的这条消息` });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '提交举报' }).click();
  await expect(page.getByText('请选择举报原因')).toBeVisible();
  await sheet.getByText('诈骗或索要钱财').click();
  await sheet.getByRole('textbox', { name: '补充说明（选填）' }).fill('第一次聊天就拉我投资');
  await page.screenshot({ path: `${ARTIFACTS}chat-report-message.png` });

  // Sent as a report of that message (target_type 4, its message_id), which the server takes.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/report/addReport'));
  await sheet.getByRole('button', { name: '提交举报' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ target_type: 4, target_id: reported, reason: 2 });
  expect(((await response.json()) as { code: number }).code).toBe(0);

  // Then it offers to block B; blocking closes the composer.
  const offer = page.getByRole('dialog');
  await expect(offer.getByText('举报已提交', { exact: true })).toBeVisible();
  await expect(offer.getByText(`要同时拉黑${bName}吗`, { exact: false })).toBeVisible();
  await offer.getByRole('button', { name: '拉黑', exact: true }).click();
  await expect(newestToast(page)).toHaveText('已拉黑');
  await expect(page.getByText('你已将对方拉黑，解除拉黑后才能发消息')).toBeVisible();
  await page.context().close();
});
