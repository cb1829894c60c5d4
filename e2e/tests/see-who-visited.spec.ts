// Who visited me, for a member without VIP: two people open A's profile; A's 谁看过我 (from Me) shows how many
// visited and as many blurred faces, never their names, with the way to VIP.
import { expect, test } from '@playwright/test';
import { ARTIFACTS, accountWithProfile, apiPost, loggedInContext, uniqueName } from './helpers.ts';

test('a non-VIP sees the number of visitors and blurred faces, and the way to VIP', async ({ browser, request }) => {
  const aName = uniqueName('阿杰');
  const a = await accountWithProfile(request, { username: aName, gender: 1, birthday: '1994-06-01' });
  const names = [uniqueName('小雅'), uniqueName('思琪')];
  for (const [index, username] of names.entries()) {
    const visitor = await accountWithProfile(request, { username, gender: 2, birthday: `199${index}-09-12` });
    // Opening A's profile is the visit (once a day per visitor).
    await apiPost(request, '/api/user/getUserDetail', { userId: a.id }, visitor.token);
  }
  const page = await (await loggedInContext(browser, a.token)).newPage();

  await page.goto('/#/pages/me/me');
  await page.getByRole('button', { name: '谁看过我' }).click();
  await expect(page).toHaveURL(/#\/pages\/visitor\/visitor$/);
  await expect(page.getByRole('heading', { name: '开通会员，看看谁来过你的主页' })).toBeVisible();
  await expect(page.getByText('2人看过你的主页，开通会员即可查看是谁')).toBeVisible();
  const faces = page.getByRole('list', { name: '开通会员后可见的访客' }).getByRole('listitem');
  await expect(faces).toHaveCount(2);
  await expect(faces.first()).toHaveCSS('filter', /blur/);
  for (const name of names) await expect(page.getByText(name)).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}visitors-invite.png` });

  await page.getByRole('button', { name: '开通会员' }).click();
  await expect(page).toHaveURL(/#\/pages\/recharge\/recharge$/);
  await page.context().close();
});
