// Shared steps of the specs: fresh phone numbers and names, the development SMS outbox, API calls, a browser
// that starts logged in, sign-in through the UI, photos added through the API, and the check of a red confirmation.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';

export const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

/** A fresh mainland number for every test, so tests never share an account: 1, then 3-9, then 9 digits. */
export function randomPhone(): string {
  const second = 3 + Math.floor(Math.random() * 7);
  const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `1${second}${rest}`;
}

export function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * The newest toast. One that has timed out fades out for a moment, and a toast shown meanwhile stands beside it
 * in the document (CI caught one fading while the next came): `.adm-toast-main` alone then matches two and fails
 * strict mode at once. The newest is the last one rendered into the body.
 */
export function newestToast(page: Page): Locator {
  return page.locator('.adm-toast-main').last();
}

/** The newest code sent to a phone (development outbox, DESIGN §3), waiting for it to arrive. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/smsOutbox?phone=${phone}`);
      const body = (await response.json()) as { code: number; data: { list: Array<{ code: string }> } };
      code = body.data?.list?.[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** An API call (POST, with the token when given) that must succeed: its data. */
export async function apiPost<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data, headers: token ? { token } : {} });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/** Creates an account through the API (SMS code, then the same code with a password). */
export async function createAccount(request: APIRequestContext, phone: string, password: string): Promise<string> {
  await apiPost(request, '/api/sms/sendSms', { phone, type: 1 });
  const code = await latestCode(request, phone);
  const result = await apiPost<{ token: string }>(request, '/api/login/loginByPhone', { phone, code, password });
  return result.token;
}

/** An account made through the API with these profile fields (nickname, gender, birthday make it complete). */
export async function accountWithProfile(
  request: APIRequestContext,
  profile: Record<string, unknown>,
  phone: string = randomPhone(),
): Promise<{ token: string; id: number }> {
  const token = await createAccount(request, phone, 'kkpass123');
  const user = await apiPost<{ id: number }>(request, '/api/user/updateUserInfo', profile, token);
  return { token, id: user.id };
}

export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  await apiPost(request, '/api/login/logout', {}, token);
}

/**
 * Resolves once the page's chat socket has said hello. Call it before the page loads. A message sent before that is
 * failed at once, as the app must (SPEC §8 "WebSocket未连接"); under a loaded suite the conversation can show first.
 */
export function chatSocketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/ws/chat')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"hello"')) resolve();
      });
    });
  });
}

/** An input by its accessible name (antd-mobile puts the aria-label on the input and on its wrapper). */
export function input(page: Page, label: string) {
  return page.locator(`input[aria-label="${label}"]`);
}

export async function loginByPassword(page: Page, account: string, password: string): Promise<void> {
  await page.getByRole('button', { name: '密码登录' }).click();
  await input(page, '账号').fill(account);
  await input(page, '密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The newest code of one purpose (1 login, 2 reset, 3 account deletion), waiting for it to arrive. */
export async function latestCodeOfType(request: APIRequestContext, phone: string, type: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/smsOutbox?phone=${phone}`);
      const body = (await response.json()) as { data: { list: Array<{ code: string; type: number }> } };
      code = body.data?.list?.find((entry) => entry.type === type)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A signed-up user whose browser context starts logged in (the token in local storage, SPEC §3). */
export async function signedInContext(browser: Browser, request: APIRequestContext) {
  const phone = randomPhone();
  const password = 'kkpass123';
  const token = await createAccount(request, phone, password);
  const response = await request.post('/api/user/getUserInfo', { data: {}, headers: { token } });
  const user = ((await response.json()) as { data: { id: number; username: string } }).data;
  const context = await loggedInContext(browser, token);
  const page = await context.newPage();
  return { phone, password, token, user, context, page };
}

/**
 * A browser context that starts logged in with `token` (in local storage, SPEC §3). `options` for a spec whose own
 * viewport is not the member app's (the console specs open the member app at 375x812 beside a desktop page).
 */
export async function loggedInContext(browser: Browser, token: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  // Once per tab: a later logout or account deletion must stay logged out across navigations.
  await context.addInitScript((value) => {
    if (sessionStorage.getItem('e2eSeeded')) return;
    sessionStorage.setItem('e2eSeeded', '1');
    localStorage.setItem('token', value);
  }, token);
  return context;
}

const NAME_CHARS = '晓雨思琪梦瑶雅婷诗涵欣怡佳慧静雯子萱若溪清妍书语紫菱可馨';

/** A name no other test uses, without digits (a run of digits can look like a phone number and is refused). */
export function uniqueName(prefix: string): string {
  const pick = () => NAME_CHARS[Math.floor(Math.random() * NAME_CHARS.length)];
  return `${prefix}${Array.from({ length: 5 }, pick).join('')}`;
}

/** Picks the item of a picker column (antd-mobile's wheel), which takes a tap even when scrolled out of view. */
export async function pickInColumn(page: Page, column: number, text: string): Promise<void> {
  const item = page
    .locator('.adm-picker-view-column')
    .nth(column)
    .locator('.adm-picker-view-column-item')
    .filter({ hasText: new RegExp(`^${text}$`) });
  await item.dispatchEvent('click');
  await expect(item).toHaveAttribute('data-selected', 'true');
}

export async function confirmPicker(page: Page): Promise<void> {
  await page.locator('.adm-picker-header-button').filter({ hasText: '确定' }).click();
  await expect(page.locator('.adm-picker')).toHaveCount(0);
}

/**
 * Sets what a profile needs to skip onboarding (nickname, gender, birthday; DESIGN §3), so that a login lands
 * where it would for an established user. Onboarding itself is browse-people.spec.ts.
 */
export async function completeProfile(request: APIRequestContext, token: string): Promise<void> {
  const username = `测试${Math.floor(Math.random() * 1e6)}`;
  await apiPost(request, '/api/user/updateUserInfo', { username, gender: 1, birthday: '1995-01-01' }, token);
}

const RED = 'rgb(255, 49, 65)';

/** A small JPEG, uploaded and added to the album of the token's owner (the API, as a fixture). */
export async function addPhotos(request: APIRequestContext, token: string, colors: string[]): Promise<void> {
  const fileIds: string[] = [];
  for (const color of colors) {
    const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const response = await request.post('/api/file/upload', {
      headers: { token },
      multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
    });
    const body = (await response.json()) as { code: number; data: { id: string } };
    expect(body.code).toBe(0);
    fileIds.push(body.data.id);
  }
  const added = await request.post('/api/userPhoto/addUserPhoto', { headers: { token }, data: { fileIds } });
  expect(((await added.json()) as { code: number }).code).toBe(0);
}

/** The confirming button of the open dialog is red and says what it does; cancelling closes the dialog. */
export async function expectRedConfirmation(page: Page, title: string, confirm: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole('button', { name: confirm, exact: true });
  await expect(button).toHaveCSS('color', RED);
  await expect(dialog.getByRole('button', { name: '取消' })).not.toHaveCSS('color', RED);
  return button;
}

/**
 * Resolves once the page's chat socket has said `hello` (the socket is open and its stream's cursor set): what
 * happens after it reaches the page live. Call before the page navigates.
 */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"hello"')) resolve();
      });
    });
  });
}
