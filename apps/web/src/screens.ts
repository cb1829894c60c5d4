// Every screen of the route table, each its own chunk, loaded when its route is first visited. The two first
// screens, home (signed in) and login (newcomers), are fetched by main.ts beside the catalogues instead, and
// drawn at once when they are here (shell/preloadable.tsx).
import { lazy } from 'react';
import { preloadable } from './shell/preloadable.tsx';

export const HomePage = preloadable(() => import('./features/home/HomePage.tsx').then((m) => m.HomePage));
/** Home's cards (a part of home, not a route): fetched with home, drawn by it. */
export const HomeFeed = preloadable(() => import('./features/home/HomeFeed.tsx').then((m) => m.HomeFeed));

export const SquarePage = lazy(() =>
  import('./features/square/SquarePage.tsx').then((m) => ({ default: m.SquarePage })),
);
export const MessagePage = lazy(() =>
  import('./features/message/MessagePage.tsx').then((m) => ({ default: m.MessagePage })),
);
export const MePage = lazy(() => import('./features/me/MePage.tsx').then((m) => ({ default: m.MePage })));
export const SearchPage = lazy(() =>
  import('./features/search/SearchPage.tsx').then((m) => ({ default: m.SearchPage })),
);
export const LogPage = lazy(() => import('./features/log/LogPage.tsx').then((m) => ({ default: m.LogPage })));
export const LocalFilePage = lazy(() =>
  import('./features/local-file/LocalFilePage.tsx').then((m) => ({ default: m.LocalFilePage })),
);
export const LoginPage = preloadable(() => import('./features/login/LoginPage.tsx').then((m) => m.LoginPage));
export const FindPasswordPage = lazy(() =>
  import('./features/login/FindPasswordPage.tsx').then((m) => ({ default: m.FindPasswordPage })),
);
export const UserSettingPage = lazy(() =>
  import('./features/settings/UserSettingPage.tsx').then((m) => ({ default: m.UserSettingPage })),
);
export const ProfileEditPage = lazy(() =>
  import('./features/settings/ProfileEditPage.tsx').then((m) => ({ default: m.ProfileEditPage })),
);
export const UserDetailPage = lazy(() =>
  import('./features/user-detail/UserDetailPage.tsx').then((m) => ({ default: m.UserDetailPage })),
);
export const UpdatesCommentPage = lazy(() =>
  import('./features/comments/UpdatesCommentPage.tsx').then((m) => ({ default: m.UpdatesCommentPage })),
);
export const ChatPage = lazy(() => import('./features/chat/ChatPage.tsx').then((m) => ({ default: m.ChatPage })));
export const BlockPage = lazy(() => import('./features/block/BlockPage.tsx').then((m) => ({ default: m.BlockPage })));
export const NoSeePage = lazy(() => import('./features/nosee/NoSeePage.tsx').then((m) => ({ default: m.NoSeePage })));
export const AgreementPage = lazy(() =>
  import('./features/legal/AgreementPage.tsx').then((m) => ({ default: m.AgreementPage })),
);
export const PrivacyPage = lazy(() =>
  import('./features/legal/PrivacyPage.tsx').then((m) => ({ default: m.PrivacyPage })),
);
export const RechargeRecordsPage = lazy(() =>
  import('./features/recharge/RechargeRecordsPage.tsx').then((m) => ({ default: m.RechargeRecordsPage })),
);
export const RechargePage = lazy(() =>
  import('./features/pay/RechargePage.tsx').then((m) => ({ default: m.RechargePage })),
);
export const MyWritePage = lazy(() =>
  import('./features/my-write/MyWritePage.tsx').then((m) => ({ default: m.MyWritePage })),
);
export const FeedbackPage = lazy(() =>
  import('./features/feedback/FeedbackPage.tsx').then((m) => ({ default: m.FeedbackPage })),
);
export const FollowingPage = lazy(() =>
  import('./features/relations/RelationListPage.tsx').then((m) => ({ default: m.FollowingPage })),
);
export const FansPage = lazy(() =>
  import('./features/relations/RelationListPage.tsx').then((m) => ({ default: m.FansPage })),
);
export const ZanMePage = lazy(() =>
  import('./features/relations/RelationListPage.tsx').then((m) => ({ default: m.ZanMePage })),
);
export const OnboardingPage = lazy(() =>
  import('./features/onboarding/OnboardingPage.tsx').then((m) => ({ default: m.OnboardingPage })),
);
export const NotFoundPage = lazy(() =>
  import('./features/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** What the route table says of a route's top bar (SPEC §2 "Bar"). */
export const BAR = { custom: 'custom', default: 'default' } as const;
export type Bar = (typeof BAR)[keyof typeof BAR];
