// What a French or English reader sees where the texts are longer than the Chinese or carry a count, at 375x812:
// Me's coin balance label keeps one line beside the recharge pill; Me's tab says "1 unread notification" and "2
// unread notifications" (i18next plurals) and the centre words a comment in the reader's language; the message list
// names a kk lock request in the reader's language.
// Accounts, posts, likes, comments and the kk lock request are made through the API (fixtures).
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, accountWithProfile, apiPost, loggedInContext, uniqueName } from './helpers.ts';

async function person(request: APIRequestContext, gender: 1 | 2) {
  const username = uniqueName(gender === 1 ? '阿明' : '小晴');
  const { token, id } = await accountWithProfile(request, {
    username,
    gender,
    birthday: gender === 1 ? '1993-03-08' : '1997-10-21',
  });
  return { token, id, username };
}

async function pageOf(browser: Browser, token: string): Promise<Page> {
  const context = await loggedInContext(browser, token);
  return context.newPage();
}

/** The label's box is one line high (less than two line heights) and its whole text fits its width. */
async function expectOneLine(page: Page, text: string): Promise<void> {
  const label = page.getByText(text, { exact: true });
  await expect(label).toBeVisible();
  const box = await label.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    return {
      height: element.getBoundingClientRect().height,
      lineHeight,
      clipped: element.scrollWidth > element.clientWidth,
    };
  });
  expect(box.height, `"${text}" is ${box.height}px high for lines of ${box.lineHeight}px`).toBeLessThan(
    box.lineHeight * 2,
  );
  expect(box.clipped, `"${text}" is cut off`).toBe(false);
}

const LANGUAGES = [
  {
    locale: 'fr-FR',
    balance: 'Solde de pièces',
    one: '1 notification non lue',
    two: '2 notifications non lues',
    commented: 'a commenté votre publication : 真好看',
  },
  {
    locale: 'en-US',
    balance: 'Coin balance',
    one: '1 unread notification',
    two: '2 unread notifications',
    commented: 'commented on your post: 真好看',
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`a ${language.locale} reader`, () => {
    test.use({ locale: language.locale });

    test('reads the coin balance label on one line on Me', async ({ browser, request }) => {
      const me = await person(request, 2);
      const page = await pageOf(browser, me.token);
      await page.goto('/#/pages/me/me');
      await expectOneLine(page, language.balance);
      await page
        .locator('section')
        .filter({ hasText: language.balance })
        .screenshot({
          path: `${ARTIFACTS}me-wallet-${language.locale}.png`,
        });
    });

    test('reads "1 unread notification" and "2 unread notifications" on Me’s tab', async ({ browser, request }) => {
      const author = await person(request, 2);
      const post = await apiPost<{ id: number }>(
        request,
        '/api/updates/addUpdates',
        { content: '周末去海边看日落' },
        author.token,
      );
      const first = await person(request, 1);
      await apiPost(request, '/api/comment/addComment', { updates_id: post.id, content: '真好看' }, first.token);

      const page = await pageOf(browser, author.token);
      await page.goto('/#/pages/me/me');
      const badge = page.getByRole('navigation').getByRole('status');
      await expect(badge).toHaveAccessibleName(language.one);

      const second = await person(request, 1);
      await apiPost(request, '/api/comment/addComment', { updates_id: post.id, content: '在哪里' }, second.token);
      await page.reload();
      await expect(badge).toHaveAccessibleName(language.two);

      await page.goto('/#/pages/notice/notice');
      await expect(page.getByRole('listitem').filter({ hasText: first.username })).toContainText(language.commented);
    });
  });
}

// The wallet's layout holds in the other languages too.
for (const { locale, balance } of [
  { locale: 'zh-CN', balance: '金币余额' },
  { locale: 'zh-TW', balance: '金幣餘額' },
  { locale: 'es-ES', balance: 'Saldo de monedas' },
]) {
  test.describe(`a ${locale} reader`, () => {
    test.use({ locale });

    test('reads the coin balance label on one line on Me', async ({ browser, request }) => {
      const me = await person(request, 2);
      const page = await pageOf(browser, me.token);
      await page.goto('/#/pages/me/me');
      await expectOneLine(page, balance);
    });
  });
}

test.describe('a French reader', () => {
  test.use({ locale: 'fr-FR' });

  test('reads a kk lock request in French in the message list', async ({ browser, request }) => {
    const me = await person(request, 2);
    const asker = await person(request, 1);
    await apiPost(request, '/api/kklock/applyKkLock', { to_user_id: me.id }, asker.token);

    const page = await pageOf(browser, me.token);
    await page.goto('/#/pages/message/message');
    const row = page.getByRole('listitem').filter({ hasText: asker.username });
    await expect(row).toContainText('[Demande de verrou kk]');
    await expect(row).not.toContainText('[kk lock]');
    // The square's tab is « Fil », the word a French app gives its feed of posts.
    await expect(page.getByRole('navigation').getByText('Fil', { exact: true })).toBeVisible();
  });
});
