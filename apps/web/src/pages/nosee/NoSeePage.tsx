import type { RelationItem } from '@kk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedPeople } from '../../entities/person/PagedPeople.tsx';
import styles from '../../entities/person/PeopleList.module.css';
import { PersonRow } from '../../entities/person/PersonRow.tsx';
import { relationListQuery } from '../../entities/relation/queries.ts';
import { useRelationActions } from '../../features/relation/useRelationActions.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { HiddenIcon } from '../../shared/ui/icons.tsx';

/** The no-see list (SPEC §1): people whose updates you hid, each with 恢复查看 after a confirmation. */
export function NoSeePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(relationListQuery('noSee', viewerId));
  const actions = useRelationActions();
  return (
    <PagedPeople<RelationItem>
      query={query}
      label={t(K.titles.nosee)}
      empty={{
        icon: <HiddenIcon size={40} />,
        title: t(K.relationList.noSeeEmptyTitle),
        body: t(K.relationList.noSeeEmptyBody),
        actionLabel: t(K.relationList.goSquare),
        onAction: () => navigate(PATHS.square),
      }}
      header={(total) => <p className={styles.header}>{t(K.relationList.total, { count: total })}</p>}
      renderRow={(item) => (
        <PersonRow
          key={item.id}
          user={item}
          onOpen={() => navigate(userDetailPath(item.id))}
          action={
            <button
              type="button"
              className={styles.actionButton}
              disabled={actions.pending.noSee}
              aria-label={`${t(K.relation.showAgain)} ${item.username}`}
              onClick={() => void actions.toggleNoSee(item, true)}
            >
              {t(K.relation.showAgain)}
            </button>
          }
        />
      )}
    />
  );
}
