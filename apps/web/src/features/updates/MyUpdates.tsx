// Your two newest updates on Me, and the way to all of them (your profile). What others did with them (likes,
// comments, replies) is in the notification centre (pages/notice), whose entry sits higher on Me.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userUpdatesQuery } from '../../entities/updates/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { SquareIcon } from '../../shared/ui/icons.tsx';
import { UpdatesList } from './UpdatesList.tsx';
import styles from './UserUpdates.module.css';
import type { UpdatesReports } from './useUpdateActions.tsx';

const PREVIEW_COUNT = 2;

/** `reports`: reporting an update, given by the page (features/report's useUpdatesReport). */
export function MyUpdates({ userId, reports }: { userId: number; reports: UpdatesReports }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updates = useInfiniteQuery(userUpdatesQuery(userId, userId));
  const openAll = () => navigate(userDetailPath(userId));

  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{t(K.updates.myTitle)}</h2>
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
