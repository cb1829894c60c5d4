import type { PublicUser } from '@kk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { genderKey } from '../profile/profile-options.ts';
import { placeText, tagText } from './format.ts';
import styles from './PeopleList.module.css';
import { VerifiedMark } from './VerifiedMark.tsx';

type Person = Pick<PublicUser, 'id' | 'username' | 'avatar' | 'gender' | 'age' | 'province' | 'city' | 'signature'> &
  Partial<Pick<PublicUser, 'verified'>>;

/** A person's avatar, or the first character of the name on a tinted disc until they choose one. */
export function PersonAvatar({ user, size = 48 }: { user: Pick<Person, 'avatar' | 'username'>; size?: number }) {
  const first = Array.from(user.username.trim())[0] ?? '';
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden={true}>
      {user.avatar ? <CachedImage src={user.avatar} alt={''} /> : first}
    </span>
  );
}

/** "女 · 28岁 · 广东省 深圳市": the short facts of a person, empty ones left out. */
export function usePersonFacts(user: Person): string {
  const { t } = useTranslation();
  return tagText([
    user.gender > 0 ? t(genderKey(user.gender)) : '',
    user.age > 0 ? t(K.profile.age, { age: user.age }) : '',
    placeText(user.province, user.city),
  ]);
}

interface PersonRowProps {
  user: Person;
  /** Opens the profile; without it the row is not a button (a blocked person's profile cannot be seen). */
  onOpen?: () => void;
  /** A button at the end of the row (unblock, show again). */
  action?: ReactNode;
  badge?: ReactNode;
}

/** One person in a list: avatar, name, facts and signature; the whole row opens the profile. */
export function PersonRow({ user, onOpen, action, badge }: PersonRowProps) {
  const facts = usePersonFacts(user);
  const body = (
    <>
      <PersonAvatar user={user} />
      <span className={styles.text}>
        <span className={styles.nameLine}>
          <span className={styles.name}>{user.username}</span>
          <VerifiedMark verified={user.verified} />
          {badge}
        </span>
        {facts ? <span className={styles.facts}>{facts}</span> : null}
        {user.signature ? <span className={styles.signature}>{user.signature}</span> : null}
      </span>
    </>
  );
  return (
    <li className={styles.row}>
      {onOpen ? (
        <button type="button" className={cx(styles.main, styles.open)} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className={styles.main}>{body}</div>
      )}
      {action ? <div className={styles.action}>{action}</div> : null}
    </li>
  );
}
