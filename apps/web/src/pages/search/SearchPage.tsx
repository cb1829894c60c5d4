import type { PersonCard } from '@kk/contract';
import { SEARCH_KEYWORD_MAX } from '@kk/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import Popover from 'antd-mobile/es/components/popover';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedPeople } from '../../entities/person/PagedPeople.tsx';
import listStyles from '../../entities/person/PeopleList.module.css';
import { PersonRow } from '../../entities/person/PersonRow.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { BackIcon, CloseIcon, PhoneIcon, SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { searchUsersQuery } from './queries.ts';
import { RecentSearches } from './RecentSearches.tsx';
import styles from './SearchPage.module.css';
import { kindParams, SEARCH_KIND, SearchKindTabs, SearchUpdates, searchKindOf } from './SearchUpdates.tsx';
import { GENDER_FILTERS, type GenderFilter, looksLikePhone, matchesGender, normalizeKeyword } from './search-rules.ts';
import { useRecentSearches } from './useRecentSearches.ts';

/** The query parameter that holds the submitted keyword, so going back to search keeps the results. */
const KEYWORD_PARAM = 'q';

const GENDER_LABEL = {
  [GENDER_FILTERS.any]: K.peopleSearch.genderAll,
  [GENDER_FILTERS.men]: K.peopleSearch.genderMale,
  [GENDER_FILTERS.women]: K.peopleSearch.genderFemale,
} as const;

