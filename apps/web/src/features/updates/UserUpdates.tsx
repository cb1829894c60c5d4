// A person's updates on their profile (user detail), or yours as others see them: the whole list, paged.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userUpdatesQuery } from '../../entities/updates/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { SquareIcon } from '../../shared/ui/icons.tsx';
import { UpdatesList } from './UpdatesList.tsx';
import styles from './UserUpdates.module.css';
import type { UpdatesReports } from './useUpdateActions.tsx';

interface UserUpdatesProps {
  userId: number;
  /** False until the profile is loaded, and while you have blocked them (their updates are hidden). */
  shown: boolean;
  /** Reporting an update, given by the page (features/report's useUpdatesReport). */
  reports: UpdatesReports;
  /**
   * You chose not to see their updates (不看TA的动态): the section says so, with the undo, rather than claiming
   * they have posted nothing (the server leaves their updates out for you). `onShowAgain` is the page's no-see
   * toggle (features/relation).
   */
  noSee?: { hidden: boolean; onShowAgain: () => void };
}

export function UserUpdates({ userId, shown, reports, noSee }: UserUpdatesProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const own = viewerId === userId;
  const hidden = !own && noSee?.hidden === true;
  const updates = useInfiniteQuery({
    ...userUpdatesQuery(viewerId, userId),
    enabled: shown && !hidden && viewerId > 0,
  });
  const title = own ? t(K.updates.myTitle) : t(K.updates.profileTitle);
  if (!shown) return null;
  if (hidden && noSee) {
    return (
      <section className={styles.section}>
        <h2 className={styles.title}>{title}</h2>
        <EmptyState
          icon={<SquareIcon size={40} />}
          title={title}
          body={t(K.updates.hiddenByYou)}
          actionLabel={t(K.relation.showAgain)}
          onAction={noSee.onShowAgain}
        />
      </section>
    );
  }
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      <UpdatesList
        query={updates}
        reports={reports}
        label={title}
        empty={
          own
            ? {
                icon: <SquareIcon size={40} />,
                title: t(K.updates.myTitle),
                body: t(K.updates.myEmpty),
                actionLabel: t(K.updates.myEmptyAction),
                onAction: () => navigate(PATHS.myWrite),
              }
            : { icon: <SquareIcon size={40} />, title: t(K.updates.profileTitle), body: t(K.updates.userEmpty) }
        }
      />
    </section>
  );
}
