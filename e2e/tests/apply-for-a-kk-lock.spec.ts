// Kk lock as two people live it, each in their own browser: A asks for a lock from B's profile; B,
// with the conversation open, sees the request arrive and accepts it; both see the lock on Home; B disconnects,
// and A is told at once and the lock leaves A's Home without a reload.
// Accounts and profiles are made through the API (fixtures); everything asserted is what the screens show.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { accountWithProfile, loggedInContext } from './helpers.ts';

interface Person {
  id: number;
  name: string;
  page: Page;
}

/** A complete profile, and a browser context that starts logged in as that person. */
async function person(browser: Browser, request: APIRequestContext, name: string, gender: 1 | 2): Promise<Person> {
  const { token, id } = await accountWithProfile(request, {
    username: name,
    gender,
    birthday: gender === 1 ? '1993-03-08' : '1997-10-21',
  });
  const context = await loggedInContext(browser, token);
  // Toasts last 1.5 s (SPEC §9): every one shown is kept, so that a slow step elsewhere cannot make one missed.
  // It watches the document itself: an init script runs before the parser has made <html>.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { kkToasts: string[] }).kkToasts = seen;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('.adm-toast-main')) {
        const text = node.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return { id, name, page: await context.newPage() };
}

/** Waits until the page has shown a toast with exactly this text. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { kkToasts: string[] }).kkToasts)).toContain(text);
}
const lockPanel = (page: Page) => page.getByRole('region', { name: '我的kk锁' });

test('A applies from B’s profile; B accepts live in the chat; B disconnects and A is told at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Math.floor(Math.random() * 1e6);
  const a = await person(browser, request, `阿明${tag}`, 1);
  const b = await person(browser, request, `小晴${tag}`, 2);

  // B has the conversation with A open (the socket is up) before anything is asked.
  await b.page.goto(`/#/pages/chat/chat?userId=${a.id}`);
  await expect(b.page.locator('[data-kk-lock-bar="free"]')).toBeVisible();

  // A, on B's profile: what a kk lock means is explained before the request goes.
  await a.page.goto(`/#/pages/userDetail/userDetail?userId=${b.id}`);
  const section = a.page.getByRole('region', { name: 'kk锁', exact: true });
  await expect(section).toContainText('成为彼此的专属配对');
  await section.getByRole('button', { name: '申请kk锁' }).click();
  const ask = a.page.getByRole('dialog');
  await expect(ask).toContainText(`向${b.name}申请kk锁？`);
  await expect(ask).toContainText('任何一方都可以随时解除');
  await ask.getByRole('button', { name: '发送申请' }).click();
  await expectToast(a.page, '申请已发送，等待对方回应');
  await expect(a.page).toHaveURL(new RegExp(`/pages/chat/chat\\?userId=${b.id}$`));
  const aCard = a.page.locator('[data-kk-lock-card]');
  await expect(aCard).toContainText(`你向${b.name}发起了kk锁申请`);
  await expect(aCard).toContainText('等待对方回应');
  await expect(aCard.getByRole('button', { name: '撤回' })).toBeVisible();

  // B: the request arrives in the open chat without a reload, with accept and reject.
  const bCard = b.page.locator('[data-kk-lock-card]');
  await expect(bCard).toContainText(`${a.name}想和你kk锁定`);
  await expect(bCard.getByRole('button', { name: '拒绝' })).toBeVisible();
  // While it waits for its answer, neither side is offered a second request.
  await expect(b.page.locator('[data-kk-lock-bar]')).toHaveCount(0);
  await expect(a.page.locator('[data-kk-lock-bar]')).toHaveCount(0);
  await bCard.getByRole('button', { name: '接受' }).click();
  const accept = b.page.getByRole('dialog');
  await expect(accept).toContainText(`接受${a.name}的kk锁申请？`);
  await accept.getByRole('button', { name: '接受并锁定' }).click();
  await expect(bCard).toHaveAttribute('data-state', 'accepted');
  await expect(bCard).toContainText('已接受，你们已kk锁定');
  await expect(bCard.getByRole('button')).toHaveCount(0);
  await expect(b.page.locator('[data-kk-lock-bar="locked"]')).toContainText('你们正处于kk锁定中');

  // A sees the answer live: the card changes, and A is told.
  await expectToast(a.page, '对方接受了你的kk锁申请，你们已锁定');
  await expect(aCard).toHaveAttribute('data-state', 'accepted');
  await expect(aCard.getByRole('button', { name: '撤回' })).toHaveCount(0);

  // Both see the lock on Home: the partner and since when.
  await a.page.goto('/#/pages/home/home');
  await b.page.goto('/#/pages/home/home');
  await expect(lockPanel(a.page)).toContainText(b.name);
  await expect(lockPanel(a.page)).toContainText('刚刚锁定');
  await expect(lockPanel(b.page)).toContainText(a.name);
  await expect(lockPanel(b.page).getByRole('button', { name: `查看${a.name}的主页` })).toBeVisible();

  // B disconnects, behind a confirmation that says what it does.
  await lockPanel(b.page).getByRole('button', { name: '解除', exact: true }).click();
  const confirm = b.page.getByRole('dialog');
  await expect(confirm).toContainText(`解除与${a.name}的kk锁？`);
  await confirm.getByRole('button', { name: '解除kk锁' }).click();
  await expectToast(b.page, '已解除kk锁');
  await expect(lockPanel(b.page)).toHaveCount(0);

  // A is told at once, and the lock leaves A's Home without a reload.
  await expectToast(a.page, '对方已解除kk锁');
  await expect(lockPanel(a.page)).toHaveCount(0);

  // The request's card in A's chat says how it ended.
  await a.page.goto(`/#/pages/chat/chat?userId=${b.id}`);
  const ended = a.page.locator('[data-kk-lock-card]');
  await expect(ended).toHaveAttribute('data-state', 'ended');
  await expect(ended).toContainText('对方已解除kk锁');

  // A's profile of B offers to ask again.
  await a.page.goto(`/#/pages/userDetail/userDetail?userId=${b.id}`);
  await expect(
    a.page.getByRole('region', { name: 'kk锁', exact: true }).getByRole('button', { name: '申请kk锁' }),
  ).toBeVisible();
});
