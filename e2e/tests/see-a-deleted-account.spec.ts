// A deleted account as the other person sees it, live: A and B chat, each in their own browser; B deletes the
// account; A's open chat turns to 已注销用户 without a reload, the kk lock action and the composer give way to a
// line saying the account is gone, and A's message list shows the row as 已注销用户 with nothing of B's name.
// Later too: A reloads the chat (so nothing the socket said is left in memory) and still sees it gone, from the
// server's -2012, and B's profile page is a neutral 已注销用户 page with no action and no error toast.
import { expect, type Page, test } from '@playwright/test';
import {
  ARTIFACTS,
  accountWithProfile,
  apiPost,
  chatSocketReady,
  latestCodeOfType,
  loggedInContext,
  newestToast,
  randomPhone,
} from './helpers.ts';

const PLACE = { province: '青海省', city: '果洛藏族自治州', county: '班玛县' };

test('B deletes the account: A’s open chat and message list show 已注销用户, and the composer is gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Math.floor(Math.random() * 1e6);
  const aName = `阿杰${tag}`;
  const bName = `小雅${tag}`;
  const a = await accountWithProfile(request, { username: aName, gender: 1, birthday: '1994-06-01', ...PLACE });
  const bPhone = randomPhone();
  const b = await accountWithProfile(request, { username: bName, gender: 2, birthday: '1996-09-12', ...PLACE }, bPhone);
  const aPage = await (await loggedInContext(browser, a.token)).newPage();
  const bPage = await (await loggedInContext(browser, b.token)).newPage();

  // A writes; B, on the conversation, answers.
  const aSocket = chatSocketReady(aPage);
  const bSocket = chatSocketReady(bPage);
  await aPage.goto(`/#/pages/chat/chat?userId=${b.id}`);
  await expect(aPage.getByRole('heading', { name: bName })).toBeVisible();
  await aSocket;
  await aPage.getByRole('textbox', { name: '消息内容' }).fill('周末去看星星吗');
  await aPage.getByRole('button', { name: '发送', exact: true }).click();
  // Stored (the ack came): the bubble shows 未读.
  await expect(aPage.getByText('未读', { exact: true })).toBeVisible();
  await bPage.goto(`/#/pages/chat/chat?userId=${a.id}`);
  await expect(bPage.getByText('周末去看星星吗')).toBeVisible();
  await bSocket;
  await bPage.getByRole('textbox', { name: '消息内容' }).fill('好呀');
  await bPage.getByRole('button', { name: '发送', exact: true }).click();
  await expect(aPage.getByText('好呀')).toBeVisible();
  // A goes back to the message list and opens the conversation from its row.
  await aPage.getByRole('button', { name: '返回' }).click();
  await aPage.getByRole('button', { name: `和${bName}聊天` }).click();
  await expect(aPage.getByText('好呀')).toBeVisible();
  await expect(aPage.getByRole('button', { name: '申请kk锁' })).toBeVisible();

  // B deletes the account (by SMS code, as the settings page does).
  await apiPost(request, '/api/user/sendDeleteAccountSms', {}, b.token);
  const code = await latestCodeOfType(request, bPhone, 3);
  await apiPost(request, '/api/user/deleteAccount', { code }, b.token);

  // A's open chat turns live: 已注销用户, no messages, no kk lock action, no composer, a line instead.
  await expect(aPage.getByRole('heading', { name: '已注销用户' })).toBeVisible();
  await expect(aPage.getByText('该账号已注销，无法发送消息')).toBeVisible();
  await expect(aPage.getByRole('textbox', { name: '消息内容' })).toHaveCount(0);
  await expect(aPage.getByRole('button', { name: '申请kk锁' })).toHaveCount(0);
  await expect(aPage.getByText('好呀')).toHaveCount(0);
  await expect(aPage.getByText(bName)).toHaveCount(0);
  await aPage.screenshot({ path: `${ARTIFACTS}chat-gone.png` });

  // The message list, from the cache the frame updated: the row is 已注销用户, nothing of B's name.
  await aPage.getByRole('button', { name: '返回' }).click();
  await expect(aPage.getByRole('button', { name: '和已注销用户聊天' })).toBeVisible();
  await expect(aPage.getByText(bName)).toHaveCount(0);

  // Later: the chat opened again from its link after a reload, with nothing the socket said left in memory.
  await aPage.goto(`/#/pages/chat/chat?userId=${b.id}`);
  await aPage.reload();
  await expectGoneChat(aPage, bName);
  await aPage.screenshot({ path: `${ARTIFACTS}chat-gone-after-reload.png` });
  // The message list after the reload has no row of B at all.
  await aPage.getByRole('button', { name: '返回' }).click();
  await expect(aPage.getByRole('button', { name: '和已注销用户聊天' })).toHaveCount(0);
  await expect(aPage.getByText(bName)).toHaveCount(0);

  // B's profile: a neutral page, 已注销用户 and the catalogue's message, nothing to do but go back.
  await aPage.goto(`/#/pages/userDetail/userDetail?userId=${b.id}`);
  await expect(aPage.getByRole('heading', { name: '已注销用户' })).toBeVisible();
  await expect(aPage.getByText('该账号已注销', { exact: true })).toBeVisible();
  await expect(aPage.getByText(bName)).toHaveCount(0);
  for (const action of ['关注', '喜欢', '发消息', '更多', '重试']) {
    await expect(aPage.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expect(aPage.getByRole('img')).toHaveCount(0);
  await expect(newestToast(aPage)).toHaveCount(0);
  await aPage.screenshot({ path: `${ARTIFACTS}profile-gone.png` });
  await aPage.context().close();
  await bPage.context().close();
});

/** The chat with a deleted account: 已注销用户, no message, no greeting, no kk lock action, no composer, the line. */
async function expectGoneChat(page: Page, oldName: string) {
  await expect(page.getByRole('heading', { name: '已注销用户' })).toBeVisible();
  await expect(page.getByText('该账号已注销，无法发送消息')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '消息内容' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '申请kk锁' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '打招呼' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '更多' })).toHaveCount(0);
  await expect(page.getByText('好呀')).toHaveCount(0);
  await expect(page.getByText(oldName)).toHaveCount(0);
  await expect(newestToast(page)).toHaveCount(0);
}
