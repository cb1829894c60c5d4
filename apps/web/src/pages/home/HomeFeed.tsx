// The feed's cards with their states (first load, failure with retry, no one at all, no one for these filters,
// the end of the list), infinite scroll, pull to refresh, the full-screen photo view and the filter sheet.
import type { PersonCard as Person } from '@kk/contract';
import { type InfiniteData, type UseInfiniteQueryResult, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FeedFilter, isFiltered } from '../../entities/people/feed-filter.ts';
import type { FeedPage } from '../../entities/people/feed-pages.ts';
import { refreshFeed } from '../../entities/people/queries.ts';
import { KkLockPanel } from '../../features/kklock/KkLockPanel.tsx';
import { VipInvite } from '../../features/pay/VipInvite.tsx';
import { isVipRequired } from '../../features/pay/ZanMeInvite.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { onboardingPath, PATHS } from '../../shared/paths.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { HeartIcon, RefreshIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { PullIndicator } from '../../shared/ui/PullIndicator.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { usePullToRefresh } from '../../shared/ui/usePullToRefresh.ts';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import styles from './HomeFeed.module.css';
import { cardPhotos, PersonCard } from './PersonCard.tsx';

const PhotoViewer = lazy(() => import('../../shared/ui/PhotoViewer.tsx').then((m) => ({ default: m.PhotoViewer })));
const FilterSheet = lazy(() => import('./FilterSheet.tsx').then((m) => ({ default: m.FilterSheet })));

interface HomeFeedProps {
  feed: UseInfiniteQueryResult<InfiniteData<FeedPage>>;
  viewerId: number;
  filter: FeedFilter;
  /** The user's own choice (from 想认识): what clearing the filters returns to. */
  ownFilter: FeedFilter;
  onFilter: (filter: FeedFilter) => void;
  sheetOpen: boolean;
  onSheetOpen: (open: boolean) => void;
  /** The viewer's own profile has what the feed needs (nickname, gender, birthday). */
  complete: boolean;
}

export function HomeFeed({
  feed,
  viewerId,
  filter,
  ownFilter,
  onFilter,
  sheetOpen,
  onSheetOpen,
  complete,
}: HomeFeedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useRef<HTMLDivElement>(null);
  const [viewing, setViewing] = useState<{ person: Person; index: number } | null>(null);
  // The sheet's code loads on first use and stays, so closing it animates.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (sheetOpen && !sheetUsed) setSheetUsed(true);

  const refresh = async () => {
    await refreshFeed(queryClient, viewerId, filter);
    showToast(t(K.feed.refreshed));
  };
  const pull = usePullToRefresh(list, refresh);

  const people = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;

  // Infinite scroll: the next page starts well before the end comes into view.
  const sentinel = useLoadMore(feed, { rootMargin: '800px 0px' });

  const filtered = isFiltered(filter, ownFilter);
  const openSheet = () => onSheetOpen(true);

  const emptyState = (): ReactNode => {
    // A VIP filter kept from when VIP held: invite to VIP, or drop just that filter.
    if (isVipRequired(feed.error)) {
      return (
        <VipInvite
          title={t(K.vip.inviteFiltersTitle)}
          body={t(K.vip.inviteFiltersBody)}
          secondary={{
            label: t(K.feed.clearFilters),
            onClick: () => onFilter({ ...filter, heightMin: null, heightMax: null }),
          }}
        />
      );
    }
    if (feed.isError) {
      return (
        <EmptyState
          icon={<RefreshIcon size={40} />}
          title={t(K.feed.loadFailedTitle)}
          body={t(K.feed.loadFailedBody)}
          actionLabel={t(K.feed.retry)}
          onAction={() => void feed.refetch()}
        />
      );
    }
    if (filtered) {
      return (
        <EmptyState
          icon={<SearchIcon size={40} />}
          title={t(K.feed.noMatchTitle)}
          body={t(K.feed.noMatchBody)}
          actionLabel={t(K.feed.clearFilters)}
          onAction={() => onFilter(ownFilter)}
        />
      );
    }
    return (
      <EmptyState
        icon={<HeartIcon size={40} />}
        title={t(K.feed.nobodyTitle)}
        body={t(K.feed.nobodyBody)}
        actionLabel={complete ? t(K.feed.nobodySearch) : t(K.feed.nobodyComplete)}
        onAction={() => navigate(complete ? PATHS.search : onboardingPath())}
      />
    );
  };

  let body: ReactNode;
  if (feed.isPending) body = <FeedSkeleton />;
  else if (people.length === 0) body = emptyState();
  else {
    body = (
      <>
        <ul className={styles.list} aria-label={t(K.tabs.home)}>
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} onOpenPhotos={(p) => setViewing({ person: p, index: 0 })} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} className={styles.sentinel} />
        {isFetchingNextPage ? (
          <div className={styles.more}>
            <Spinner />
            <span>{t(K.feed.loadingMore)}</span>
          </div>
        ) : null}
        {isFetchNextPageError ? (
          <button type="button" className={styles.moreRetry} onClick={() => void fetchNextPage()}>
            {t(K.feed.loadMoreFailed)}
          </button>
        ) : null}
        {hasNextPage ? null : <FeedEnd filtered={filtered} onWiden={openSheet} />}
      </>
    );
  }

  const pullLabel = pull.refreshing
    ? t(K.feed.refreshing)
    : pull.ready
      ? t(K.feed.releaseToRefresh)
      : t(K.feed.pullToRefresh);

  return (
    <div ref={list} className={styles.feed}>
      <PullIndicator pull={pull} label={pullLabel} />
      {/* The lock component (SPEC §2 home): nothing unless locked. Here, in the feed's chunk, not the first screen's. */}
      <KkLockPanel />
      {body}
      {viewing ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={cardPhotos(viewing.person).map((url) => ({ key: url, url }))}
            index={viewing.index}
            onIndexChange={(index) => setViewing((state) => (state ? { ...state, index } : state))}
            onClose={() => setViewing(null)}
            labels={{
              dialog: t(K.feed.photos, { name: viewing.person.username, count: cardPhotos(viewing.person).length }),
              close: t(K.viewer.close),
              prev: t(K.viewer.prev),
              next: t(K.viewer.next),
              hint: t(K.viewer.hint),
              photo: (n) => t(K.feed.photo, { name: viewing.person.username, n }),
            }}
          />
        </Suspense>
      ) : null}
      {sheetUsed ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            filter={filter}
            ownFilter={ownFilter}
            onClose={() => onSheetOpen(false)}
            onApply={(next) => {
              onSheetOpen(false);
              onFilter(next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The end of the list leads on: wider filters (when some are set) or search. */
function FeedEnd({ filtered, onWiden }: { filtered: boolean; onWiden: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.end}>
      <h2 className={styles.endTitle}>{t(K.feed.endTitle)}</h2>
      <p className={styles.endBody}>{t(K.feed.endBody)}</p>
      <div className={styles.endActions}>
        {filtered ? (
          <button type="button" className={styles.endPrimary} onClick={onWiden}>
            {t(K.feed.endWiden)}
          </button>
        ) : null}
        <button
          type="button"
          className={filtered ? styles.endSecondary : styles.endPrimary}
          onClick={() => navigate(PATHS.search)}
        >
          {t(K.feed.endSearch)}
        </button>
      </div>
    </section>
  );
}
