// The routes the first screen's table (routes.tsx) does not carry, and not-found, in a chunk of their own: the
// first screen's size budget (DESIGN §4) was full when the notification centre came. Here are the help pages
// (log, local cache, the legal texts, feedback), the lists of people (relations, matches, visitors) and the
// notice screens: none is a first screen, and each costs one more small chunk before its own. AppRoutes.tsx sends every address its own table
// does not know here; an address that is none of these is not found (SPEC §2).
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { DATA_EXPORT_PATH } from '../features/data-export/path.ts';
import { K } from '../shared/i18n/keys.ts';
import { ANY_PATH, PATHS } from '../shared/paths.ts';
import { RouteScreen } from './RouteScreen.tsx';
import type { AppRoute } from './routes.tsx';
import { BAR } from './screens.ts';

const lists = () => import('../pages/relation-list/RelationListPage.tsx');
const FollowingPage = lazy(() => lists().then((m) => ({ default: m.FollowingPage })));
const FansPage = lazy(() => lists().then((m) => ({ default: m.FansPage })));
const ZanMePage = lazy(() => lists().then((m) => ({ default: m.ZanMePage })));
const MatchPage = lazy(() => lists().then((m) => ({ default: m.MatchPage })));
const VisitorPage = lazy(() => lists().then((m) => ({ default: m.VisitorPage })));
const BlockPage = lazy(() => import('../pages/block/BlockPage.tsx').then((m) => ({ default: m.BlockPage })));
const NoSeePage = lazy(() => import('../pages/nosee/NoSeePage.tsx').then((m) => ({ default: m.NoSeePage })));
const NoticePage = lazy(() => import('../pages/notice/NoticePage.tsx').then((m) => ({ default: m.NoticePage })));
const NoticeSettingPage = lazy(() =>
  import('../pages/notice-setting/NoticeSettingPage.tsx').then((m) => ({ default: m.NoticeSettingPage })),
);
const LogPage = lazy(() => import('../pages/log/LogPage.tsx').then((m) => ({ default: m.LogPage })));
const LocalFilePage = lazy(() =>
  import('../pages/local-file/LocalFilePage.tsx').then((m) => ({ default: m.LocalFilePage })),
);
const legal = () => import('../pages/legal/LegalPage.tsx');
const AgreementPage = lazy(() => legal().then((m) => ({ default: m.AgreementPage })));
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const FeedbackPage = lazy(() =>
  import('../pages/feedback/FeedbackPage.tsx').then((m) => ({ default: m.FeedbackPage })),
);
const VerifyPage = lazy(() => import('../pages/verify/VerifyPage.tsx').then((m) => ({ default: m.VerifyPage })));
const DataExportPage = lazy(() =>
  import('../pages/data-export/DataExportPage.tsx').then((m) => ({ default: m.DataExportPage })),
);
const SafetyPage = lazy(() => import('../pages/safety/SafetyPage.tsx').then((m) => ({ default: m.SafetyPage })));
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

const T = K.titles;
const user = true;
const anyone = false;
const { custom, default: standard } = BAR;

export const laterRoutes: AppRoute[] = [
  // SPEC's title is "none", but the product name says nothing about what these two show: they get their own.
  { path: PATHS.log, Screen: LogPage, title: T.log, bar: standard, requiresAuth: anyone },
  { path: PATHS.localFile, Screen: LocalFilePage, title: T.localFile, bar: standard, requiresAuth: anyone },
  { path: PATHS.userAgreement, Screen: AgreementPage, title: T.userAgreement, bar: custom, requiresAuth: anyone },
  { path: PATHS.privacyPolicy, Screen: PrivacyPage, title: T.privacyPolicy, bar: custom, requiresAuth: anyone },
  { path: PATHS.feedback, Screen: FeedbackPage, title: T.feedback, bar: standard, requiresAuth: user },
  { path: PATHS.block, Screen: BlockPage, title: T.block, bar: standard, requiresAuth: user },
  { path: PATHS.nosee, Screen: NoSeePage, title: T.nosee, bar: standard, requiresAuth: user },
  // Beyond SPEC's table: the lists Me opens.
  { path: PATHS.following, Screen: FollowingPage, title: T.following, bar: standard, requiresAuth: user },
  { path: PATHS.fans, Screen: FansPage, title: T.fans, bar: standard, requiresAuth: user },
  { path: PATHS.zanMe, Screen: ZanMePage, title: T.zanMe, bar: standard, requiresAuth: user },
  { path: PATHS.match, Screen: MatchPage, title: T.match, bar: standard, requiresAuth: user },
  { path: PATHS.visitor, Screen: VisitorPage, title: T.visitor, bar: standard, requiresAuth: user },
  // Custom: the centre's bar carries the way to its settings.
  { path: PATHS.notice, Screen: NoticePage, title: T.notice, bar: custom, requiresAuth: user },
  { path: PATHS.noticeSetting, Screen: NoticeSettingPage, title: T.noticeSetting, bar: standard, requiresAuth: user },
  // Photo verification (issue 24): Me and the own profile open it.
  { path: PATHS.verify, Screen: VerifyPage, title: T.verify, bar: standard, requiresAuth: user },
  // Member safety (issue 24): open to anyone, since chat's warnings and the sign-in pages may link here.
  { path: PATHS.safety, Screen: SafetyPage, title: T.safety, bar: standard, requiresAuth: anyone },
  { path: DATA_EXPORT_PATH, Screen: DataExportPage, title: T.dataExport, bar: standard, requiresAuth: user },
];

/** Anything else: the page-not-found handler (SPEC §2). */
export const notFoundRoute: AppRoute = {
  path: ANY_PATH,
  Screen: NotFoundPage,
  title: T.notFound,
  bar: custom,
  requiresAuth: anyone,
};

/** The route of the address among the later routes, else not found. */
export function LaterRoutes() {
  const { pathname } = useLocation();
  const route = laterRoutes.find((item) => item.path === pathname) ?? notFoundRoute;
  // Keyed by the path, as the route table's elements are: another page starts afresh.
  return <RouteScreen key={route.path} route={route} />;
}
