import { expect, test } from '@playwright/test';
import { completeProfile, createAccount, loginByPassword, newestToast, randomPhone } from './helpers.ts';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('sees the app in French, server messages included', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bienvenue sur KK Rencontres' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Code SMS' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(newestToast(page)).toHaveText('Veuillez saisir un numéro de téléphone');
  });

  test('antd-mobile’s own labels are not left in Chinese', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox').first().fill('138');
    // The input's clear control (a div, not a button) is labelled by antd-mobile's locale; fr-FR falls back to
    // its English base, where it would otherwise say 清除.
    await expect(page.locator('.adm-input-clear').first()).toHaveAttribute('aria-label', 'clear');
  });
});

test.describe('a Traditional Chinese browser', () => {
  test.use({ locale: 'zh-TW' });

  test('sees Traditional characters', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '歡迎來到KK交友' })).toBeVisible();
    await expect(page.getByRole('button', { name: '驗證碼登入' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(newestToast(page)).toHaveText('請輸入手機號碼');
  });
});

test('the login screen offers the language switch before any login, and remembers it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '欢迎来到KK交友' })).toBeVisible();
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to KK Social' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to KK Social' })).toBeVisible();
});

test('the language is switched in settings and remembered', async ({ page, request }) => {
  const phone = randomPhone();
  await completeProfile(request, await createAccount(request, phone, 'kkpass123'));
  await page.goto('/#/pages/login/login');
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);

  await page.getByRole('button', { name: '设置' }).click();
  await expect(page).toHaveURL(/#\/pages\/userSetting\/userSetting$/);
  await expect(page.getByText('v1.0.10')).toBeVisible();
  await page.getByText('语言').click();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'User settings' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'User settings' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});
