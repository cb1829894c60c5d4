// Member safety in chat (issue 24; docs/decisions/0094-web-first-contact-and-chat-safety.md), at 375x812: a stranger's
// money talk arrives with a calm warning and the way to the safety page; a stranger's picture arrives blurred and a
// tap shows it (and the setting turns that off); who may write to me, chosen in settings, is what another member's
// profile and chat say before they type, and a message refused because of it, or because it is the fourth without an
// answer, stays unsent with why. Accounts are made and strangers' messages sent through the API (fixtures).
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { sendText } from './console-helpers.ts';
import { ARTIFACTS, accountWithProfile, loggedInContext, newestToast, socketReady, uniqueName } from './helpers.ts';

// Each test has two or three browsers and a socket route open at once: on a busy machine a chat takes longer than
// the default 10 s to load its first page, so this spec waits up to 20 s for what it expects.
const expect = baseExpect.configure({ timeout: 20_000 });

async function member(request: APIRequestContext, prefix: string, gender: 1 | 2) {
  const username = uniqueName(prefix);
  const { token, id } = await accountWithProfile(request, {
    username,
    gender,
    birthday: gender === 1 ? '1991-04-02' : '1994-08-19',
  });
  return { username, token, id };
}

/** Uploads a picture as the token's owner and sends it over a socket of their own (what the app does). */
async function sendPicture(request: APIRequestContext, origin: string, token: string, to: number): Promise<void> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0457b' } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post('/api/file/upload', {
    headers: { token },
    multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer } },
  });
  const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  const created = await request.get('/api/chat/createMessageId', { headers: { token } });
  const messageId = ((await created.json()) as { result: string }).result;
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws/chat?token=${token}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const acked = new Promise<void>((resolve, reject) => {
    socket.addEventListener('message', (event) => {
      const frame = String(event.data);
      if (frame.includes('"ack"') && frame.includes(messageId)) resolve();
      if (frame.includes('"error"') && frame.includes(messageId)) reject(new Error(frame));
    });
  });
  socket.send(JSON.stringify({ type: 'message', data: { message_id: messageId, to_user_id: to, images: [fileId] } }));
  await acked;
  socket.close();
}

async function openChat(page: Page, peer: number): Promise<void> {
  const ready = socketReady(page);
  await page.goto(`/#/pages/chat/chat?userId=${peer}`);
  await ready;
}

