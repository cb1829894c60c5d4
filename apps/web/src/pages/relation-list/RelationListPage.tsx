import type { MatchItem, RelationItem, VisitorItem } from '@kk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedPeople } from '../../entities/person/PagedPeople.tsx';
import styles from '../../entities/person/PeopleList.module.css';
import { PersonRow } from '../../entities/person/PersonRow.tsx';
import {
  matchListQuery,
  type RelationListKind,
  relationListQuery,
  visitorListQuery,
} from '../../entities/relation/queries.ts';
import { VisitorInvite } from '../../features/pay/VisitorInvite.tsx';
import { isVipRequired, ZanMeInvite } from '../../features/pay/ZanMeInvite.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { EyeIcon, HeartIcon, UserIcon } from '../../shared/ui/icons.tsx';

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

/** When it happened, as SPEC §9's relative time, at the end of a person's row. */
function RowTime({ time, label }: { time: number; label: (time: string) => string }) {
  const { t } = useTranslation();
  const at = new Date(time);
  return (
    <time className={styles.time} dateTime={at.toISOString()}>
      {label(relativeTimeText(t, time, Date.now(), at.getTimezoneOffset()))}
    </time>
  );
}

/** Your matches (people you liked who liked you), newest first, each with when it became one. */
export function MatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(matchListQuery(viewerId));
  return (
    <PagedPeople<MatchItem>
      query={query}
      label={t(K.titles.match)}
      empty={{
        icon: <HeartIcon size={40} />,
        title: t(K.match.emptyTitle),
        body: t(K.match.emptyBody),
        actionLabel: t(K.match.emptyAction),
        onAction: () => navigate(PATHS.home),
      }}
      header={(total) => <p className={styles.header}>{t(K.match.total, { count: total })}</p>}
      renderRow={(item) => (
        <PersonRow
          key={item.id}
          user={item}
          onOpen={() => navigate(userDetailPath(item.id))}
          action={<RowTime time={item.match_time} label={(time) => t(K.match.time, { time })} />}
        />
      )}
    />
  );
}

/** Who visited me: VIP members see who and when; others the total, blurred faces and the way to VIP. */
export function VisitorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const query = useInfiniteQuery(visitorListQuery(viewerId));
  if (isVipRequired(query.error)) return <VisitorInvite error={query.error} />;
  return (
    <PagedPeople<VisitorItem>
      query={query}
      label={t(K.titles.visitor)}
      empty={{
        icon: <EyeIcon size={40} />,
        title: t(K.visitor.emptyTitle),
        body: t(K.visitor.emptyBody),
        actionLabel: t(K.visitor.emptyAction),
        onAction: () => navigate(PATHS.editProfile),
      }}
      header={(total) => <p className={styles.header}>{t(K.visitor.total, { count: total })}</p>}
      renderRow={(item) => (
        <PersonRow
          key={item.id}
          user={item}
          onOpen={() => navigate(userDetailPath(item.id))}
          action={<RowTime time={item.visit_time} label={(time) => t(K.visitor.time, { time })} />}
        />
      )}
    />
  );
}