/**
 * Search people by name or account number (searchUser), or updates by their text (searchUpdates, ?kind=updates).
 * Enter or the button submits; recent searches stay on this device; a popover filters people by gender. A phone
 * number is never sent: the page says so instead (DESIGN §3 privacy).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [params, setParams] = useSearchParams();
  const submitted = normalizeKeyword(params.get(KEYWORD_PARAM) ?? '');
  const kind = searchKindOf(params);
  const [draft, setDraft] = useState(submitted);
  const [gender, setGender] = useState<GenderFilter>(GENDER_FILTERS.any);
  // 只看已认证: asked of the server (searchUser's verifiedOnly), unlike gender, which filters the page on the device.
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const recent = useRecentSearches();
  const viewerId = useSession().user?.id ?? 0;
  const phone = submitted !== '' && looksLikePhone(submitted);
  const results = useInfiniteQuery(
    searchUsersQuery(phone || kind === SEARCH_KIND.updates ? '' : submitted, viewerId, verifiedOnly),
  );
  const box = useRef<HTMLInputElement>(null);
  const placeholder = kind === SEARCH_KIND.updates ? t(K.updates.searchPlaceholder) : t(K.peopleSearch.placeholder);

  const submit = (raw: string) => {
    const keyword = normalizeKeyword(raw);
    if (keyword === '') return;
    setDraft(keyword);
    if (!looksLikePhone(keyword)) recent.add(keyword);
    setParams({ [KEYWORD_PARAM]: keyword, ...kindParams(kind) }, { replace: true });
    // Closes the phone's keyboard so the results are seen whole.
    box.current?.blur();
  };

  const clearSearch = () => {
    setDraft('');
    setParams(kindParams(kind), { replace: true });
    box.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  let body: React.ReactNode;
  if (submitted === '') {
    body = (
      <>
        <p className={styles.hint}>{t(K.peopleSearch.hint)}</p>
        {recent.recent.length > 0 ? (
          <RecentSearches items={recent.recent} onPick={submit} onClear={recent.clear} />
        ) : (
          <EmptyState
            icon={<SearchIcon size={40} />}
            title={t(K.search.emptyTitle)}
            body={t(K.search.emptyBody)}
            actionLabel={t(K.relationList.goRecommend)}
            onAction={() => navigate(PATHS.home)}
          />
        )}
      </>
    );
  } else if (phone) {
    body = (
      <EmptyState icon={<PhoneIcon size={40} />} title={t(K.peopleSearch.phoneRefused)} body={t(K.peopleSearch.hint)} />
    );
  } else if (kind === SEARCH_KIND.updates) {
    body = <SearchUpdates keyword={submitted} />;
  } else {
    body = (
      <PagedPeople<PersonCard>
        query={results}
        label={t(K.peopleSearch.resultCount, { count: results.data?.pages[0]?.total ?? 0 })}
        filter={(person) => matchesGender(gender, person.gender)}
        header={(total) => <p className={listStyles.header}>{t(K.peopleSearch.resultCount, { count: total })}</p>}
        empty={{
          icon: <UserIcon size={40} />,
          title: t(K.peopleSearch.noResultTitle, { keyword: submitted }),
          body: t(K.peopleSearch.noResultBody),
          actionLabel: t(K.relationList.goRecommend),
          onAction: () => navigate(PATHS.home),
        }}
        filteredEmpty={{
          icon: <UserIcon size={40} />,
          title: t(K.peopleSearch.noFilteredTitle),
          body: t(K.peopleSearch.noFilteredBody),
          actionLabel: t(K.peopleSearch.clearFilter),
          onAction: () => setGender(GENDER_FILTERS.any),
        }}
        renderRow={(person) => (
          <PersonRow
            key={person.id}
            user={person}
            onOpen={() => navigate(userDetailPath(person.id))}
            badge={person.is_follow ? <span className={listStyles.badge}>{t(K.relation.following)}</span> : null}
          />
        )}
      />
    );
  }

  return (
    <>
      <header className={styles.bar}>
        <button type="button" className={styles.back} aria-label={t(K.app.back)} onClick={goBack}>
          <BackIcon />
        </button>
        {/* A native search form: Enter (and the keyboard's search key) submits it, as the button does. */}
        <form className={styles.form} onSubmit={onSubmit}>
          <label className={styles.field}>
            <SearchIcon size={16} className={styles.fieldIcon} />
            <input
              ref={box}
              type="search"
              className={styles.input}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={SEARCH_KEYWORD_MAX * 2}
              placeholder={placeholder}
              aria-label={placeholder}
              enterKeyHint="search"
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the page exists to type a search; the keyboard opens at once.
              autoFocus={submitted === ''}
            />
            {draft ? (
              <button
                type="button"
                className={styles.clearInput}
                aria-label={t(K.peopleSearch.clearInput)}
                onClick={clearSearch}
              >
                <CloseIcon size={14} />
              </button>
            ) : null}
          </label>
          <button type="submit" className={styles.submit}>
            {t(K.peopleSearch.submit)}
          </button>
        </form>
      </header>
      <div className={styles.tools}>
        <SearchKindTabs
          kind={kind}
          onChange={(next) =>
            setParams({ ...(submitted ? { [KEYWORD_PARAM]: submitted } : {}), ...kindParams(next) }, { replace: true })
          }
        />
        {kind === SEARCH_KIND.updates ? null : (
          <Popover.Menu
            trigger="click"
            placement="bottom-start"
            actions={Object.values(GENDER_FILTERS).map((value) => ({
              key: String(value),
              text: t(GENDER_LABEL[value]),
            }))}
            onAction={(action) => setGender(Number(action.key) as GenderFilter)}
          >
            <button
              type="button"
              className={cx(styles.filter, gender !== GENDER_FILTERS.any && styles.filterOn)}
              aria-label={`${t(K.peopleSearch.filter)}: ${t(GENDER_LABEL[gender])}`}
            >
              {t(GENDER_LABEL[gender])}
            </button>
          </Popover.Menu>
        )}
        {kind === SEARCH_KIND.updates ? null : (
          <button
            type="button"
            className={cx(styles.filter, styles.toggle, verifiedOnly && styles.filterOn)}
            aria-pressed={verifiedOnly}
            onClick={() => setVerifiedOnly((on) => !on)}
          >
            {t(K.verify.onlyVerified)}
          </button>
        )}
      </div>
      {body}
    </>
  );
}