test('a stranger’s money talk arrives with a warning and the way to the safety page', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await member(request, '林', 2);
  const b = await member(request, '赵', 1);
  const money = '最近手头紧，能先转账给我两千吗？下周就还你';
  await sendText(baseURL ?? '', b.token, a.id, money);

  const page = await (await loggedInContext(browser, a.token)).newPage();
  await openChat(page, b.id);
  await expect(page.getByText(money, { exact: true })).toBeVisible();
  const warning = page.getByRole('note').filter({ hasText: '涉及钱款' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('不要给刚认识的人转账、借钱或投资');
  const link = warning.getByRole('link', { name: '了解如何防骗' });
  await expect(link).toHaveAttribute('href', '#/safety');
  await page.screenshot({ path: `${ARTIFACTS}chat-safety-tip.png` });

  // The sender sees their own message plainly: the warning is the recipient's.
  const sender = await (await loggedInContext(browser, b.token)).newPage();
  await openChat(sender, a.id);
  await expect(sender.getByText(money, { exact: true })).toBeVisible();
  await expect(sender.getByRole('note')).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/#\/safety$/);
});

test('a stranger’s picture arrives blurred and a tap shows it; the setting turns blurring off', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const a = await member(request, '周', 2);
  const b = await member(request, '吴', 1);
  await sendPicture(request, baseURL ?? '', b.token, a.id);

  const page = await (await loggedInContext(browser, a.token)).newPage();
  await openChat(page, b.id);
  const blurred = page.getByRole('button', { name: '陌生人发来的图片，已模糊，点击查看' });
  await expect(blurred).toBeVisible();
  await expect(blurred).toContainText('点击查看');
  // Really blurred (not dimmed), and nothing opens the picture itself before the tap.
  const drawn = blurred.locator('img');
  await expect(drawn).toHaveAttribute('src', /^blob:/);
  expect(await drawn.evaluate((img) => getComputedStyle(img).filter)).toMatch(/blur\((2\d|[3-9]\d)px\)/);
  await expect(page.getByRole('button', { name: '第1张图片' })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}chat-blurred-image.png` });

  await blurred.click();
  await expect(page.getByRole('dialog', { name: '查看图片' })).toHaveCount(0);
  const shown = page.getByRole('button', { name: '第1张图片' });
  await expect(shown).toBeVisible();
  expect(await shown.locator('img').evaluate((img) => getComputedStyle(img).filter)).toBe('none');
  await shown.click();
  await expect(page.getByRole('dialog', { name: '查看图片' })).toBeVisible();
  await page.getByRole('button', { name: '关闭' }).click();

  // Settings: 陌生人图片模糊显示, on by default, turned off; the next stranger's picture arrives as it is.
  await page.goto('/#/pages/userSetting/userSetting');
  const toggle = page.getByRole('switch', { name: '陌生人图片模糊显示' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(newestToast(page)).toHaveText('已保存');
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: '陌生人图片模糊显示' })).not.toBeChecked();

  const c = await member(request, '郑', 1);
  await sendPicture(request, baseURL ?? '', c.token, a.id);
  // The socket is already open (the same page): the conversation loads the picture from its history.
  await page.goto(`/#/pages/chat/chat?userId=${c.id}`);
  await expect(page.getByRole('button', { name: '第1张图片' })).toBeVisible();
  await expect(page.getByRole('button', { name: '陌生人发来的图片，已模糊，点击查看' })).toHaveCount(0);
});

test('who may write to me: 仅认证用户 is what another member’s chat and profile say, before and after they try', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await member(request, '孙', 2);
  const b = await member(request, '钱', 1);

  // B opens a chat with A while anyone may write: the composer is there.
  const bPage = await (await loggedInContext(browser, b.token)).newPage();
  await openChat(bPage, a.id);
  const box = bPage.getByRole('textbox', { name: '消息内容' });
  await expect(box).toBeVisible();

  // A chooses 仅认证用户 in settings.
  const aPage = await (await loggedInContext(browser, a.token)).newPage();
  await aPage.goto('/#/pages/userSetting/userSetting');
  const row = aPage.getByRole('button', { name: /谁可以给我发消息/ });
  await expect(row).toContainText('所有人');
  await row.click();
  await expect(aPage.getByRole('button', { name: '所有人', exact: true })).toHaveAttribute('aria-current', 'true');
  await aPage.getByRole('button', { name: '仅认证用户', exact: true }).click();
  await expect(newestToast(aPage)).toHaveText('已保存');
  await expect(row).toContainText('仅认证用户');
  await aPage.screenshot({ path: `${ARTIFACTS}settings-who-may-write.png` });
  await aPage.reload();
  await expect(aPage.getByRole('button', { name: /谁可以给我发消息/ })).toContainText('仅认证用户');

  // B's open chat still has the composer: B writes, the server refuses (-2913), the message stays unsent and the
  // composer gives way to who may write.
  await box.fill('你好，看了你的主页，想认识一下');
  await bPage.getByRole('button', { name: '发送', exact: true }).click();
  const explanation = bPage.getByRole('status').filter({ hasText: 'TA只接受认证用户的消息' });
  await expect(explanation).toBeVisible();
  await expect(bPage.getByText('未发送', { exact: true })).toBeVisible();
  await expect(box).toHaveCount(0);

  // A's profile says it too, and its chat opens with the explanation in place of the composer.
  await bPage.goto(`/#/pages/userDetail/userDetail?userId=${a.id}`);
  await expect(bPage.getByRole('note').filter({ hasText: 'TA只接受认证用户的消息' })).toBeVisible();
  await bPage.screenshot({ path: `${ARTIFACTS}profile-who-may-write.png` });
  await bPage.getByRole('button', { name: '发消息' }).click();
  await expect(bPage.getByRole('status').filter({ hasText: 'TA只接受认证用户的消息' })).toBeVisible();
  await expect(bPage.getByRole('textbox', { name: '消息内容' })).toHaveCount(0);
  // Nor is a kk lock request offered: it would be a first contact the policy refuses.
  await expect(bPage.locator('[data-kk-lock-bar]')).toHaveCount(0);
  await bPage.screenshot({ path: `${ARTIFACTS}chat-who-may-write.png` });
});

