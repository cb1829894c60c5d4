// Every screen of the route table, each its own chunk, loaded when its route is first visited. The two first
// screens, home (signed in) and login (newcomers), are fetched by main.ts beside the catalogues instead, and
// drawn at once when they are here (shared/ui/preloadable.tsx).
import { lazy } from 'react';
import { preloadable } from '../shared/ui/preloadable.tsx';

export const HomePage = preloadable(() => import('../pages/home/HomePage.tsx').then((m) => m.HomePage));
/** Home's cards (a part of home, not a route): fetched with home, drawn by it. */
export { HomeFeed } from '../pages/home/lazy-feed.ts';

export const SquarePage = lazy(() => import('../pages/square/SquarePage.tsx').then((m) => ({ default: m.SquarePage })));
/** The messages tab: its list, and on a wide screen the open conversation beside it (Messages.tsx). */
export const MessagePage = lazy(() => import('./Messages.tsx').then((m) => ({ default: m.Messages })));
export const MePage = lazy(() => import('../pages/me/MePage.tsx').then((m) => ({ default: m.MePage })));
export const SearchPage = lazy(() => import('../pages/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })));
export const LoginPage = preloadable(() => import('../pages/login/LoginPage.tsx').then((m) => m.LoginPage));
export const FindPasswordPage = lazy(() =>
  import('../pages/login/FindPasswordPage.tsx').then((m) => ({ default: m.FindPasswordPage })),
);
export const UserSettingPage = lazy(() =>
  import('../pages/user-setting/UserSettingPage.tsx').then((m) => ({ default: m.UserSettingPage })),
);
export const ProfileEditPage = lazy(() =>
  import('../pages/user-setting/ProfileEditPage.tsx').then((m) => ({ default: m.ProfileEditPage })),
);
export const UserDetailPage = lazy(() =>
  import('../pages/user-detail/UserDetailPage.tsx').then((m) => ({ default: m.UserDetailPage })),
);
export const UpdatesCommentPage = lazy(() =>
  import('../pages/updates-comment/UpdatesCommentPage.tsx').then((m) => ({ default: m.UpdatesCommentPage })),
);
export const ChatPage = lazy(() => import('../pages/chat/ChatPage.tsx').then((m) => ({ default: m.ChatPage })));
export const RechargeRecordsPage = lazy(() =>
  import('../pages/recharge-records/RechargeRecordsPage.tsx').then((m) => ({ default: m.RechargeRecordsPage })),
);
export const RechargePage = lazy(() =>
  import('../pages/recharge/RechargePage.tsx').then((m) => ({ default: m.RechargePage })),
);
export const MyWritePage = lazy(() =>
  import('../pages/my-write/MyWritePage.tsx').then((m) => ({ default: m.MyWritePage })),
);
export const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage.tsx').then((m) => ({ default: m.OnboardingPage })),
);
/** What the route table says of a route's top bar (SPEC §2 "Bar"). */
export const BAR = { custom: 'custom', default: 'default' } as const;
export type Bar = (typeof BAR)[keyof typeof BAR];
