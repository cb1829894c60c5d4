import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { TrashIcon } from '../../shared/ui/icons.tsx';
import styles from './SearchPage.module.css';

interface RecentSearchesProps {
  items: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}

/** The recent searches of this device as chips: a tap searches again; the bin clears them. */
export function RecentSearches({ items, onPick, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.recent} aria-labelledby="recent-searches">
      <div className={styles.recentHead}>
        <h2 id="recent-searches" className={styles.recentTitle}>
          {t(K.peopleSearch.recent)}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          <TrashIcon size={16} />
          {t(K.peopleSearch.clearRecent)}
        </button>
      </div>
      <ul className={styles.chips}>
        {items.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.chip} onClick={() => onPick(keyword)}>
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
