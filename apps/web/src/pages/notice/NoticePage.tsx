// The notification centre (DESIGN §3 "Matches and notices"): one list of what others did that concerns you,
// newest first, filtered by kind (kept in ?kind=); a tap opens the update's comments or the person's profile.
// Opening it marks everything read once the list is on screen: the badge goes, the rows keep their dots for
// this visit. Pull to refresh, paging as every list (useLoadMore), and the way to the settings in the bar. A
// moderation notice that may be appealed offers 申诉 (features/notice-appeal).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { kindHas, NOTICE_KINDS, type NoticeKind, parseKind } from '../../entities/notice/kinds.ts';
import { readAllNoticesMutation } from '../../entities/notice/mutations.ts';
import { NoticeRow } from '../../entities/notice/NoticeRow.tsx';
import { noticeListQuery, noticeUnreadQuery } from '../../entities/notice/queries.ts';
import { noticeTarget } from '../../entities/notice/sentence.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { HeartIcon, SettingsIcon } from '../../shared/ui/icons.tsx';
import { ListStatus } from '../../shared/ui/ListStatus.tsx';
import { BarIconButton, NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { PullIndicator } from '../../shared/ui/PullIndicator.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { usePullToRefresh } from '../../shared/ui/usePullToRefresh.ts';
import styles from './NoticePage.module.css';

// The appeal form loads when a member first opens it: few notices are from moderation.
const AppealSheet = lazy(() =>
  import('../../features/notice-appeal/AppealSheet.tsx').then((m) => ({ default: m.AppealSheet })),
);

const KIND_PARAM = 'kind';
const KIND_LABEL = {
  all: K.notice.kindAll,
  zan: K.notice.kindZan,
  comment: K.notice.kindComment,
  follow: K.notice.kindFollow,
  match: K.notice.kindMatch,
  visit: K.notice.kindVisit,
  system: K.notice.kindSystem,
} as const satisfies Record<NoticeKind, string>;

export function NoticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const kind = parseKind(search.get(KIND_PARAM));
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(noticeListQuery(viewerId, kind));
  const unread = useQuery(noticeUnreadQuery(viewerId)).data?.num ?? 0;
  const read = useMutation(readAllNoticesMutation(queryClient, viewerId));
  const page = useRef<HTMLDivElement>(null);
  const sentinel = useLoadMore(query);
  // The sheet stays mounted once opened, so that it slides away when closed.
  const [appealing, setAppealing] = useState<number | null>(null);
  const [appealOpened, setAppealOpened] = useState(false);
  const openAppeal = (id: number) => {
    setAppealOpened(true);
    setAppealing(id);
  };
  const notices = (query.data?.pages.flatMap((item) => item.notices) ?? []).filter((item) => kindHas(kind, item.type));

  // Read once what is unread is on screen, and again when a live one arrives while the centre is open; never
  // twice for the same count (a failed read is not retried in a loop; the next visit reads again).
  const shown = query.isSuccess;
  const readFor = useRef(0);
  const { mutate } = read;
  useEffect(() => {
    if (!shown || unread === 0 || readFor.current === unread) return;
    readFor.current = unread;
    mutate();
  }, [shown, unread, mutate]);

  const pull = usePullToRefresh(page, () => query.refetch({ throwOnError: true }));
  const pullLabel = pull.refreshing
    ? t(K.notice.refreshing)
    : pull.ready
      ? t(K.notice.releaseToRefresh)
      : t(K.notice.pullToRefresh);

  const choose = (next: NoticeKind) => {
    if (next === kind) return;
    setSearch(next === 'all' ? {} : { [KIND_PARAM]: next }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const now = Date.now();
  const title = t(K.titles.notice);
  return (
    <div className={styles.page} ref={page}>
      <NavigationBar
        title={title}
        backLabel={t(K.app.back)}
        onBack={goBack}
        right={
          <BarIconButton label={t(K.notice.settings)} onClick={() => navigate(PATHS.noticeSetting)}>
            <SettingsIcon />
          </BarIconButton>
        }
      />
      <div className={styles.kinds} role="tablist" aria-label={t(K.notice.kindsLabel)}>
        {NOTICE_KINDS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === kind}
            className={cx(styles.kind, value === kind && styles.current)}
            onClick={() => choose(value)}
          >
            {t(KIND_LABEL[value])}
          </button>
        ))}
      </div>
      <PullIndicator pull={pull} label={pullLabel} />
      <div role="tabpanel" aria-label={t(KIND_LABEL[kind])}>
        <ListStatus
          query={query}
          count={notices.length}
          loadingLabel={t(K.app.loading)}
          failed={{
            title: t(K.relationList.loadFailedTitle),
            body: t(K.relationList.loadFailedBody),
            retryLabel: t(K.app.retry),
          }}
          empty={{
            icon: <HeartIcon size={40} />,
            title: t(K.notice.emptyTitle),
            body: t(K.notice.emptyBody),
            actionLabel: t(K.notice.emptyAction),
            onAction: () => navigate(PATHS.home),
          }}
        >
          <ul className={styles.list} aria-label={t(K.notice.listLabel)}>
            {notices.map((item) => {
              const target = noticeTarget(item);
              return (
                <NoticeRow
                  key={item.id}
                  item={item}
                  now={now}
                  onOpen={target ? () => navigate(target) : undefined}
                  onAppeal={() => openAppeal(item.id)}
                />
              );
            })}
          </ul>
        </ListStatus>
        {/* The footer stays while a kind filtered on the device shows nothing yet: the next page may hold some. */}
        <div ref={sentinel} className={styles.footer}>
          {query.isFetchNextPageError ? (
            <button type="button" className={styles.more} onClick={() => void query.fetchNextPage()}>
              {t(K.app.retry)}
            </button>
          ) : query.hasNextPage ? (
            <button
              type="button"
              className={styles.more}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t(K.relationList.loading) : t(K.relationList.loadMore)}
            </button>
          ) : notices.length > 0 ? (
            <p className={styles.end}>{t(K.relationList.end)}</p>
          ) : null}
        </div>
      </div>
      {appealOpened ? (
        <Suspense fallback={null}>
          <AppealSheet noticeId={appealing} viewerId={viewerId} onClose={() => setAppealing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
