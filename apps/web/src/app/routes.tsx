// The route table (SPEC §2; DESIGN §1 Web layout): path, screen, title, bar, login and tab of every route the
// first screen knows. Which routes need a login: docs/decisions/0064-web-routes-and-titles.md. Screens are lazily
// loaded (screens.ts). Routes added since the first screen's size budget filled up, and not-found, are in
// later-routes.tsx, a chunk of its own that any other address loads (AppRoutes.tsx).
import type { ComponentType } from 'react';
import { K } from '../shared/i18n/keys.ts';
import { PATHS, ROOT_PATH } from '../shared/paths.ts';
import * as S from './screens.ts';
import { BAR, type Bar } from './screens.ts';
import { TAB_KEY, type TabKey } from './tabs.ts';

export type TitleKey = (typeof K.titles)[keyof typeof K.titles];

export interface AppRoute {
  path: string;
  Screen: ComponentType;
  /** SPEC §2 "Title"; null is "none": the window shows the product name. */
  title: TitleKey | null;
  /** `default`: the shell draws the standard bar with the title; `custom`: the screen draws its own. */
  bar: Bar;
  requiresAuth: boolean;
  /** The tab shown selected in the tab bar; routes with a tab show the bar. */
  tab?: TabKey;
}

const user = true;
const anyone = false;
const { custom, default: standard } = BAR;
const T = K.titles;

export const routes: AppRoute[] = [
  { path: ROOT_PATH, Screen: S.HomePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.home },
  { path: PATHS.home, Screen: S.HomePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.home },
  { path: PATHS.search, Screen: S.SearchPage, title: null, bar: custom, requiresAuth: user },
  { path: PATHS.square, Screen: S.SquarePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.square },
  { path: PATHS.message, Screen: S.MessagePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.message },
  { path: PATHS.me, Screen: S.MePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.me },
  { path: PATHS.login, Screen: S.LoginPage, title: T.login, bar: custom, requiresAuth: anyone },
  { path: PATHS.findPassWord, Screen: S.FindPasswordPage, title: T.findPassWord, bar: custom, requiresAuth: anyone },
  { path: PATHS.userSetting, Screen: S.UserSettingPage, title: T.userSetting, bar: standard, requiresAuth: user },
  { path: PATHS.userDetail, Screen: S.UserDetailPage, title: T.userDetail, bar: custom, requiresAuth: user },
  {
    path: PATHS.updatesComment,
    Screen: S.UpdatesCommentPage,
    title: T.updatesComment,
    bar: custom,
    requiresAuth: user,
  },
  { path: PATHS.chat, Screen: S.ChatPage, title: T.chat, bar: custom, requiresAuth: user },
  // Beyond SPEC's table: the recharge-records sub-package page, compose and the me alias (SPEC §2).
  {
    path: PATHS.rechargeRecords,
    Screen: S.RechargeRecordsPage,
    title: T.rechargeRecords,
    bar: standard,
    requiresAuth: user,
  },
  { path: PATHS.recharge, Screen: S.RechargePage, title: T.recharge, bar: standard, requiresAuth: user },
  // Custom: the compose page's bar carries 发布 and asks before a draft is thrown away.
  { path: PATHS.myWrite, Screen: S.MyWritePage, title: T.myWrite, bar: custom, requiresAuth: user },
  { path: PATHS.user, Screen: S.MePage, title: null, bar: custom, requiresAuth: user, tab: TAB_KEY.me },
  { path: PATHS.editProfile, Screen: S.ProfileEditPage, title: T.editProfile, bar: standard, requiresAuth: user },
  { path: PATHS.onboarding, Screen: S.OnboardingPage, title: null, bar: custom, requiresAuth: user },
];
