// 不看TA的动态 on a profile: the profile says honestly that you chose not to see their posts (the server leaves
// them out for you), instead of claiming they have posted nothing, and undoes it right there.
import { expect, test } from '@playwright/test';
import { ARTIFACTS, accountWithProfile, apiPost, signedInContext, uniqueName } from './helpers.ts';

test('a user who hid someone’s posts is told so on their profile and shows the posts again from there', async ({
  browser,
  request,
}) => {
  const her = await accountWithProfile(request, { username: uniqueName('小雨'), gender: 2, birthday: '1996-06-06' });
  const first = '周末去爬了梧桐山';
  const texts = [first, '新学会做的番茄牛腩', '今天的晚霞很好看'];
  for (const content of texts) await apiPost(request, '/api/updates/addUpdates', { content }, her.token);
  const me = await signedInContext(browser, request);
  await apiPost(request, '/api/user/noSeeUser', { userId: her.id }, me.token);

  const page = me.page;
  await page.goto(`/#/pages/userDetail/userDetail?userId=${her.id}`);
  await expect(page.getByText('你选择了不看TA的动态，TA的动态不会出现在这里和广场')).toBeVisible();
  await expect(page.getByText('TA还没有发布动态')).toHaveCount(0);
  await expect(page.getByText(first)).toHaveCount(0);
  await page.getByText('你选择了不看TA的动态，TA的动态不会出现在这里和广场').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}profile-posts-hidden.png` });

  // The undo is right there: after the same confirmation as elsewhere, her three posts show.
  await page.getByRole('button', { name: '恢复查看动态' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '恢复查看动态' }).click();
  await expect(page.getByText('已恢复查看TA的动态')).toBeVisible();
  for (const content of texts) await expect(page.getByText(content)).toBeVisible();
  await expect(page.getByText('你选择了不看TA的动态，TA的动态不会出现在这里和广场')).toHaveCount(0);

  // Hidden again from the menu: the section says so at once.
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('button', { name: '不看TA的动态' }).click();
  await expect(page.getByText('你选择了不看TA的动态，TA的动态不会出现在这里和广场')).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
  await me.context.close();
});
