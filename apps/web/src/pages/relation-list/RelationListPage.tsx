import type { RelationItem } from '@kk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedPeople } from '../../entities/person/PagedPeople.tsx';
import styles from '../../entities/person/PeopleList.module.css';
import { PersonRow } from '../../entities/person/PersonRow.tsx';
import { type RelationListKind, relationListQuery } from '../../entities/relation/queries.ts';
import { isVipRequired, ZanMeInvite } from '../../features/pay/ZanMeInvite.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { HeartIcon, UserIcon } from '../../shared/ui/icons.tsx';

type PublicListKind = Exclude<RelationListKind, 'block' | 'noSee'>;

/** Me's counts open these: people you follow, who follow you, who liked you; each row opens the profile. */
function RelationListPage({ kind }: { kind: PublicListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(relationListQuery(kind, viewerId));
  const empty = {
    follow: {
      icon: <UserIcon size={40} />,
      title: t(K.relationList.followEmptyTitle),
      body: t(K.relationList.followEmptyBody),
      actionLabel: t(K.relationList.goRecommend),
      onAction: () => navigate(PATHS.home),
    },
    fans: {
      icon: <UserIcon size={40} />,
      title: t(K.relationList.fansEmptyTitle),
      body: t(K.relationList.fansEmptyBody),
      actionLabel: t(K.relationList.completeProfile),
      onAction: () => navigate(PATHS.editProfile),
    },
    zanMe: {
      icon: <HeartIcon size={40} />,
      title: t(K.relationList.zanMeEmptyTitle),
      body: t(K.relationList.zanMeEmptyBody),
      actionLabel: t(K.relationList.completeProfile),
      onAction: () => navigate(PATHS.editProfile),
    },
  }[kind];
  const title = { follow: K.titles.following, fans: K.titles.fans, zanMe: K.titles.zanMe }[kind];
  // Who liked me is VIP's: a non-VIP is invited to VIP instead of meeting a load failure.
  if (kind === 'zanMe' && isVipRequired(query.error)) return <ZanMeInvite error={query.error} />;
  return (
    <PagedPeople<RelationItem>
      query={query}
      label={t(title)}
      empty={empty}
      header={(total) => <p className={styles.header}>{t(K.relationList.total, { count: total })}</p>}
      renderRow={(item) => <PersonRow key={item.id} user={item} onOpen={() => navigate(userDetailPath(item.id))} />}
    />
  );
}

export function FollowingPage() {
  return <RelationListPage kind="follow" />;
}

export function FansPage() {
  return <RelationListPage kind="fans" />;
}

export function ZanMePage() {
  return <RelationListPage kind="zanMe" />;
}
