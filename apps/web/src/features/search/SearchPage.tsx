import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BackIcon, SearchIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';
import styles from './SearchPage.module.css';

/** Search of people and updates (DESIGN §2 searchUser, searchUpdates); results come with the square issue. */
export function SearchPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <header className={styles.bar}>
        <button type="button" className={styles.back} aria-label={t(K.app.back)} onClick={goBack}>
          <BackIcon />
        </button>
        <SearchBar
          className={styles.search}
          value={keyword}
          onChange={setKeyword}
          placeholder={t(K.search.placeholder)}
          cancelText={t(K.search.cancel)}
          aria-label={t(K.search.placeholder)}
        />
      </header>
      <EmptyState icon={<SearchIcon size={40} />} title={t(K.search.emptyTitle)} body={t(K.search.emptyBody)} />
    </>
  );
}
