// Every screen shows its bar and its content or a proper empty state, never a blank page.
import { expect, test } from '@playwright/test';
import { ARTIFACTS, completeProfile, createAccount, loginByPassword, randomPhone } from './helpers.ts';

// `heading` is the screen's own content (a bar title alone shows while the screen's code still loads).
const SCREENS: Array<{ path: string; heading?: string; text?: string }> = [
  // The square's list depends on what other specs post meanwhile; its tabs are always there.
  { path: '/pages/square/square', text: '最新' },
  { path: '/pages/message/message', heading: '暂无消息' },
  { path: '/pages/search/search', heading: '搜索用户或动态' },
  // Chat needs a person (?userId=); without one it says so and leads to the messages tab.
  { path: '/pages/chat/chat', heading: '没有找到这个聊天' },
  { path: '/pages/userSetting/userSetting', text: '当前版本' },
  { path: '/pages/userDetail/userDetail', heading: '用户资料会显示在这里' },
  { path: '/pages/block/block', heading: '黑名单是空的' },
  { path: '/pages/nosee/nosee', heading: '列表是空的' },
  { path: '/pages/following/following', heading: '还没有关注任何人' },
  { path: '/pages/fans/fans', heading: '还没有粉丝' },
  // Who liked me is VIP's: a non-VIP meets the invitation.
  { path: '/pages/zanMe/zanMe', heading: '开通会员，看看谁喜欢了你' },
  // The notification centre, its settings, matches; who visited me is VIP's (the invitation, nobody visited yet).
  { path: '/pages/notice/notice', heading: '还没有通知' },
  { path: '/pages/noticeSetting/noticeSetting', heading: '推送通知' },
  { path: '/pages/match/match', heading: '还没有匹配' },
  { path: '/pages/visitor/visitor', heading: '开通会员，看看谁来过你的主页' },
  // Photo verification: what it is, before a first try.
  { path: '/pages/verify/verify', heading: '证明照片里的人就是你' },
  { path: '/pages/updatesComment/updatesComment', heading: '动态不存在或已删除' },
  // The log already holds this visit's requests (the empty state shows on a fresh device).
  { path: '/pages/log/log', text: '复制' },
  { path: '/pages/localFile/localFile', heading: '暂无本地文件' },
  { path: '/subPackagesB/rechargeRecords/rechargeRecords', heading: '暂无充值记录' },
  { path: '/pages/recharge/recharge', heading: '会员特权' },
  { path: '/pages/myWrite/myWrite', text: '最多9张图片，已选0张' },
  { path: '/pages/privacyPolicy/privacyPolicy', heading: '适用范围' },
  { path: '/pages/login/findPassWord', heading: '重置登录密码' },
  // Member safety (issue 24): the safety page, and a copy of my data before any was asked for.
  { path: '/safety', heading: '如何识别诈骗' },
  { path: '/pages/dataExport/dataExport', text: '申请数据副本' },
];

test('every screen has its bar and a proper empty state', async ({ page, request }) => {
  const phone = randomPhone();
  await completeProfile(request, await createAccount(request, phone, 'kkpass123'));
  await page.goto('/#/pages/login/login');
  await loginByPassword(page, phone, 'kkpass123');
  await expect(page).toHaveURL(/#\/pages\/home\/home$/);

  for (const screen of SCREENS) {
    await page.goto(`/#${screen.path}`);
    const content = screen.heading
      ? page.getByRole('heading', { name: screen.heading, exact: true })
      : page.getByText(screen.text ?? '', { exact: true });
    await expect(content.first()).toBeVisible();
    const name = screen.path.split('/').at(-1);
    await page.screenshot({ path: `${ARTIFACTS}screens/${name}.png` });
  }
});
