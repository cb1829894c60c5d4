// The square tab (SPEC §1, §2): everyone's latest updates or those of the people you follow, pull to
// refresh, infinite scroll, and the compose button. The tab is kept in the address (?tab=), so coming back
// from an update's comments lands on the same list.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FEED_TABS, type FeedTab, feedQuery, refreshUpdates, updatesKeys } from '../../entities/updates/queries.ts';
import { useUpdatesReport } from '../../features/report/useContentReport.tsx';
import { UpdatesList } from '../../features/updates/UpdatesList.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { EditIcon, HeartIcon, SquareIcon } from '../../shared/ui/icons.tsx';
import { BarIconButton } from '../../shared/ui/NavigationBar.tsx';
import { PullIndicator } from '../../shared/ui/PullIndicator.tsx';
import { TabHeader } from '../../shared/ui/TabHeader.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { usePullToRefresh } from '../../shared/ui/usePullToRefresh.ts';
import styles from './SquarePage.module.css';

const TAB_PARAM = 'tab';
const TAB_LABEL = { latest: K.square.tabLatest, following: K.square.tabFollowing } as const;

function tabOf(search: URLSearchParams): FeedTab {
  const value = search.get(TAB_PARAM);
  return FEED_TABS.find((tab) => tab === value) ?? 'latest';
}

export function SquarePage() {
  const { t } = useTranslation();
  const reports = useUpdatesReport();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const viewerId = useSession().user?.id ?? 0;
  const feed = useInfiniteQuery(feedQuery(viewerId, tab));
  const page = useRef<HTMLDivElement>(null);
  const compose = () => navigate(PATHS.myWrite);

  const pull = usePullToRefresh(page, async () => {
    await refreshUpdates(queryClient, updatesKeys.feed(viewerId, tab));
    showToast(t(K.square.refreshed));
  });
  const pullLabel = pull.refreshing
    ? t(K.square.refreshing)
    : pull.ready
      ? t(K.square.releaseToRefresh)
      : t(K.square.pullToRefresh);

  const choose = (next: FeedTab) => {
    if (next === tab) return;
    setSearch(next === 'latest' ? {} : { [TAB_PARAM]: next }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const empty =
    tab === 'latest'
      ? {
          icon: <SquareIcon size={40} />,
          title: t(K.square.emptyTitle),
          body: t(K.square.emptyBody),
          actionLabel: t(K.square.emptyAction),
          onAction: compose,
        }
      : {
          icon: <HeartIcon size={40} />,
          title: t(K.square.followingEmptyTitle),
          body: t(K.square.followingEmptyBody),
          actionLabel: t(K.square.followingEmptyAction),
          onAction: () => choose('latest'),
        };

  return (
    <div className={styles.page} ref={page} data-wide={true}>
      <TabHeader
        title={t(K.tabs.square)}
        actions={
          <BarIconButton label={t(K.square.compose)} onClick={compose}>
            <EditIcon />
          </BarIconButton>
        }
      />
      <div className={styles.tabs} role="tablist" aria-label={t(K.square.tabsLabel)}>
        {FEED_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === tab}
            className={cx(styles.tab, value === tab && styles.current)}
            onClick={() => choose(value)}
          >
            {t(TAB_LABEL[value])}
          </button>
        ))}
      </div>
      <PullIndicator pull={pull} label={pullLabel} />
      <div role="tabpanel" aria-label={t(TAB_LABEL[tab])}>
        <UpdatesList query={feed} label={t(K.square.listLabel)} empty={empty} reports={reports} columns={true} />
      </div>
    </div>
  );
}
