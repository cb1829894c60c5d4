// Opening a page by its address: a login-only page while logged out opens login and comes back after it, a login
// that expired mid-session or before start-up opens login, a logged-in user is sent past the login page, and an
// unknown address shows the not-found page. A page opened from a scrolled one starts at its top, and Back returns
// to where the page was left.
import { expect, test } from '@playwright/test';
import {
  accountWithProfile,
  completeProfile,
  createAccount,
  input,
  loginByPassword,
  randomPhone,
  revokeToken,
  signedInContext,
  uniqueName,
} from './helpers.ts';

test('a login-only tab while logged out opens login and returns to the tab after login', async ({ page, request }) => {
  const phone = randomPhone();
  await completeProfile(request, await createAccount(request, phone, 'kkpass123'));

  await page.goto('/#/pages/message/message');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fmessage%2Fmessage$/);
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/message\/message$/);
  await expect(page.getByRole('heading', { name: '暂无消息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '消息' })).toHaveAttribute('aria-current', 'page');
});

test('the me alias /pages/user/user also needs a login and comes back after it', async ({ page, request }) => {
  const phone = randomPhone();
  await completeProfile(request, await createAccount(request, phone, 'kkpass123'));

  await page.goto('/#/pages/user/user');
  await expect(page).toHaveURL(/redirect=%2Fpages%2Fuser%2Fuser$/);
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/user\/user$/);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
});

test('a 401 answer mid-session opens login, and login returns to the page', async ({ page, request }) => {
  // The chat socket would learn of the revoked session on its own heartbeat and open login by itself, whenever
  // that beat falls: held here (never connected to the server), so this test is about an HTTP call's 401.
  await page.routeWebSocket(/\/ws\/chat/, () => {});
  const phone = randomPhone();
  await completeProfile(request, await createAccount(request, phone, 'kkpass123'));
  await page.goto('/#/pages/login/login');
  // Home's own first calls (the feed, the unread count) are answered before the session goes, or one of them
  // would meet the 401 first, while the app is still on home.
  const answered = (path: string) => page.waitForResponse((response) => response.url().endsWith(path));
  const homeCalls = Promise.all([answered('/api/user/getRecommendList'), answered('/api/chat/getUnreadNum')]);
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  await homeCalls;

  // The session is revoked elsewhere (another device logs out this token).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await revokeToken(request, token ?? '');

  // The next call answers 401: the token is dropped and login opens, remembering the page.
  await page.getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fme%2Fme$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/me\/me$/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/#/pages/nowhere/nowhere');
  await expect(page.getByRole('heading', { name: '页面不存在' }).first()).toBeVisible();
  await expect(input(page, '手机号')).toHaveCount(0);
});

test('a revoked login at start-up says the login expired and opens login', async ({ browser, request }) => {
  const { page, context, token } = await signedInContext(browser, request);
  await revokeToken(request, token);
  // The toast may come before the login page's chunk has loaded and changed the address: watch for it from the
  // start. (It lasts 1.5 s from when it is on screen: see toast.ts.)
  const toast = page.locator('.adm-toast-main', { hasText: '登录已过期，请重新登录' }).waitFor();
  await page.goto('/#/pages/me/me');
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=%2Fpages%2Fme%2Fme$/);
  await toast;
  await expect(page.getByText('获取用户信息失败')).toHaveCount(0);
  await expect(input(page, '手机号')).toBeVisible();
  await context.close();
});

test('a logged-in user who opens the login page is sent home', async ({ browser, request }) => {
  const { page, context, token } = await signedInContext(browser, request);
  await completeProfile(request, token);
  await page.goto('/#/pages/login/login');
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(input(page, '手机号')).toHaveCount(0);
  await context.close();
});

test('a page opens at its top, and Back returns to where the previous page was scrolled to', async ({
  browser,
  request,
}) => {
  const { page, context, token } = await signedInContext(browser, request);
  await completeProfile(request, token);
  await page.goto('/#/pages/me/me');
  const logout = page.getByRole('button', { name: '退出登录' });
  await expect(logout).toBeVisible();

  // Me, scrolled to its end, where its list of entries ends with 设置.
  await logout.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  const settings = page.getByRole('main').getByRole('button', { name: '设置' }).last();

  // 设置 opens at its top, its first group (账号) in sight; the bar's back returns to the end of Me.
  await settings.click();
  await expect(page).toHaveURL(/pages\/userSetting\/userSetting$/);
  await expect(page.getByText('账号', { exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/pages\/me\/me$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The same with the browser's back, and forward again opens 设置 where it was left (its top).
  await settings.click();
  await expect(page).toHaveURL(/pages\/userSetting\/userSetting$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/pages\/me\/me$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(logout).toBeInViewport();
  await context.close();
});

test('a profile opened from a card far down the feed opens at its top, and Back returns to that card', async ({
  browser,
  request,
}) => {
  // Enough people for a feed taller than the screen (other specs' people may come first: any cards do).
  for (let i = 0; i < 6; i++) {
    await accountWithProfile(request, { username: uniqueName('滚动'), gender: 2, birthday: '1996-06-06' });
  }
  const { page, context, token } = await signedInContext(browser, request);
  await completeProfile(request, token);
  await page.goto('/#/pages/home/home');
  const profiles = page.getByRole('main').getByRole('button', { name: '主页', exact: true });
  await expect(profiles.nth(5)).toBeAttached();

  const chosen = profiles.nth(4);
  await chosen.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(800);
  await chosen.click();
  await expect(page).toHaveURL(/#\/pages\/userDetail\/userDetail\?userId=\d+$/);
  // The address changes as the profile's screen starts loading; the feed stays until it is drawn.
  await expect(page.getByRole('main').getByRole('button', { name: '主页', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(chosen).toBeInViewport();
  await context.close();
});
