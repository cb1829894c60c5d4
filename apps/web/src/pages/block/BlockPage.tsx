import type { RelationItem } from '@kk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedPeople } from '../../entities/person/PagedPeople.tsx';
import styles from '../../entities/person/PeopleList.module.css';
import { PersonRow } from '../../entities/person/PersonRow.tsx';
import { relationListQuery } from '../../entities/relation/queries.ts';
import { useRelationActions } from '../../features/relation/useRelationActions.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { BlockIcon } from '../../shared/ui/icons.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';

/**
 * The block list (SPEC §1): the people you blocked, newest first, each with 解除拉黑 after a confirmation.
 * A block hides each from the other, so a row does not open the profile (it would say the person is not there).
 */
export function BlockPage() {
  const { t } = useTranslation();
  const backToMe = useGoBack(PATHS.me);
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(relationListQuery('block', viewerId));
  const actions = useRelationActions();
  return (
    <PagedPeople<RelationItem>
      query={query}
      label={t(K.titles.block)}
      empty={{
        icon: <BlockIcon size={40} />,
        title: t(K.relationList.blockEmptyTitle),
        body: t(K.relationList.blockEmptyBody),
        actionLabel: t(K.relationList.backToMe),
        onAction: backToMe,
      }}
      header={(total) => <p className={styles.header}>{t(K.relationList.total, { count: total })}</p>}
      renderRow={(item) => (
        <PersonRow
          key={item.id}
          user={item}
          action={
            <button
              type="button"
              className={styles.actionButton}
              disabled={actions.pending.block}
              aria-label={`${t(K.relation.unblock)} ${item.username}`}
              onClick={() => void actions.unblock(item)}
            >
              {t(K.relation.unblock)}
            </button>
          }
        />
      )}
    />
  );
}
