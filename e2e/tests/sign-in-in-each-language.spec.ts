// The sign-in screen as a French speaker sees it on a 375 x 812 phone: tabs on one line, placeholders whole,
// Latin punctuation drawn by a Latin font (not "J’ ai" with a full-width apostrophe), form fields in the app's
// font; and in every other language, the same fit.
import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS } from './helpers.ts';
import { expectPlaceholdersFit, lineCounts } from './measure.ts';

/** Starts the app in a language as if chosen in settings (local storage `language`). */
async function openIn(page: Page, language: string, path = '/#/pages/login/login') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('French login at 375x812: tabs on one line, placeholders whole, Latin apostrophes, inputs in the app font', async ({
  page,
}) => {
  await openIn(page, 'fr');
  await expect(page.getByRole('heading', { name: 'Bienvenue sur KK Rencontres' })).toBeVisible();

  // The two tabs, each on one line, side by side within the screen.
  const tabs = page.getByRole('button', { name: /^(Code SMS|Mot de passe)$/ });
  await expect(tabs).toHaveCount(2);
  for (const { text, lines } of await lineCounts(page, 'button[aria-pressed]')) {
    expect(lines, `tab "${text}" on one line`).toBe(1);
  }
  const last = await tabs.nth(1).boundingBox();
  expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(375);

  // Placeholders of both forms fit their fields.
  await expectPlaceholdersFit(page, 2);
  await page.screenshot({ path: `${ARTIFACTS}polish/login-fr.png` });
  await page.getByRole('button', { name: 'Mot de passe', exact: true }).click();
  await expectPlaceholdersFit(page, 2);

  // The apostrophe of "J’ai lu" is a narrow Latin glyph, not a full-width CJK one.
  const apostrophe = await page
    .locator('label')
    .filter({ hasText: 'J’ai lu' })
    .evaluate((label) => {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('’') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return {
          width: range.getBoundingClientRect().width,
          size: Number.parseFloat(getComputedStyle(label).fontSize),
        };
      }
      return null;
    });
  expect(apostrophe).not.toBeNull();
  expect(apostrophe?.width ?? 99).toBeLessThan((apostrophe?.size ?? 0) * 0.5);

  // Text boxes are drawn in the page's font, not the browser's default for form fields.
  const fonts = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    input: getComputedStyle(document.querySelector('input') as HTMLInputElement).fontFamily,
  }));
  expect(fonts.input).toBe(fonts.body);
  expect(fonts.body).not.toMatch(/^-apple-system, BlinkMacSystemFont, "PingFang SC"/);

  // The legal texts are not justified in French (uneven word gaps); Chinese keeps its justified blocks.
  await page.getByRole('link', { name: 'Contrat de service' }).click();
  const paragraph = page.locator('article p').nth(2);
  await expect(paragraph).toBeVisible();
  await expect(paragraph).not.toHaveCSS('text-align', 'justify');
  await page.screenshot({ path: `${ARTIFACTS}polish/agreement-fr.png` });
  await page.goBack();

  // Find password: three fields, each placeholder whole.
  await page.getByRole('button', { name: 'Mot de passe', exact: true }).click();
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Réinitialiser le mot de passe' })).toBeVisible();
  await expectPlaceholdersFit(page, 3);
  await page.screenshot({ path: `${ARTIFACTS}polish/find-password-fr.png` });
});

for (const language of ['zh-Hans', 'zh-Hant', 'en', 'es']) {
  test(`login in ${language} at 375 px: tabs on one line and placeholders whole`, async ({ page }) => {
    await openIn(page, language);
    for (const { text, lines } of await lineCounts(page, 'button[aria-pressed]')) {
      expect(lines, `tab "${text}" on one line`).toBe(1);
    }
    await expectPlaceholdersFit(page, 2);
    await page.locator('button[aria-pressed="false"]').click();
    await expectPlaceholdersFit(page, 2);
    await page.goto('/#/pages/login/findPassWord');
    await expectPlaceholdersFit(page, 3);
  });
}

test('the agreement toggles when its text is tapped, in a 44 px line; its links still open the texts', async ({
  page,
}) => {
  await page.goto('/#/pages/login/login');
  const box = page.getByRole('checkbox', { name: /已阅读并同意/ });
  await expect(box).toBeChecked();
  const line = page.locator('label').filter({ has: box });
  expect((await line.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

  // A tap on the words themselves (not on a link): where "已阅读" is drawn.
  const tapText = async () => {
    const at = await line.evaluate((label) => {
      const text = [...label.querySelectorAll('span')].find((span) => span.textContent?.startsWith('已阅读'));
      const range = document.createRange();
      range.setStart(text?.firstChild as Text, 0);
      range.setEnd(text?.firstChild as Text, 3);
      const rect = range.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    await page.mouse.click(at.x, at.y);
  };
  await tapText();
  await expect(box).not.toBeChecked();
  await tapText();
  await expect(box).toBeChecked();

  // A tap on a link opens its page and leaves the box as it was.
  await page.getByRole('link', { name: '《隐私政策》' }).click();
  await expect(page).toHaveURL(/#\/pages\/privacyPolicy\/privacyPolicy$/);
  await page.goBack();
  await expect(page.getByRole('checkbox')).toBeChecked();
});
