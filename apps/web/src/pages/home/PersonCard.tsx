// A large card of the feed: the person's first photo (tap: every photo full screen), name, age, height, city,
// "recently active", signature, and the card actions (like, follow, say hi, open the profile). Say hi sends one of
// the greetings and opens the conversation (features/chat/say-hi.ts).
import type { PersonCard as Person } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { followMutation, zanMutation } from '../../entities/relation/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath, userDetailPath } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ChatIcon, HeartIcon, ImageIcon, LocationIcon, PlusIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './HomeFeed.module.css';

/** What the card and the viewer show: the album, else the avatar. */
export function cardPhotos(person: Person): string[] {
  if (person.photos.length > 0) return person.photos.map((photo) => photo.url);
  return person.avatar ? [person.avatar] : [];
}

interface PersonCardProps {
  person: Person;
  onOpenPhotos: (person: Person) => void;
}

export function PersonCard({ person, onOpenPhotos }: PersonCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zan = useMutation(zanMutation(queryClient));
  const follow = useMutation(followMutation(queryClient));
  const [greeting, setGreeting] = useState(false);
  // The burst plays once per like, keyed so that liking again replays it.
  const [burst, setBurst] = useState(0);
  const photos = cardPhotos(person);
  const name = person.username;
  const place = person.city || person.province;
  const facts = [
    person.age > 0 ? t(K.feed.age, { age: person.age }) : null,
    person.height > 0 ? t(K.feed.height, { height: person.height }) : null,
  ].filter((fact): fact is string => fact !== null);
  const openProfile = () => navigate(userDetailPath(person.id));

  const sayHi = async () => {
    setGreeting(true);
    try {
      const { sayHi: send } = await import('../../features/chat/say-hi.ts');
      if (await send(queryClient, person.id)) navigate(chatPath(person.id));
    } finally {
      setGreeting(false);
    }
  };

  const like = () =>
    zan.mutate(person.id, {
      onSuccess: ({ is_zan }) => {
        if (is_zan) setBurst((n) => n + 1);
      },
    });

  const toggleFollow = () =>
    follow.mutate(person.id, {
      onSuccess: ({ is_follow }) =>
        showToast(is_follow ? t(K.feed.followedToast, { name }) : t(K.feed.unfollowedToast)),
    });

  return (
    <article className={styles.card} aria-label={name} data-person={person.id}>
      <button
        type="button"
        className={styles.photo}
        aria-label={t(K.feed.photos, { name, count: photos.length })}
        disabled={photos.length === 0}
        onClick={() => onOpenPhotos(person)}
      >
        {photos[0] ? (
          // A plain lazy image: the feed shows many strangers' photos, which the device's image cache
          // (CachedImage, fetched eagerly) should not fill up with; the browser's HTTP cache keeps them.
          <img
            src={photos[0]}
            alt={t(K.feed.photo, { name, n: 1 })}
            className={styles.image}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.noPhoto}>
            <UserIcon size={64} />
          </span>
        )}
        {person.recent_active ? <span className={styles.active}>{t(K.feed.recentActive)}</span> : null}
        {photos.length > 1 ? (
          <span className={styles.photoCount}>
            <ImageIcon size={14} />
            {photos.length}
          </span>
        ) : null}
        {burst > 0 ? (
          <span key={burst} className={styles.burst} aria-hidden={true}>
            <HeartIcon size={96} />
          </span>
        ) : null}
        <span className={styles.overlay}>
          <span className={styles.name}>
            {name}
            <VerifiedMark verified={person.verified} />
          </span>
          <span className={styles.facts}>
            {facts.join(' · ')}
            {place ? (
              <span className={styles.place}>
                <LocationIcon size={13} />
                {place}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <div className={styles.details}>
        <button
          type="button"
          className={styles.signature}
          onClick={openProfile}
          aria-label={t(K.feed.openProfile, { name })}
        >
          {person.signature || t(K.feed.noSignature)}
        </button>
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.action, styles.zan, person.is_zan === 1 && styles.zanned)}
            aria-pressed={person.is_zan === 1}
            aria-label={person.is_zan ? t(K.feed.zanned) : t(K.feed.zan)}
            disabled={zan.isPending}
            onClick={like}
          >
            <HeartIcon size={22} className={cx(burst > 0 && person.is_zan === 1 && styles.pop)} key={burst} />
            <span>{person.is_zan ? t(K.feed.zanned) : t(K.feed.zan)}</span>
          </button>
          <button
            type="button"
            className={cx(styles.action, person.is_follow === 1 && styles.followed)}
            aria-pressed={person.is_follow === 1}
            disabled={follow.isPending}
            onClick={toggleFollow}
          >
            {person.is_follow ? null : <PlusIcon size={18} />}
            <span>{person.is_follow ? t(K.feed.following) : t(K.feed.follow)}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            aria-label={t(K.greeting.sayHiTo, { name })}
            disabled={greeting}
            onClick={() => void sayHi()}
          >
            <ChatIcon size={18} />
            <span>{t(K.greeting.sayHi)}</span>
          </button>
          <button type="button" className={cx(styles.action, styles.profile)} onClick={openProfile}>
            <span>{t(K.feed.profile)}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