/**
 * The e2e server lifts the first-contact limits for the older specs (playwright.config.ts; the limits have their
 * own API tests), so the two refusals the composer explains are answered here by the socket's route, as the server
 * answers them (contract realtime.ts: an `error` frame naming the message, with its catalogue code, text and data);
 * every other frame goes to the real server.
 */
test('a refused first contact stays unsent with why: 等TA回复后再聊吧, and the day’s budget with its reset time', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const a = await member(request, '冯', 2);
  const b = await member(request, '陈', 1);
  const fourth = '那我先不打扰啦';
  const another = '对了，你喜欢爬山吗';
  // The budget resets at the next midnight in China (FIRST_CONTACT.dayOffsetMs); the browser is in that zone too.
  const day = 86_400_000;
  const cst = 8 * 3_600_000;
  const until = (Math.floor((Date.now() + cst) / day) + 1) * day - cst;
  const resetDate = new Intl.DateTimeFormat('zh-Hans', { month: 'short', day: 'numeric', timeZone: 'Asia/Shanghai' });
  for (const text of ['你好', '在吗', '周末有空一起爬山吗']) await sendText(origin, b.token, a.id, text);

  const page = await (await loggedInContext(browser, b.token, { timezoneId: 'Asia/Shanghai' })).newPage();
  // Each is refused once: its resend, after the answer, goes to the server.
  const refused = new Set<string>();
  await page.routeWebSocket(/\/ws\/chat/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((raw) => {
      const frame = JSON.parse(String(raw)) as { type: string; data?: { message_id?: string; content?: string } };
      const content = frame.type === 'message' ? (frame.data?.content ?? '') : '';
      const first = content !== '' && !refused.has(content);
      if (first) refused.add(content);
      const refusal = !first
        ? null
        : content === fourth
          ? { code: -2912, msg: '等TA回复后再聊吧', data: { message_id: frame.data?.message_id } }
          : content === another
            ? { code: -2911, msg: '今天开始新对话的次数已用完', data: { message_id: frame.data?.message_id, until } }
            : null;
      if (refusal) ws.send(JSON.stringify({ type: 'error', ...refusal }));
      else server.send(raw);
    });
  });
  await openChat(page, a.id);
  const box = page.getByRole('textbox', { name: '消息内容' });
  await box.fill(fourth);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  // Said by the composer, not as a toast; the message is kept, unsent, with why and its resend.
  await expect(page.getByRole('status').filter({ hasText: '等TA回复后再聊吧' })).toBeVisible();
  const kept = page.locator('[data-message][data-state="failed"]');
  await expect(kept).toContainText(fourth);
  await expect(kept.getByText('未发送，等TA回复后可重新发送')).toBeVisible();
  await expect(kept.getByRole('button', { name: '重新发送' })).toBeVisible();
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}chat-await-reply.png` });

  // A answers: the notice goes, and the kept message is sent with its resend.
  await sendText(origin, a.token, b.id, '你好呀');
  await expect(page.getByText('你好呀', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '等TA回复后再聊吧' })).toHaveCount(0);
  await kept.getByRole('button', { name: '重新发送' }).click();
  await expect(page.locator('[data-message][data-state]')).toHaveCount(0);
  await expect(page.getByText(fourth, { exact: true })).toBeVisible();

  // The day's budget: its catalogue message with the reset time in the reader's language and zone.
  await box.fill(another);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `今天开始新对话的次数已用完，${resetDate.format(until)} 00:00后恢复` }),
  ).toBeVisible();
  await expect(kept.getByText('未发送，今天开始新对话的次数已用完')).toBeVisible();
});
