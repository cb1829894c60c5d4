// A copy of my data and the safety page (issue 24 parts 6 and 7), at 375x812: a member opens 下载我的数据 in
// settings, asks for a copy, sees it being made, downloads the zip (a real download, holding profile.json), and is
// told when a second request comes too soon; the safety page opens from settings in Chinese and in English.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ARTIFACTS, newestToast, signedInContext } from './helpers.ts';

test('a member asks for a copy of their data in settings and downloads the zip', async ({ browser, request }) => {
  const { page } = await signedInContext(browser, request);
  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByText('下载我的数据', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/dataExport\/dataExport$/);

  await page.getByRole('button', { name: '申请数据副本' }).click();
  // Being made, then ready (the screen looks again while it is pending).
  await expect(page.getByText('你的数据副本已准备好')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^链接有效期至 /)).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}data-export-ready.png` });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kk-data-\d{8}\.zip$/);
  const bytes = await readFile((await download.path()) as string);
  // A zip (its local-file signature), whose central directory names profile.json and README.txt.
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);
  expect(bytes.includes(Buffer.from('README.txt'))).toBe(true);

  // Once a day: asking again is refused with the server's words, beside the button.
  await page.getByRole('button', { name: '重新申请' }).click();
  await expect(page.getByRole('alert')).toHaveText('每天只能申请一次数据副本，请明天再试');
  await expect(newestToast(page)).toHaveCount(0);
});

test('the safety page opens from settings, in Chinese and in English, and leads to a copy of my data', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByText('安全中心', { exact: true }).last().click();
  await expect(page).toHaveURL(/#\/safety$/);
  await expect(page.getByRole('heading', { name: '如何识别诈骗' })).toBeVisible();
  await expect(page.getByText(/杀猪盘/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '认证是什么意思' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}safety-zh.png`, fullPage: true });
  await page.getByRole('button', { name: '下载我的数据' }).click();
  await expect(page).toHaveURL(/#\/pages\/dataExport\/dataExport$/);
  await expect(page.getByRole('button', { name: '申请数据副本' })).toBeVisible();

  // The same page in English (the language chosen in the app is kept in local storage).
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/#/safety');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'How to spot a scam' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What verification means' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}safety-en.png`, fullPage: true });
  await context.close();
});
