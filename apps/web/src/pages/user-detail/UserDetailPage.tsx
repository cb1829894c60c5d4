import { CODE, type PublicUser, type UserDetail } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { closedPolicyOf, POLICY_TEXT } from '../../entities/chat/first-contact.ts';
import { placeText, tagText } from '../../entities/person/format.ts';
import { userDetailQuery, userIdParam } from '../../entities/person/queries.ts';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { AlbumGrid } from '../../entities/photo/AlbumGrid.tsx';
import { photoListQuery } from '../../entities/photo/queries.ts';
import { genderKey, marriageKey, salaryKey } from '../../entities/profile/profile-options.ts';
import { KkLockProfile } from '../../features/kklock/KkLockProfile.tsx';
import { type RelationActions, useRelationActions } from '../../features/relation/useRelationActions.ts';
import { ReportSheet } from '../../features/report/ReportSheet.tsx';
import { useUpdatesReport } from '../../features/report/useContentReport.tsx';
import { UserUpdates } from '../../features/updates/UserUpdates.tsx';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LocationIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { MoreIcon } from '../../shared/ui/MoreIcon.tsx';
import { BarIconButton, NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { GoneProfile } from './GoneProfile.tsx';
import { ProfileActions, ProfileCounts, ProfileMenu } from './ProfileActions.tsx';
import styles from './UserDetailPage.module.css';

/**
 * Another user's public profile (getUserDetail): age instead of birthday, province and city, never a phone;
 * their counts and your relation to them, with follow and like below and pin, no-see, report and block in "more".
 */
export function UserDetailPage() {
  const { t } = useTranslation();
  const updatesReports = useUpdatesReport();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.home);
  const [search] = useSearchParams();
  const userId = userIdParam(search);
  const { user: me } = useSession();
  const detail = useQuery(userDetailQuery(userId));
  const photos = useQuery(photoListQuery(userId));
  const actions = useRelationActions();
  const [reporting, setReporting] = useState(false);
  const [menu, setMenu] = useState(false);
  const own = me?.id === userId;
  const more =
    detail.data && !own ? (
      <BarIconButton label={t(K.relation.more)} onClick={() => setMenu(true)}>
        <MoreIcon />
      </BarIconButton>
    ) : null;
  const bar = <NavigationBar backLabel={t(K.app.back)} onBack={goBack} transparent={true} right={more} />;

  if (userId === 0) {
    return (
      <>
        <NavigationBar title={t(K.titles.userDetail)} backLabel={t(K.app.back)} onBack={goBack} />
        <EmptyState
          icon={<UserIcon size={40} />}
          title={t(K.userDetail.emptyTitle)}
          body={t(K.userDetail.emptyBody)}
          actionLabel={t(K.userDetail.emptyAction)}
          onAction={() => navigate(PATHS.home)}
        />
      </>
    );
  }

  if (detail.isError) {
    return <Unavailable error={detail.error} onBack={goBack} onRetry={() => void detail.refetch()} />;
  }

  const user = detail.data;
  return (
    <div className={styles.page} data-wide={true}>
      <div className={styles.bar}>{bar}</div>
      <div className={styles.hero}>
        {user?.bg_img ? <CachedImage src={user.bg_img} alt={''} className={styles.heroImage} /> : null}
      </div>
      {/* One column on a phone; on a wide screen the photos beside the details and the updates (decision 0082). */}
      <div className={styles.columns}>
        <div className={styles.about}>
          {user ? <Profile user={user} /> : <ProfileSkeleton />}
          <KkLockProfile user={user} own={own} />
          {own ? <p className={styles.banner}>{t(K.userDetail.previewBanner)}</p> : null}
          {own && user && user.verified !== 1 ? (
            <div className={cx(styles.banner, styles.blockedBanner, styles.verifyBanner)}>
              <span>{t(K.verify.introTitle)}</span>
              <button type="button" className={styles.bannerAction} onClick={() => navigate(PATHS.verify)}>
                {t(K.verify.getVerified)}
              </button>
            </div>
          ) : null}
          {user && !own && user.is_block === 1 ? <BlockedBanner onUnblock={() => void actions.unblock(user)} /> : null}
          {user && !own ? <WhoMayWriteBanner user={user} /> : null}
          {user ? <Facts user={user} /> : null}
        </div>
        <section className={cx(styles.section, styles.album)}>
          <h2 className={styles.sectionTitle}>{own ? t(K.album.title) : t(K.album.othersTitle)}</h2>
          <AlbumGrid
            photos={photos.data?.list ?? []}
            loading={photos.isPending}
            failed={photos.isError}
            onRetry={() => void photos.refetch()}
            emptyText={t(K.album.othersEmpty)}
          />
        </section>
        <div className={styles.posts}>
          <UserUpdates
            userId={userId}
            shown={user?.is_block === 0}
            reports={updatesReports}
            noSee={noSeeOf(user, actions)}
          />
        </div>
      </div>
      {user && !own && user.is_block !== 1 ? <ProfileActions user={user} actions={actions} /> : null}
      {user && !own ? (
        <>
          <ProfileMenu
            open={menu}
            user={user}
            actions={actions}
            onClose={() => setMenu(false)}
            onReport={() => setReporting(true)}
            onBlocked={goBack}
          />
          <ReportSheet open={reporting} person={user} onClose={() => setReporting(false)} onBlocked={goBack} />
        </>
      ) : null}
    </div>
  );
}

