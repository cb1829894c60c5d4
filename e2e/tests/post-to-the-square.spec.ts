// The square, as two people in two browsers: A posts two photos with text; B sees the update, looks
// at the photos full screen, likes it and comments; A sees the comment (from Me's notices); B hides
// A's updates (no-see) and they leave B's square. Accounts are made through the API; what is asserted is what
// each person sees.
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { ARTIFACTS, accountWithProfile, loggedInContext, uniqueName } from './helpers.ts';

/** A complete person (nickname, gender, birthday) whose browser starts logged in. */
async function person(browser: Browser, request: APIRequestContext, prefix: string, gender: number) {
  const username = uniqueName(prefix);
  const { token, id } = await accountWithProfile(request, {
    username,
    gender,
    birthday: gender === 1 ? '1993-04-12' : '1996-09-30',
  });
  const context = await loggedInContext(browser, token);
  const page = await context.newPage();
  return { token, username, id, context, page };
}

function photo(color: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** Holds the mouse on an element past the long press (SPEC §9: 350 ms) without moving, then lets go. */
async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600);
  await page.mouse.up();
}

/** The card of an update on the square, found by its author and a piece of its text. */
function card(page: Page, author: string, text: string) {
  return page.getByRole('article', { name: author }).filter({ hasText: text });
}

