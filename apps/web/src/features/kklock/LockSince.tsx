import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { durationText, lockAge, sinceDateText } from './lock-view.ts';
import { useMinuteClock } from './useKkLock.ts';

/** "已锁定3天 · 11月20日起": how long the lock has lasted, in the user's language, and from a day on, since when. */
export function LockSince({ since, className }: { since: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const age = lockAge(since, now);
  const lasted =
    age.unit === 'now' ? t(K.kkLock.justLocked) : t(K.kkLock.lockedFor, { duration: durationText(i18n.language, age) });
  const date = age.unit === 'day' ? t(K.kkLock.since, { date: sinceDateText(i18n.language, since, now) }) : '';
  return (
    <span className={className} data-kk-lock-since={true}>
      {date ? `${lasted} · ${date}` : lasted}
    </span>
  );
}
