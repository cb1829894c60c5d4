// The matchmaking tab (SPEC §2 home). It is the first screen after a login, so this file stays lean:
// the header, the filter state and the feed's first request start at once; the cards' code (HomeFeed) is
// fetched with this screen at start-up (app/main.ts) and lazily on any other way here.
import { isProfileComplete, type UserInfo } from '@kk/contract';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defaultFilter, type FeedFilter, filterStorage, isFiltered } from '../../entities/people/feed-filter.ts';
import { feedQuery } from '../../entities/people/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { onboardingPath, PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ICON_SVG, STROKED } from '../../shared/ui/icon-paths.ts';
import { ChevronRightIcon, SearchIcon, SettingsIcon } from '../../shared/ui/icons.tsx';
import { BarIconButton } from '../../shared/ui/NavigationBar.tsx';
import { TabHeader } from '../../shared/ui/TabHeader.tsx';
import { FeedSkeleton } from './FeedSkeleton.tsx';
import styles from './HomePage.module.css';
import { HomeFeed } from './lazy-feed.ts';

function FilterIcon() {
  return (
    <svg width={24} height={24} {...ICON_SVG} {...STROKED} aria-hidden={true} focusable={false}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/** The filter home opens with: the one this account last chose here, else whom they want to meet. */
function firstFilter(user: UserInfo | null): FeedFilter {
  return filterStorage.get(user?.id ?? 0) ?? defaultFilter(user?.want_gender ?? 0);
}

/**
 * Start-up asks for the feed's first page as soon as the session is known (app/main.ts), before home's first render:
 * the very query home then reads from the cache.
 */
export function prefetchFirstFeed(queryClient: QueryClient, user: UserInfo): Promise<void> {
  return queryClient.prefetchInfiniteQuery(feedQuery(user.id, firstFilter(user)));
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const viewerId = user?.id ?? 0;
  const [filter, setFilterState] = useState<FeedFilter>(() => firstFilter(user));
  // The user's own choice (onboarding's 想认识): the filter is "on" only when it differs, and 重置 returns here.
  const ownFilter = defaultFilter(user?.want_gender ?? 0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const feed = useInfiniteQuery(feedQuery(viewerId, filter));
  const complete = user ? isProfileComplete(user) : true;
  const filtered = isFiltered(filter, ownFilter);

  const setFilter = (next: FeedFilter) => {
    filterStorage.set(viewerId, next);
    setFilterState(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page} data-wide={true}>
      <TabHeader
        title={t(K.tabs.home)}
        actions={
          <>
            <span className={cx(styles.filterButton, filtered && styles.filterOn)}>
              <BarIconButton
                label={filtered ? t(K.feed.filterActive) : t(K.feed.filter)}
                onClick={() => setSheetOpen(true)}
              >
                <FilterIcon />
              </BarIconButton>
            </span>
            <BarIconButton label={t(K.feed.search)} onClick={() => navigate(PATHS.search)}>
              <SearchIcon />
            </BarIconButton>
            <BarIconButton label={t(K.feed.settings)} onClick={() => navigate(PATHS.userSetting)}>
              <SettingsIcon />
            </BarIconButton>
          </>
        }
      />
      {complete ? null : (
        <button type="button" className={styles.banner} onClick={() => navigate(onboardingPath())}>
          <span className={styles.bannerText}>{t(K.feed.completeBanner)}</span>
          <span className={styles.bannerAction}>
            {t(K.feed.completeAction)}
            <ChevronRightIcon size={14} />
          </span>
        </button>
      )}
      <Suspense fallback={<FeedSkeleton />}>
        <HomeFeed
          feed={feed}
          viewerId={viewerId}
          filter={filter}
          ownFilter={ownFilter}
          onFilter={setFilter}
          sheetOpen={sheetOpen}
          onSheetOpen={setSheetOpen}
          complete={complete}
        />
      </Suspense>
    </div>
  );
}
