// Your updates on Me: what is new on them since you last looked (likes, comments and replies to you;
// read state per user on the server), then your two newest updates. The notice opens the whole list (your
// profile) and marks it all seen.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readUpdatesNoticeMutation } from '../../entities/updates/mutations.ts';
import { updatesKeys, updatesNoticeQuery, userUpdatesQuery } from '../../entities/updates/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { badgeText, cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { ChevronRightIcon, SquareIcon } from '../../shared/ui/icons.tsx';
import { UpdatesList } from './UpdatesList.tsx';
import styles from './UserUpdates.module.css';
import type { UpdatesReports } from './useUpdateActions.tsx';

const PREVIEW_COUNT = 2;

/** `reports`: reporting an update, given by the page (features/report's useUpdatesReport). */
export function MyUpdates({ userId, reports }: { userId: number; reports: UpdatesReports }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updates = useInfiniteQuery(userUpdatesQuery(userId, userId));
  const notice = useQuery(updatesNoticeQuery(userId)).data;
  const read = useMutation(readUpdatesNoticeMutation(queryClient, userId));
  const fresh = notice?.total ?? 0;
  const openAll = () => navigate(userDetailPath(userId));

  const openNotice = () => {
    read.mutate();
    // The counts on your cards changed with what is new: the list is asked again when shown.
    void queryClient.invalidateQueries({ queryKey: updatesKeys.user(userId, userId) });
    openAll();
  };

  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{t(K.updates.myTitle)}</h2>
      {fresh > 0 && notice ? (
        <button type="button" className={styles.notice} onClick={openNotice}>
          <span className={styles.badge} aria-hidden={true}>
            {badgeText(fresh)}
          </span>
          <span className={VISUALLY_HIDDEN}>{t(K.updates.noticeBadge, { count: fresh })}</span>
          <span className={styles.noticeText}>
            {t(K.updates.noticeNew, {
              likes: t(K.updates.noticeLikes, { count: notice.zan_count }),
              comments: t(K.updates.noticeComments, { count: notice.comment_count }),
            })}
          </span>
          <ChevronRightIcon size={16} />
        </button>
      ) : (
        <p className={cx(styles.notice, styles.noticeQuiet)}>{t(K.updates.noticeNone)}</p>
      )}
      <UpdatesList
        query={updates}
        reports={reports}
        label={t(K.updates.myTitle)}
        preview={{ count: PREVIEW_COUNT, label: t(K.updates.loadMore), onMore: openAll }}
        empty={{
          icon: <SquareIcon size={40} />,
          title: t(K.updates.myTitle),
          body: t(K.updates.myEmpty),
          actionLabel: t(K.updates.myEmptyAction),
          onAction: () => navigate(PATHS.myWrite),
        }}
      />
    </section>
  );
}
