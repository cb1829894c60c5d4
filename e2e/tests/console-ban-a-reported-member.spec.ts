// Issue 23's must-show, at the console's 1280x800: an operator signs in with a TOTP, opens the report of a message
// its sender revoked after it was reported, sees the kept message, bans the sender; the sender's open app (another
// context, at the member app's 375x812) goes to login with the -2903 message.
import { expect, test } from '@playwright/test';
import { readyOperator, sendText } from './console-helpers.ts';
import { accountWithProfile, apiPost, loggedInContext, socketReady, uniqueName } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('an operator bans the sender of a reported, revoked message, and the sender’s open app goes to login', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const aName = uniqueName('阿强');
  const a = await accountWithProfile(request, { username: aName, gender: 1, birthday: '1994-06-01' });
  const b = await accountWithProfile(request, { username: uniqueName('小美'), gender: 2, birthday: '1996-03-08' });

  // A and B talk; A sends something B reports; A revokes it at once (within the 2 minutes), as if to hide it.
  await sendText(origin, b.token, a.id, '你好，周末有空吗？');
  const reported = await sendText(origin, a.token, b.id, '你这个丑八怪，别回我');
  await sendText(origin, b.token, a.id, '请你放尊重一点');
  await apiPost(
    request,
    '/api/report/addReport',
    { target_type: 4, target_id: reported, reason: 1, content: '他骂人，还撤回了' },
    b.token,
  );
  await apiPost(request, '/api/chat/revokeMessage', { messageId: reported }, a.token);

  // A's app is open on the phone, its chat socket connected.
  const phone = await loggedInContext(browser, a.token, { viewport: { width: 375, height: 812 } });
  const app = await phone.newPage();
  const connected = socketReady(app);
  await app.goto('/#/pages/me/me');
  await connected;

  // The operator signs in: name, password, the authenticator's six digits.
  const operator = await readyOperator(request, 'admin');
  await page.goto('/console/');
  await page.getByLabel('用户名').fill(operator.name);
  await page.getByLabel('密码', { exact: true }).fill(operator.password);
  await page.getByLabel('动态验证码').fill(await operator.authenticator.code());
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(operator.name);

  // The queue: moved to A's item with j, opened with Enter.
  await expect(page.getByRole('tab', { name: '待处理' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('tbody tr.kk-row, tbody tr.kk-row-selected');
  await expect(rows.filter({ hasText: aName })).toHaveCount(1);
  const texts = await rows.allInnerTexts();
  const index = texts.findIndex((text) => text.includes(aName));
  for (let step = 0; step < index; step++) await page.keyboard.press('j');
  await expect(rows.nth(index)).toHaveClass(/kk-row-selected/);
  await expect(rows.nth(index)).toContainText('私信');
  await page.keyboard.press('Enter');

  // The report beside its evidence: B's report, and the conversation with the reported message kept and marked.
  await expect(page.getByTestId('reports')).toContainText('他骂人，还撤回了');
  const evidence = page.getByTestId('evidence');
  const message = evidence.getByTestId('reported-message');
  await expect(message).toContainText('你这个丑八怪，别回我');
  await expect(message).toContainText('已撤回');
  await expect(message).toContainText('被举报的消息');
  await expect(evidence).toContainText('请你放尊重一点');

  // b bans: the reason, then a second, red confirmation.
  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog').filter({ hasText: '原因' });
  await dialog.getByLabel('原因').fill('辱骂他人并撤回证据');
  await dialog.getByRole('button', { name: '封禁' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定要封禁吗？' });
  await confirm.getByRole('button', { name: '封禁' }).click();
  await expect(page.locator('.ant-message').getByText('已封禁')).toBeVisible();

  // A's app: the socket closes with -2903, and login shows why.
  await expect(app).toHaveURL(/pages\/login\/login/, { timeout: 10_000 });
  await expect(app.getByText('账号因违反社区规范已被封禁')).toBeVisible();
  await phone.close();
});
