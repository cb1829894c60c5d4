// The feed's filter starts from who the user said they want to meet (onboarding's 想认识): that is their own
// choice, so the filter icon is not "on" for it, and 重置 in the sheet returns to it rather than to anyone.
import { expect, test } from '@playwright/test';
import { accountWithProfile, loggedInContext, uniqueName } from './helpers.ts';

test('a user who wants to meet women sees the filter off, narrows it, and 重置 returns to women', async ({
  browser,
  request,
}) => {
  const me = await accountWithProfile(request, {
    username: uniqueName('阿杰'),
    gender: 1,
    birthday: '1994-04-04',
    want_gender: 2,
  });
  const context = await loggedInContext(browser, me.token);
  const page = await context.newPage();
  await page.goto('/#/pages/home/home');

  // Nothing set here: the filter is not "on" (wanting to meet women is their own choice, not a filter).
  const filterOff = page.getByRole('button', { name: '筛选', exact: true });
  const filterOn = page.getByRole('button', { name: '筛选（已开启）' });
  await expect(filterOff).toBeVisible();
  await expect(filterOn).toHaveCount(0);

  // The sheet opens on their choice; choosing men differs from it, so the filter is on.
  await filterOff.click();
  const sheet = page.getByRole('region', { name: '筛选' });
  await expect(sheet.getByRole('button', { name: '女生' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: '男生' }).click();
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(filterOn).toBeVisible();

  // 重置 returns to women (their choice), not to anyone; applied, the filter is off again.
  await filterOn.click();
  await expect(sheet.getByRole('button', { name: '男生' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: '重置' }).click();
  await expect(sheet.getByRole('button', { name: '女生' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('group', { name: '想认识' }).getByRole('button', { name: '不限' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect(filterOff).toBeVisible();
  await expect(filterOn).toHaveCount(0);
  await context.close();
});
