import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userDetailQuery } from '../../entities/person/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import styles from './MyCounts.module.css';

/**
 * Me's following / followers / likes, from your own profile as others see it (getUserDetail of yourself);
 * each opens its list. Until the counts arrive, a dash holds their place so the row does not jump.
 */
export function MyCounts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery(userDetailQuery(userId)).data;
  const counts = [
    { label: K.relation.followCount, value: detail?.follow_count, path: PATHS.following },
    { label: K.relation.fansCount, value: detail?.fans_count, path: PATHS.fans },
    { label: K.relation.zanCount, value: detail?.zan_count, path: PATHS.zanMe },
  ] as const;
  return (
    <ul className={styles.counts}>
      {counts.map(({ label, value, path }) => (
        <li key={path}>
          <button
            type="button"
            className={styles.count}
            aria-label={t(K.relation.countLabel, { label: t(label), count: value ?? 0 })}
            onClick={() => navigate(path)}
          >
            <span className={styles.value}>{value ?? '–'}</span>
            <span className={styles.label}>{t(label)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
