// The console's other screens at 1280x800: a member found by name, their masked phone revealed by an admin, a
// ban from their page; the audit log showing it (filtered by that member); the dashboard's charts; operator
// management, where a new moderator's one-time password leads through the change-password form to the queue.
import { expect, type Page, test } from '@playwright/test';
import { Authenticator, readyOperator } from './console-helpers.ts';
import { accountWithProfile, masked, randomPhone, uniqueName } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A row of the screen's table (not of a dialog's descriptions, which are table rows too). */
function tableRow(page: Page, text: string) {
  return page.locator('tr.ant-table-row').filter({ hasText: text });
}

async function signIn(page: Page, name: string, password: string, authenticator: Authenticator) {
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('动态验证码').fill(await authenticator.code());
  await page.getByRole('button', { name: '登录' }).click();
}

test('an admin finds a member, reveals their phone, bans them, and reads it in the audit log and the numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('小林');
  const phone = randomPhone();
  const member = await accountWithProfile(request, { username: name, gender: 1, birthday: '1990-02-02' }, phone);
  const admin = await readyOperator(request, 'admin');

  await page.goto('/console/');
  await signIn(page, admin.name, admin.password, admin.authenticator);
  await expect(page.getByTestId('operator-name')).toHaveText(admin.name);

  // Members: search by name, open the page; the phone is masked until the admin reveals it.
  await page.getByRole('menuitem', { name: '会员' }).click();
  await page.getByRole('searchbox').or(page.getByLabel('会员 ID、昵称或完整手机号')).first().fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  await tableRow(page, name).click();
  await expect(page.getByTestId('member-phone')).toHaveText(masked(phone));
  await page.getByRole('button', { name: '显示完整手机号' }).click();
  await expect(page.getByTestId('member-phone')).toHaveText(phone);
  await expect(page.getByText('正常', { exact: true })).toBeVisible();

  // Ban from the member's page: reason, then the red confirmation; the state follows.
  await page.getByRole('button', { name: '封禁' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '原因' });
  await dialog.getByLabel('原因').fill('冒用他人照片');
  await dialog.getByRole('button', { name: '封禁' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定要封禁吗？' }).getByRole('button', { name: '封禁' }).click();
  await expect(page.getByText('已封禁', { exact: true }).first()).toBeVisible();

  // The audit log, filtered by the member: the ban, who did it and why; the phone reveal too.
  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await page.getByLabel('会员 ID').fill(String(member.id));
  await page.getByRole('button', { name: '筛选' }).click();
  const ban = tableRow(page, '冒用他人照片');
  await expect(ban).toContainText('封禁');
  await expect(ban).toContainText(admin.name);
  await expect(tableRow(page, '查看手机号')).toHaveCount(1);

  // The dashboard: its numbers and three charts, drawn; the days can be changed.
  await page.getByRole('menuitem', { name: '数据看板' }).click();
  await expect(page.getByText('新注册').first()).toBeVisible();
  for (const chart of ['会员与活跃', '举报', '收入与 VIP']) {
    await expect(page.getByRole('img', { name: chart }).locator('canvas')).toHaveCount(1);
  }
  await page.getByText('近 7 天').click();
  await expect(page.getByRole('img', { name: '会员与活跃' }).locator('canvas')).toHaveCount(1);
});

test('an admin adds a moderator, who replaces the one-time password and sees no operator management', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await readyOperator(request, 'admin');
  await page.goto('/console/');
  await signIn(page, admin.name, admin.password, admin.authenticator);
  await page.getByRole('menuitem', { name: '运营人员' }).click();
  await expect(tableRow(page, admin.name)).toContainText('当前登录');

  // Add: the one-time password and the otpauth URI (with its QR code), shown once.
  const name = `mod${Math.random().toString(36).slice(2, 9)}`;
  await page.getByRole('button', { name: '添加运营人员' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('用户名').fill(name);
  await add.getByRole('button', { name: '添加运营人员' }).click();
  await expect(add.getByRole('img', { name: '用身份验证器扫描此二维码' })).toBeVisible();
  const oneTime = ((await add.getByTestId('one-time-password').textContent()) ?? '').trim();
  const otpauth = ((await add.getByTestId('otpauth').textContent()) ?? '').trim();
  expect(otpauth).toMatch(/^otpauth:\/\/totp\//);
  await add.getByRole('button', { name: '完成' }).click();
  await expect(tableRow(page, name)).toContainText('待改密码');

  // The moderator's first login asks for a new password (-2921), then logs in with it.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const moderator = await desk.newPage();
  const authenticator = Authenticator.fromUri(otpauth);
  await moderator.goto('/console/');
  await signIn(moderator, name, oneTime, authenticator);
  await expect(moderator.getByText('请先修改初始密码')).toBeVisible();
  const fresh = `Mod-${Math.random().toString(36).slice(2, 12)}`;
  await moderator.getByLabel('新密码', { exact: true }).fill(fresh);
  await moderator.getByLabel('确认新密码').fill(fresh);
  await moderator.getByLabel('动态验证码').fill(await authenticator.code());
  await moderator.getByRole('button', { name: '保存新密码' }).click();
  await expect(moderator.getByText('密码已修改，请用新密码和新的动态验证码登录')).toBeVisible();
  await moderator.getByLabel('密码', { exact: true }).fill(fresh);
  await moderator.getByLabel('动态验证码').fill(await authenticator.code());
  await moderator.getByRole('button', { name: '登录' }).click();
  await expect(moderator.getByTestId('operator-name')).toHaveText(name);
  await expect(moderator.getByRole('tab', { name: '待处理' })).toBeVisible();
  await expect(moderator.getByRole('menuitem', { name: '运营人员' })).toHaveCount(0);

  // The admin disables the moderator: confirmed, and the list says so.
  await page.reload();
  const row = tableRow(page, name);
  await expect(row).toContainText('正常');
  await row.getByRole('button', { name: '停用' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');

  // Logging out leads back to the login form.
  await moderator.getByRole('button', { name: '退出登录' }).click();
  await expect(moderator.getByRole('button', { name: '登录' })).toBeVisible();
  await desk.close();
});
