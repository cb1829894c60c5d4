// A suspension as the member meets it (issue 23): A's app is open when an operator suspends A for a day. The chat
// socket hears -2902 and closes: the app logs out, does not reconnect, and the login page says why and until when.
// Signing in again is refused with the same words, in the same place (not a passing toast).
import { expect, request as newRequest, test } from '@playwright/test';
import { readyOperator } from './console-helpers.ts';
import {
  ARTIFACTS,
  accountWithProfile,
  apiPost,
  input,
  loggedInContext,
  randomPhone,
  socketReady,
  uniqueName,
} from './helpers.ts';

test('a suspended member’s open app goes to login, which says until when, and a new login is refused there', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const phone = randomPhone();
  const a = await accountWithProfile(
    request,
    { username: uniqueName('阿杰'), gender: 1, birthday: '1994-06-01' },
    phone,
  );

  const page = await (await loggedInContext(browser, a.token)).newPage();
  let sockets = 0;
  page.on('websocket', () => {
    sockets += 1;
  });
  const ready = socketReady(page);
  await page.goto('/#/pages/me/me');
  await ready;

  // An operator suspends A for 24 hours (the console's API, with its cookie and CSRF header).
  const operator = await readyOperator(request, 'moderator');
  const consoleApi = await newRequest.newContext({ baseURL: baseURL ?? '' });
  const login = await apiPost<{ csrf: string }>(consoleApi, '/api/console/login', {
    name: operator.name,
    password: operator.password,
    otp: await operator.authenticator.code(),
  });
  const acted = await consoleApi.post('/api/console/takeAction', {
    data: { userId: a.id, action: 'suspend', reason: '冒充他人身份', hours: 24 },
    headers: { 'x-csrf-token': login.csrf },
  });
  const actedBody = (await acted.json()) as { code: number; msg: string };
  expect(actedBody.code, actedBody.msg).toBe(0);
  await consoleApi.dispose();

  // The open app: logged out, on login, told why and until when.
  await expect(page).toHaveURL(/pages\/login\/login/, { timeout: 10_000 });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('账号已被暂停使用');
  await expect(alert).toContainText(/\d{1,2}月\d{1,2}日/);
  await page.screenshot({ path: `${ARTIFACTS}login-suspended.png` });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // No reconnect: the one socket stays the only one.
  await page.waitForTimeout(4_000);
  expect(sockets).toBe(1);

  // Signing in again is refused with the same words in the same place.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: '密码登录' }).click();
  await input(page, '账号').fill(phone);
  await input(page, '密码').fill('kkpass123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('账号已被暂停使用');
  await expect(page).toHaveURL(/pages\/login\/login/);
  await page.context().close();
});
