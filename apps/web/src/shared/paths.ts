// Every route path of SPEC §2 by name, and the login-routing rules over them. Plain data so that screens,
// the route table and the tests share it without importing each other.
export const PATHS = {
  home: '/pages/home/home',
  search: '/pages/search/search',
  square: '/pages/square/square',
  message: '/pages/message/message',
  me: '/pages/me/me',
  log: '/pages/log/log',
  localFile: '/pages/localFile/localFile',
  login: '/pages/login/login',
  findPassWord: '/pages/login/findPassWord',
  userSetting: '/pages/userSetting/userSetting',
  /**
   * Beyond SPEC §2: editing the profile, apart from the app's settings (userSetting;
   * docs/decisions/0069-web-me-settings-and-profile-form.md).
   */
  editProfile: '/pages/editProfile/editProfile',
  userDetail: '/pages/userDetail/userDetail',
  updatesComment: '/pages/updatesComment/updatesComment',
  chat: '/pages/chat/chat',
  block: '/pages/block/block',
  nosee: '/pages/nosee/nosee',
  userAgreement: '/pages/userAgreement/userAgreement',
  privacyPolicy: '/pages/privacyPolicy/privacyPolicy',
  rechargeRecords: '/subPackagesB/rechargeRecords/rechargeRecords',
  /** Beyond SPEC §2: coins and VIP, the recharge packages. */
  recharge: '/pages/recharge/recharge',
  myWrite: '/pages/myWrite/myWrite',
  /** Beyond SPEC §2: the feedback page the service agreement and the privacy policy name (意见反馈). */
  feedback: '/pages/feedback/feedback',
  /** Beyond SPEC §2: the lists Me's counts open (people you follow, who follow you, who liked you). */
  following: '/pages/following/following',
  fans: '/pages/fans/fans',
  zanMe: '/pages/zanMe/zanMe',
  /** Beyond SPEC §2: the notification centre, its settings, your matches and who visited you (Me opens them). */
  notice: '/pages/notice/notice',
  noticeSetting: '/pages/noticeSetting/noticeSetting',
  match: '/pages/match/match',
  visitor: '/pages/visitor/visitor',
  /** SPEC §2: a login-required tab page; here the alias of me. */
  user: '/pages/user/user',
  /** Beyond SPEC §2: the short flow after sign-up (DESIGN §3 "Onboarding"). */
  onboarding: '/pages/onboarding/onboarding',
  /** Beyond SPEC §2: photo verification (issue 24; docs/decisions/0096-web-verified-photos.md). */
  verify: '/pages/verify/verify',
  /** Beyond SPEC §2: the safety page (issue 24): scams, reporting and blocking, verification, a copy of my data. */
  safety: '/safety',
} as const;

export const ROOT_PATH = '/';
/** The route pattern that matches any address. */
export const ANY_PATH = '*';

/** An address containing this skips the login redirect and the initial user load (SPEC §2). */
export const REDIRECT_MARKER = '/pages/redirect';

export const REDIRECT_PARAM = 'redirect';

export function skipsLogin(href: string): boolean {
  return href.includes(REDIRECT_MARKER);
}

/** Login, remembering where the user was going (a path with its query) when that is not home. */
export function loginPath(from?: string): string {
  if (!from || from === ROOT_PATH || from === PATHS.home || from.startsWith(PATHS.login)) return PATHS.login;
  return `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(from)}`;
}

/**
 * Where to go after a login: the remembered in-app path, else home (SPEC §2). Only paths of this app are
 * followed: never another origin, never back to a sign-in page.
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return PATHS.home;
  }
  if (redirect.startsWith('/pages/login/')) return PATHS.home;
  return redirect;
}

/** Another user's profile (also yours, as others see it): SPEC §2 passes page parameters in the query. */
export function userDetailPath(userId: number): string {
  return `${PATHS.userDetail}?userId=${userId}`;
}

/** The comments page of one update (SPEC §2 passes page parameters in the query). */
export function updatesCommentPath(updatesId: number): string {
  return `${PATHS.updatesComment}?id=${updatesId}`;
}

/** Chat with a user. */
export function chatPath(userId: number): string {
  return `${PATHS.chat}?userId=${userId}`;
}

/** Onboarding at one of its steps, keeping where the login was going. */
export function onboardingPath(step?: string, redirect?: string | null): string {
  const query = new URLSearchParams();
  if (step) query.set('step', step);
  if (redirect) query.set(REDIRECT_PARAM, redirect);
  const text = query.toString();
  return text ? `${PATHS.onboarding}?${text}` : PATHS.onboarding;
}
