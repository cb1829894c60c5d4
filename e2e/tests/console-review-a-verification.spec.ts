// The console's verification queue at 1280x800 (issue 24; docs/decisions/0091-verified-photos.md): two members
// send a selfie in their pose; an admin sees each beside the member's avatar and album photo with the pose said
// in words, rejects one with a reason (confirmed first) and approves the other; the queue is then empty of them,
// the rejected member has the reason in a notice and the approved one the badge. Then the money words page.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { readyOperator } from './console-helpers.ts';
import { accountWithProfile, addPhotos, apiPost, uniqueName } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

async function uploadJpeg(
  request: APIRequestContext,
  token: string,
  color: string,
): Promise<{ id: string; url: string }> {
  const buffer = await sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const response = await request.post('/api/file/upload', {
    headers: { token },
    multipart: { file: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer } },
  });
  const body = (await response.json()) as { code: number; data: { id: string; url: string } };
  expect(body.code).toBe(0);
  return body.data;
}

/** A member with an avatar and an album photo who sent a selfie for a fresh challenge; answers them and the pose. */
async function memberWithSelfie(request: APIRequestContext, name: string) {
  const member = await accountWithProfile(request, { username: name, gender: 2, birthday: '1995-03-03' });
  const avatar = await uploadJpeg(request, member.token, '#f4a261');
  await apiPost(request, '/api/userAvatar/updateUserAvatar', { url: avatar.url }, member.token);
  await addPhotos(request, member.token, ['#2a9d8f']);
  const challenge = await apiPost<{ challenge_id: string; pose: string }>(
    request,
    '/api/verify/getChallenge',
    {},
    member.token,
  );
  const selfie = await uploadJpeg(request, member.token, '#e76f51');
  await apiPost(
    request,
    '/api/verify/submit',
    { challenge_id: challenge.challenge_id, fileId: selfie.id },
    member.token,
  );
  return { ...member, pose: challenge.pose };
}

async function signIn(page: Page, operator: Awaited<ReturnType<typeof readyOperator>>) {
  await page.goto('/console/');
  await page.getByLabel('用户名').fill(operator.name);
  await page.getByLabel('密码', { exact: true }).fill(operator.password);
  await page.getByLabel('动态验证码').fill(await operator.authenticator.code());
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(operator.name);
}

const POSE_WORDS: Record<string, string> = {
  thumbs_up: '竖大拇指',
  peace_sign: '比剪刀手',
  hand_on_cheek: '手托脸颊',
  touch_nose: '手指碰鼻尖',
  wave: '挥手',
  point_up: '食指指向上方',
  ok_sign: '比 OK 手势',
  cover_one_eye: '用手遮住一只眼睛',
  three_fingers: '伸出三根手指',
  salute: '敬礼',
};

test('an admin rejects one verification with a reason and approves another; then reads the money words', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [rejectName, approveName] = [uniqueName('小雨'), uniqueName('小晴')];
  const rejected = await memberWithSelfie(request, rejectName);
  const approved = await memberWithSelfie(request, approveName);
  const admin = await readyOperator(request, 'admin');
  await signIn(page, admin);

  await page.getByRole('menuitem', { name: '认证审核' }).click();
  await expect(page.getByText('认证审核').first()).toBeVisible();
  const first = page.getByTestId('verification').filter({ hasText: rejectName });
  await expect(first.getByTestId('pose')).toHaveText(`要求姿势：${POSE_WORDS[rejected.pose]}`);
  // The selfie, the avatar and the album photo are shown (the selfie through the console's private route).
  await expect(first.getByRole('img')).toHaveCount(4);
  await expect(first.getByText('头像', { exact: true })).toBeVisible();
  await expect(first.getByText('相册照片', { exact: true })).toBeVisible();
  const selfie = first.getByRole('img', { name: /会员按/ });
  await expect(selfie).toHaveJSProperty('complete', true);
  expect(await selfie.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Reject: a reason, then a red confirmation naming it.
  await first.getByRole('button', { name: '拒绝' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '拒绝认证' });
  await expect(dialog.getByRole('button', { name: '拒绝' })).toBeDisabled();
  await dialog.getByLabel('拒绝原因').fill('自拍中看不到要求的手势');
  await dialog.getByRole('button', { name: '拒绝' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定拒绝这次认证？' });
  await expect(confirm).toContainText('自拍中看不到要求的手势');
  await confirm.getByRole('button', { name: '拒绝' }).click();
  await expect(page.getByTestId('verification').filter({ hasText: rejectName })).toHaveCount(0);

  // Approve the other.
  await page.getByTestId('verification').filter({ hasText: approveName }).getByRole('button', { name: '通过' }).click();
  await expect(page.getByTestId('verification').filter({ hasText: approveName })).toHaveCount(0);

  // What the members observe: the reason in a notice and a wait; the badge.
  const status = await apiPost<{ status: string; reason: string }>(
    request,
    '/api/verify/getStatus',
    {},
    rejected.token,
  );
  expect(status).toMatchObject({ status: 'rejected', reason: '自拍中看不到要求的手势' });
  const notices = await apiPost<{ list: Array<{ summary: string }> }>(
    request,
    '/api/notice/getNoticeList',
    { page: 1, pageSize: 10 },
    rejected.token,
  );
  expect(notices.list.some((notice) => notice.summary.includes('自拍中看不到要求的手势'))).toBe(true);
  const profile = await apiPost<{ verified: number }>(
    request,
    '/api/user/getUserDetail',
    { userId: approved.id },
    rejected.token,
  );
  expect(profile.verified).toBe(1);

  // The money words: the page opens under its heading (its list is the chat-safety feature's server part).
  await page.getByRole('menuitem', { name: '钱款词表' }).click();
  await expect(page.locator('.ant-card-head-title').filter({ hasText: '钱款词表' })).toBeVisible();
});
