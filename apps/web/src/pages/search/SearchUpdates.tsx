// Search's second kind of result: updates whose text holds the keyword (searchUpdates), and the
// switch between people and updates, kept in the address (?kind=) so going back keeps it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchUpdatesQuery } from '../../entities/updates/queries.ts';
import { useUpdatesReport } from '../../features/report/useContentReport.tsx';
import { UpdatesList } from '../../features/updates/UpdatesList.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import styles from './SearchUpdates.module.css';

export const SEARCH_KIND = { people: 'people', updates: 'updates' } as const;
export type SearchKind = (typeof SEARCH_KIND)[keyof typeof SEARCH_KIND];
const KIND_PARAM = 'kind';
const KIND_LABEL = { people: K.updates.searchPeople, updates: K.updates.searchUpdates } as const;

export function searchKindOf(params: URLSearchParams): SearchKind {
  return params.get(KIND_PARAM) === SEARCH_KIND.updates ? SEARCH_KIND.updates : SEARCH_KIND.people;
}

/** The address parameters of a kind: people is the default and leaves none. */
export function kindParams(kind: SearchKind): Record<string, string> {
  return kind === SEARCH_KIND.updates ? { [KIND_PARAM]: kind } : {};
}

export function SearchKindTabs({ kind, onChange }: { kind: SearchKind; onChange: (kind: SearchKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.kinds} role="tablist" aria-label={t(K.updates.searchKind)}>
      {Object.values(SEARCH_KIND).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={cx(styles.kind, value === kind && styles.current)}
          onClick={() => onChange(value)}
        >
          {t(KIND_LABEL[value])}
        </button>
      ))}
    </div>
  );
}

export function SearchUpdates({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewerId = useSession().user?.id ?? 0;
  const results = useInfiniteQuery(searchUpdatesQuery(viewerId, keyword));
  const reports = useUpdatesReport();
  return (
    <UpdatesList
      query={results}
      reports={reports}
      label={t(K.updates.searchTitle)}
      header={(total) => <p className={styles.count}>{t(K.updates.searchCount, { count: total })}</p>}
      empty={{
        icon: <SearchIcon size={40} />,
        title: t(K.updates.searchEmptyTitle, { keyword }),
        body: t(K.updates.searchEmptyBody),
        actionLabel: t(K.updates.searchEmptyAction),
        onAction: () => navigate(PATHS.square),
      }}
    />
  );
}
