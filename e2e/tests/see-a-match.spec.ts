// A match as two people see it, each in their own browser: A likes B on B's profile, then B likes A on A's. At
// that like, both screens show the moment at once (no reload): both avatars, 你们互相喜欢了, 去聊天 and 继续逛. B's 去聊天
// opens the conversation with A; A's 继续逛 closes it, and A finds B in 我的匹配 and the match in the notices.
// Taking back the like ends the match.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, accountWithProfile, apiPost, loggedInContext, socketReady, uniqueName } from './helpers.ts';

async function person(browser: Browser, request: APIRequestContext, prefix: string, gender: number, avatar: string) {
  const name = uniqueName(prefix);
  const { token, id } = await accountWithProfile(request, {
    username: name,
    gender,
    birthday: gender === 1 ? '1994-06-01' : '1996-09-12',
  });
  await apiPost(request, '/api/userAvatar/updateUserAvatar', { url: avatar }, token);
  const page = await (await loggedInContext(browser, token)).newPage();
  return { id, name, page };
}

/** The match moment on a page. */
function moment(page: Page) {
  return page.getByRole('dialog', { name: '你们互相喜欢了' });
}

test('A and B like each other: the moment shows on both screens, 去聊天 opens the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const avatars = await apiPost<{ list: Array<{ url: string }> }>(request, '/api/avatar/getAvatarList', {
    page: 1,
    pageSize: 10,
  });
  const a = await person(browser, request, '阿杰', 1, avatars.list[0]?.url ?? '');
  const b = await person(browser, request, '小雅', 2, avatars.list[1]?.url ?? '');

  // A likes B from B's profile: one like is no match, nothing shows.
  const aReady = socketReady(a.page);
  await a.page.goto(`/#/pages/userDetail/userDetail?userId=${b.id}`);
  await aReady;
  await a.page.getByRole('button', { name: '喜欢', exact: true }).click();
  await expect(a.page.getByRole('button', { name: '已喜欢' })).toHaveAttribute('aria-pressed', 'true');
  await expect(moment(a.page)).toHaveCount(0);

  // B likes A back from A's profile: the moment, on both screens.
  const bReady = socketReady(b.page);
  await b.page.goto(`/#/pages/userDetail/userDetail?userId=${a.id}`);
  await bReady;
  await b.page.getByRole('button', { name: '喜欢', exact: true }).click();

  for (const [page, other] of [
    [a.page, b],
    [b.page, a],
  ] as const) {
    const dialog = moment(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '你们互相喜欢了' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${a.name}的头像` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `${b.name}的头像` })).toBeVisible();
    // The pictures themselves are drawn (the system avatars, not the initials' discs).
    await expect(dialog.locator('img')).toHaveCount(2);
    await expect(dialog).toContainText(other.name);
    await expect(dialog.getByRole('button', { name: '去聊天' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '继续逛' })).toBeVisible();
  }
  await b.page.screenshot({ path: `${ARTIFACTS}match-moment.png` });

  // B: 去聊天 opens the conversation with A.
  await moment(b.page).getByRole('button', { name: '去聊天' }).click();
  await expect(b.page).toHaveURL(new RegExp(`/pages/chat/chat\\?userId=${a.id}$`));
  await expect(b.page.getByRole('heading', { name: a.name })).toBeVisible();
  await expect(moment(b.page)).toHaveCount(0);

  // A: 继续逛 closes it, on B's profile still; B is in 我的匹配, and the match is among the notices.
  await moment(a.page).getByRole('button', { name: '继续逛' }).click();
  await expect(moment(a.page)).toHaveCount(0);
  await expect(a.page).toHaveURL(new RegExp(`/pages/userDetail/userDetail\\?userId=${b.id}$`));
  await a.page.goto('/#/pages/me/me');
  await a.page.getByRole('button', { name: '我的匹配' }).click();
  await expect(a.page.getByRole('heading', { name: '我的匹配' })).toBeVisible();
  await expect(a.page.getByText('共1个匹配')).toBeVisible();
  const row = a.page.getByRole('listitem').filter({ hasText: b.name });
  await expect(row).toContainText('匹配');
  await row.getByRole('button').first().click();
  await expect(a.page).toHaveURL(new RegExp(`/pages/userDetail/userDetail\\?userId=${b.id}$`));
  await a.page.goto('/#/pages/notice/notice');
  await expect(a.page.getByRole('listitem').filter({ hasText: `${b.name} 你们互相喜欢了` })).toBeVisible();

  // Taking back the like ends the match: 我的匹配 is empty again.
  await a.page.goto(`/#/pages/userDetail/userDetail?userId=${b.id}`);
  await a.page.getByRole('button', { name: '已喜欢' }).click();
  await expect(a.page.getByRole('button', { name: '喜欢', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await a.page.goto('/#/pages/match/match');
  await expect(a.page.getByRole('heading', { name: '还没有匹配' })).toBeVisible();

  await a.page.context().close();
  await b.page.context().close();
});