/**
 * A profile that cannot be shown: a deleted account's neutral page (-2012), someone missing or hidden by a block
 * (-2001, one state for both), or a failure to retry.
 */
function Unavailable({ error, onBack, onRetry }: { error: Error; onBack: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.code === CODE.accountGone) return <GoneProfile onBack={onBack} />;
  const missing = error instanceof ApiError && error.code === CODE.noSuchUser;
  return (
    <>
      <NavigationBar title={t(K.titles.userDetail)} backLabel={t(K.app.back)} onBack={onBack} />
      <EmptyState
        icon={<UserIcon size={40} />}
        title={missing ? t(K.relation.unknownTitle) : t(K.userDetail.loadFailedTitle)}
        body={missing ? t(K.relation.unknownBody) : t(K.userDetail.loadFailedBody)}
        actionLabel={missing ? t(K.app.back) : t(K.app.retry)}
        onAction={missing ? onBack : onRetry}
      />
    </>
  );
}

/** Whether you chose not to see their updates, with the undo right where their updates would be. */
function noSeeOf(user: UserDetail | undefined, actions: RelationActions) {
  if (!user) return undefined;
  return { hidden: user.is_nosee === 1, onShowAgain: () => void actions.toggleNoSee(user, true) };
}

/** When their setting keeps you from starting a conversation, the profile says who may write (issue 24). */
function WhoMayWriteBanner({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const policy = closedPolicyOf(user);
  if (!policy) return null;
  return (
    <p className={styles.banner} role="note" data-who-may-write={policy}>
      {t(POLICY_TEXT[policy])}
    </p>
  );
}

/** Shown only if a profile you blocked is still cached: the server hides blocked people either way. */
function BlockedBanner({ onUnblock }: { onUnblock: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.banner, styles.blockedBanner)} role="status">
      <span>{t(K.relation.blockedBanner)}</span>
      <button type="button" className={styles.bannerAction} onClick={onUnblock}>
        {t(K.relation.unblock)}
      </button>
    </div>
  );
}

function Profile({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const first = Array.from(user.username.trim())[0];
  const place = placeText(user.province, user.city);
  return (
    <section className={styles.card}>
      <div className={styles.avatar}>
        {user.avatar ? (
          <CachedImage src={user.avatar} alt={t(K.me.avatar, { name: user.username })} />
        ) : (
          <span aria-hidden={true}>{first}</span>
        )}
      </div>
      <h1 className={styles.name}>
        {user.username}
        <VerifiedMark verified={user.verified} size={20} />
      </h1>
      {user.recent_active ? <p className={styles.active}>{t(K.relation.active)}</p> : null}
      <ul className={styles.tags}>
        {user.gender > 0 || user.age > 0 ? (
          <li className={cx(styles.tag, user.gender === 1 && styles.male, user.gender === 2 && styles.female)}>
            {tagText([
              user.gender > 0 ? t(genderKey(user.gender)) : '',
              user.age > 0 ? t(K.profile.age, { age: user.age }) : '',
            ])}
          </li>
        ) : null}
        {place ? (
          <li className={styles.tag}>
            <LocationIcon size={12} />
            {place}
          </li>
        ) : null}
        {user.height > 0 ? <li className={styles.tag}>{t(K.profile.heightValue, { value: user.height })}</li> : null}
      </ul>
      <p className={styles.signature}>{user.signature || t(K.userDetail.signatureEmpty)}</p>
      <ProfileCounts user={user} />
    </section>
  );
}

function Facts({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const rows: Array<[string, ReactNode]> = [];
  if (user.height > 0) rows.push([t(K.profile.height), t(K.profile.heightValue, { value: user.height })]);
  if (user.weight > 0) rows.push([t(K.profile.weight), t(K.profile.weightValue, { value: user.weight })]);
  if (user.marriage > 0) rows.push([t(K.profile.marriage), t(marriageKey(user.marriage))]);
  if (user.work) rows.push([t(K.profile.work), user.work]);
  if (user.salary) rows.push([t(K.profile.salary), t(salaryKey(user.salary))]);
  if (rows.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t(K.userDetail.about)}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <section className={styles.card} aria-busy={true}>
      <div className={styles.avatar} />
      <div className={styles.skeleton} />
      <div className={cx(styles.skeleton, styles.skeletonShort)} />
    </section>
  );
}
