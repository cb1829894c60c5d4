// Notices as the author of an update sees them, live: A waits on Me; B comments on A's update and likes it. The
// comment raises the Me tab's badge and the 通知 entry's count without a reload; the centre lists it with B's
// name, the sentence and an unread dot, and opening the centre reads everything (the badge goes). Tapping the
// notice opens the update's comments. A like is told only after it stood NOTICE.likeGraceMs (60 s, a like taken
// back sooner never notifies): the e2e server runs on the real clock, so the spec waits that long for it.
import { NOTICE } from '@kk/contract';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, accountWithProfile, apiPost, loggedInContext, socketReady, uniqueName } from './helpers.ts';

test('a comment on A’s update raises A’s Me badge live; the centre lists it, reads it, opens the update', async ({
  browser,
  request,
}) => {
  test.setTimeout(NOTICE.likeGraceMs + 90_000);
  const aName = uniqueName('阿杰');
  const bName = uniqueName('小雅');
  const a = await accountWithProfile(request, { username: aName, gender: 1, birthday: '1994-06-01' });
  const b = await accountWithProfile(request, { username: bName, gender: 2, birthday: '1996-09-12' });
  const update = await apiPost<{ id: number }>(
    request,
    '/api/updates/addUpdates',
    { content: '周末去海边看日落', images: [] },
    a.token,
  );
  const page = await (await loggedInContext(browser, a.token)).newPage();

  // A waits on Me with the socket open: no badge, 通知 without a count.
  const ready = socketReady(page);
  await page.goto('/#/pages/me/me');
  await ready;
  const tabBadge = page.getByRole('navigation').getByRole('status');
  await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible();
  await expect(tabBadge).toHaveCount(0);

  // B likes the update and comments on it.
  await apiPost(request, '/api/updates/zanUpdates', { id: update.id }, b.token);
  const comment = '好美的日落，是在哪片海边？';
  await apiPost(request, '/api/comment/addComment', { updates_id: update.id, content: comment }, b.token);

  // The comment is told at once: the Me tab's badge and the entry's count rise, no reload.
  await expect(page.getByRole('navigation').getByRole('status', { name: '1条未读通知' })).toHaveText('1');
  await expect(page.getByRole('button', { name: /^通知\s*1条未读$/ })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}notice-badge.png` });

  // The centre: B's comment, newest first, unread; opening it reads everything.
  await page.getByRole('button', { name: /^通知\s*1条未读$/ }).click();
  await expect(page).toHaveURL(/#\/pages\/notice\/notice$/);
  await expect(page.getByRole('heading', { name: '通知' })).toBeVisible();
  const row = page.getByRole('list', { name: '通知列表' }).getByRole('listitem').first();
  await expect(row).toContainText(`${bName} 评论了你的动态：${comment}`);
  await expect(row.getByText('未读')).toBeAttached();
  await page.screenshot({ path: `${ARTIFACTS}notice-centre.png` });
  // The kinds: the comment is under 评论和回复, not under 关注.
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(page.getByRole('heading', { name: '还没有通知' })).toBeVisible();
  await page.getByRole('tab', { name: '评论和回复' }).click();
  await expect(page.getByRole('list', { name: '通知列表' })).toContainText(comment);
  await page.getByRole('tab', { name: '全部' }).click();

  // Tapping it opens the update's comments.
  await page.getByRole('list', { name: '通知列表' }).getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/pages/updatesComment/updatesComment\\?id=${update.id}$`));
  await expect(page.getByText(comment)).toBeVisible();

  // Back on Me, everything is read: no badge, no count.
  await page.goto('/#/pages/me/me');
  await expect(page.getByRole('button', { name: '通知', exact: true })).toBeVisible();
  await expect(tabBadge).toHaveCount(0);

  // The like, once it has stood its grace: live on the badge again, then in the centre under 喜欢和赞.
  await expect(page.getByRole('navigation').getByRole('status', { name: '1条未读通知' })).toBeVisible({
    timeout: NOTICE.likeGraceMs + 30_000,
  });
  await page.getByRole('button', { name: /^通知\s*1条未读$/ }).click();
  await page.getByRole('tab', { name: '喜欢和赞' }).click();
  const like = page.getByRole('list', { name: '通知列表' }).getByRole('listitem').first();
  await expect(like).toContainText(`${bName} 赞了你的动态`);
  await expect(like).toContainText('周末去海边看日落');
  await like.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/pages/updatesComment/updatesComment\\?id=${update.id}$`));

  await page.context().close();
});