test('A posts two photos; B sees, previews, likes and comments; A sees the comment; B hides A', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const a = await person(browser, request, '林', 1);
  const b = await person(browser, request, '苏', 2);
  const text = `周末去海边看日落，风很舒服${uniqueName('')}`;

  // A composes: 发布 waits for text or a photo, each photo shows its upload, then the square has it on top.
  await a.page.goto('/#/pages/myWrite/myWrite');
  const publish = a.page.getByRole('button', { name: '发布', exact: true });
  await expect(publish).toBeDisabled();
  await a.page.getByRole('textbox', { name: '动态内容' }).fill(text);
  await expect(publish).toBeEnabled();
  await a.page.locator('input[type=file]').setInputFiles([
    { name: 'sea.jpg', mimeType: 'image/jpeg', buffer: await photo('#4a90d9') },
    { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await photo('#f5a623') },
  ]);
  await expect(a.page.getByRole('status').filter({ hasText: '上传成功' })).toHaveCount(2);
  await expect(a.page.getByText('最多9张图片，已选2张')).toBeVisible();
  await a.page.screenshot({ path: `${ARTIFACTS}square-compose.png` });
  await publish.click();
  await expect(a.page.getByText('发布成功')).toBeVisible();
  await expect(a.page).toHaveURL(/#\/pages\/square\/square$/);
  const mine = card(a.page, a.username, text);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: /的动态图片/ })).toHaveCount(2);
  await expect(mine.getByText('刚刚')).toBeVisible();

  // B sees it on the latest tab, with its two photos and the time in words (SPEC §9).
  await b.page.goto('/#/pages/square/square');
  const seen = card(b.page, a.username, text);
  await expect(seen).toBeVisible();
  await expect(seen.getByText('刚刚')).toBeVisible();
  await expect(seen.getByRole('img', { name: /的动态图片/ })).toHaveCount(2);
  await b.page.screenshot({ path: `${ARTIFACTS}square-feed.png` });

  // Search finds it by a piece of its text, under 动态.
  await b.page.goto('/#/pages/search/search');
  await b.page.getByRole('tab', { name: '动态' }).click();
  const keywordBox = b.page.locator('input[aria-label="搜索动态内容"]');
  await keywordBox.fill(text.slice(-5));
  await keywordBox.press('Enter');
  await expect(b.page.getByText('找到1条动态')).toBeVisible();
  await expect(card(b.page, a.username, text)).toBeVisible();
  await b.page.screenshot({ path: `${ARTIFACTS}square-search.png` });
  await b.page.goto('/#/pages/square/square');

  // The full-screen preview: swipe (here, the arrow key) to the second photo, zoom in, close.
  await seen
    .getByRole('button')
    .filter({ has: b.page.getByRole('img', { name: /动态图片 1/ }) })
    .click();
  const viewer = b.page.getByRole('dialog', { name: `${a.username}的动态图片，共2张` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await b.page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  const shown = viewer.locator('img[data-scale]');
  await expect(shown).toHaveAttribute('data-scale', '1.00');
  await shown.dispatchEvent('dblclick');
  await expect(shown).not.toHaveAttribute('data-scale', '1.00');
  await b.page.screenshot({ path: `${ARTIFACTS}square-preview.png` });
  await viewer.getByRole('button', { name: '关闭预览' }).click();
  await expect(viewer).toHaveCount(0);

  // B likes it: the heart fills and the count moves at once, and stays after a reload.
  const like = seen.getByRole('button', { name: /^点赞/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('点赞，1人赞过');
  await b.page.reload();
  await expect(card(b.page, a.username, text).getByRole('button', { name: /^点赞/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // B comments from the card's comment button.
  const comment = '好美的日落，是在哪片海边？';
  await card(b.page, a.username, text).getByRole('button', { name: /^评论/ }).click();
  await expect(b.page).toHaveURL(/#\/pages\/updatesComment\/updatesComment\?id=\d+$/);
  await expect(b.page.getByRole('heading', { name: '暂无评论' })).toBeVisible();
  const box = b.page.getByRole('textbox', { name: '评论内容' });
  await box.fill(comment);
  await b.page.getByRole('button', { name: '发送' }).click();
  await expect(b.page.getByText('评论成功')).toBeVisible();
  await expect(b.page.getByRole('heading', { name: '全部评论 1' })).toBeVisible();
  await expect(b.page.getByText(comment)).toBeVisible();
  await b.page.screenshot({ path: `${ARTIFACTS}square-comments.png` });

  // A: Me's 通知 counts the comment (a like is told after its grace, read-notices.spec.ts); the notice opens the
  // update's page, where A answers it.
  await a.page.goto('/#/pages/me/me');
  const notices = a.page.getByRole('button', { name: /^通知\s*1条未读$/ });
  await expect(notices).toBeVisible();
  await a.page.screenshot({ path: `${ARTIFACTS}square-me-notice.png` });
  await notices.click();
  await a.page
    .getByRole('listitem')
    .filter({ hasText: `${b.username} 评论了你的动态：${comment}` })
    .getByRole('button')
    .click();
  await expect(a.page).toHaveURL(/updatesComment/);
  await expect(a.page.getByText(comment)).toBeVisible();
  await a.page.getByRole('button', { name: `回复${b.username}：` }).click();
  await expect(a.page.getByRole('textbox', { name: '评论内容' })).toHaveAttribute('placeholder', `回复${b.username}：`);
  await a.page.getByRole('textbox', { name: '评论内容' }).fill('在厦门的环岛路');
  await a.page.getByRole('button', { name: '发送' }).click();
  await expect(a.page.getByText('在厦门的环岛路')).toBeVisible();
  await expect(a.page.getByRole('heading', { name: '全部评论 2' })).toBeVisible();

  // A long press (SPEC §9: 350 ms) on A's own reply deletes it, after a red confirmation.
  await longPress(
    a.page,
    a.page.getByRole('listitem').filter({ hasText: '在厦门的环岛路' }).getByRole('button').last(),
  );
  const confirm = a.page.getByRole('dialog');
  await expect(confirm.getByText('删除这条评论？')).toBeVisible();
  await a.page.screenshot({ path: `${ARTIFACTS}square-delete-comment.png` });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(a.page.getByText('评论已删除')).toBeVisible();
  await expect(a.page.getByText('在厦门的环岛路')).toHaveCount(0);
  await expect(a.page.getByRole('heading', { name: '全部评论 1' })).toBeVisible();

  // B hides A's updates from A's profile; back on the square, they are gone.
  await b.page.goto('/#/pages/square/square');
  await card(b.page, a.username, text)
    .getByRole('button', { name: `查看${a.username}的主页` })
    .click();
  await expect(b.page.getByRole('heading', { name: a.username, exact: true })).toBeVisible();
  await b.page.getByRole('button', { name: '更多' }).click();
  await b.page.getByRole('button', { name: '不看TA的动态' }).click();
  await expect(b.page.getByText('已设置不看TA的动态')).toBeVisible();
  await b.page.goto('/#/pages/square/square');
  await expect(b.page.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
  await expect(b.page.getByRole('article', { name: a.username })).toHaveCount(0);
  await b.page.reload();
  await expect(b.page.getByRole('tablist', { name: '动态分类' })).toBeVisible();
  await expect(b.page.getByRole('article', { name: a.username })).toHaveCount(0);
  await b.page.screenshot({ path: `${ARTIFACTS}square-nosee.png` });

  // A deletes the update from its menu, after a red confirmation; it leaves A's square.
  await a.page.goto('/#/pages/square/square');
  await card(a.page, a.username, text).getByRole('button', { name: '动态操作' }).click();
  await a.page.getByRole('region', { name: '动态操作' }).getByRole('button', { name: '删除' }).click();
  await expect(a.page.getByRole('dialog').getByText('删除这条动态？')).toBeVisible();
  await a.page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(a.page.getByText('动态已删除')).toBeVisible();
  await expect(card(a.page, a.username, text)).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
