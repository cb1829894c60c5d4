// The feedback page (意见反馈), which the service agreement and the privacy policy point to: opened from
// settings, its empty list, the form's checks, a report sent and listed, its title in another language, and a
// network failure while sending that keeps the draft and is logged.
import { expect, test } from '@playwright/test';
import { ARTIFACTS, newestToast, signedInContext } from './helpers.ts';

test('a user sends a report from settings → 意见反馈 and finds it in 我的反馈', async ({ browser, request }) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/userSetting/userSetting');
  await page.getByRole('button', { name: '意见反馈' }).click();
  await expect(page).toHaveURL(/#\/pages\/feedback\/feedback$/);
  await expect(page.getByRole('heading', { name: '意见反馈', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('意见反馈');

  // Nothing sent yet: the empty state, and no type chosen.
  await expect(page.getByRole('heading', { name: '还没有反馈' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  // The contract's checks, in reading order, before anything is sent.
  const toast = newestToast(page);
  const send = page.getByRole('button', { name: '提交', exact: true });
  const content = page.getByRole('textbox', { name: '反馈内容' });
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/feedback/addFeedback')) sent += 1;
  });
  await send.click();
  await expect(toast).toHaveText('请选择反馈类型');
  await page.getByText('举报用户', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '举报用户' })).toBeChecked();
  await expect(content).toHaveAttribute('placeholder', '请写明对方的昵称或ID，以及发生了什么');
  await content.fill('   ');
  await send.click();
  await expect(toast).toHaveText('请填写反馈内容');
  await content.fill(`${'长'.repeat(499)}😀😀`);
  await expect(page.getByText('501/500', { exact: true })).toBeVisible();
  await send.click();
  await expect(toast).toHaveText('反馈内容最多500个字');
  expect(sent).toBe(0);

  // A report: an emoji and a CJK character count one each; the button waits while it is sent.
  const report = '用户「小王」在聊天里反复发广告😡，请处理';
  await content.fill(report);
  await expect(page.getByText(`${[...report].length}/500`, { exact: true })).toBeVisible();
  await page.route('**/api/feedback/addFeedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await send.click();
  await expect(page.getByRole('button', { name: '提交中…' })).toBeDisabled();
  await expect(toast).toHaveText('已收到你的反馈，我们会尽快处理');
  expect(sent).toBe(1);

  // The form is cleared, and the report heads 我的反馈.
  await expect(content).toHaveValue('');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByText('0/500', { exact: true })).toBeVisible();
  const mine = page.getByRole('region', { name: '我的反馈' });
  const item = mine.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('举报用户')).toBeVisible();
  await expect(item.getByText('刚刚')).toBeVisible();
  await expect(item.getByText(report)).toBeVisible();
  await expect(mine.getByText('共1条')).toBeVisible();
  await expect(page.getByRole('heading', { name: '还没有反馈' })).toHaveCount(0);
  await expect(toast).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}feedback.png` });

  // It is kept: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('region', { name: '我的反馈' }).getByText(report)).toBeVisible();
  await context.close();
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('shows the feedback page in English', async ({ browser, request }) => {
    const { page, context } = await signedInContext(browser, request);
    await page.goto('/#/pages/userSetting/userSetting');
    await page.getByRole('button', { name: 'Feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Feedback');
    await expect(page.getByRole('radio', { name: 'Report a user' })).toHaveCount(1);
    await expect(page.getByText('Report a user', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No feedback yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(newestToast(page)).toHaveText('Please choose a feedback type');
    await context.close();
  });
});

test('a network failure while sending feedback says so, keeps the draft, and is logged', async ({
  browser,
  request,
}) => {
  const { page, context } = await signedInContext(browser, request);
  await page.goto('/#/pages/feedback/feedback');
  await page.getByText('功能建议', { exact: true }).click();
  const content = page.getByRole('textbox', { name: '反馈内容' });
  await content.fill('希望可以按城市筛选');
  await page.route('**/api/feedback/addFeedback', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(newestToast(page)).toHaveText(/^网络异常：/);
  await expect(content).toHaveValue('希望可以按城市筛选');
  await expect(page.getByRole('button', { name: '提交', exact: true })).toBeEnabled();

  await page.goto('/#/pages/log/log');
  await expect(page.getByText(/^\/api\/feedback\/addFeedback · 500 · \d+ ms$/)).toBeVisible();
  await expect(page.locator('li').filter({ hasText: /\/api\/feedback\/addFeedback · TypeError: / })).toHaveCount(1);
  await context.close();
});
