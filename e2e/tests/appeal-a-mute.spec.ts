// A mute as the member meets it (issue 23): an operator mutes A through the console API with a reason. A's message
// is refused with the server's words (until when) and stays, failed, in the chat; the notice centre tells the mute
// in a sentence with its end and reason, and offers 申诉. The appeal wants words and a confirmation, is sent once,
// and the notice then says 已申诉, after a reload too.
import { expect, request as newRequest, test } from '@playwright/test';
import { readyOperator, sendText } from './console-helpers.ts';
import {
  ARTIFACTS,
  accountWithProfile,
  apiPost,
  loggedInContext,
  newestToast,
  socketReady,
  uniqueName,
} from './helpers.ts';

test('a muted member sees why, and appeals from the notice centre', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const a = await accountWithProfile(request, { username: uniqueName('阿杰'), gender: 1, birthday: '1994-06-01' });
  const b = await accountWithProfile(request, { username: uniqueName('小雅'), gender: 2, birthday: '1996-09-12' });
  await sendText(origin, b.token, a.id, '你好呀');

  // An operator mutes A for a day (the console's API, as the console does: its cookie and CSRF header).
  const operator = await readyOperator(request, 'moderator');
  const consoleApi = await newRequest.newContext({ baseURL: origin });
  const login = await apiPost<{ csrf: string }>(consoleApi, '/api/console/login', {
    name: operator.name,
    password: operator.password,
    otp: await operator.authenticator.code(),
  });
  const reason = '在广场反复发布广告';
  const acted = await consoleApi.post('/api/console/takeAction', {
    data: { userId: a.id, action: 'mute', reason, hours: 24 },
    headers: { 'x-csrf-token': login.csrf },
  });
  const actedBody = (await acted.json()) as { code: number; msg: string };
  expect(actedBody.code, actedBody.msg).toBe(0);
  await consoleApi.dispose();

  // A writes to B: refused with the server's words, naming when the mute ends; the message stays, failed.
  const page = await (await loggedInContext(browser, a.token)).newPage();
  const ready = socketReady(page);
  await page.goto(`/#/pages/chat/chat?userId=${b.id}`);
  await ready;
  await page.getByRole('textbox', { name: '消息内容' }).fill('我想解释一下');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(newestToast(page)).toContainText('你已被禁言');
  await expect(page.getByText('我想解释一下', { exact: true })).toBeVisible();
  await expect(page.getByText('发送失败', { exact: true })).toBeVisible();

  // The notice centre: the mute in a sentence with its end and the reason, and 申诉.
  await page.goto('/#/pages/notice/notice');
  const row = page.getByRole('list', { name: '通知列表' }).getByRole('listitem').filter({ hasText: reason });
  await expect(row).toContainText(/你已被禁言，至 \d{1,2}月\d{1,2}日 \d{2}:\d{2}。原因：在广场反复发布广告/);
  await page.screenshot({ path: `${ARTIFACTS}notice-mute.png` });
  await row.getByRole('button', { name: '申诉', exact: true }).click();

  // The appeal: words are required, then a red confirmation; sent once.
  const sheet = page.getByRole('region', { name: '申诉' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '提交申诉' }).click();
  await expect(newestToast(page)).toHaveText('请填写申诉理由');
  await sheet.getByRole('textbox', { name: '申诉理由' }).fill('那是我自己店铺的活动，不是广告，以后会注意');
  await page.screenshot({ path: `${ARTIFACTS}notice-appeal.png` });
  await sheet.getByRole('button', { name: '提交申诉' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '提交这条申诉？' });
  await confirm.getByRole('button', { name: '提交', exact: true }).click();
  await expect(newestToast(page)).toHaveText('申诉已提交，结果会通过通知告诉你');
  await expect(row).toContainText('已申诉');
  await expect(row.getByRole('button', { name: '申诉', exact: true })).toHaveCount(0);

  // The server keeps it: after a reload the notice still says 已申诉.
  await page.reload();
  await expect(
    page.getByRole('list', { name: '通知列表' }).getByRole('listitem').filter({ hasText: reason }),
  ).toContainText('已申诉');
  await page.context().close();
});
