import { FEEDBACK_CATEGORIES, type FeedbackItem, MESSAGE_VARS } from '@kk/contract';
import {
  mutationOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../shared/api/api.ts';
import type { ApiRequest } from '../../shared/api/types.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { CK, K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { relativeTimeText } from '../../shared/i18n/relative-time.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { CommentIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './FeedbackPage.module.css';
import {
  categoryParam,
  contentCount,
  EMPTY_DRAFT,
  FEEDBACK_FIELD,
  type FeedbackCategory,
  type FeedbackDraft,
  type FeedbackField,
  feedbackProblem,
  feedbackRequest,
  knownCategory,
} from './feedback-form.ts';
import { feedbackKeys, myFeedbackQuery } from './queries.ts';

const categoryKey = (category: FeedbackCategory) =>
  K.feedbackCategory[String(category) as keyof typeof K.feedbackCategory];
const hintKey = (category: FeedbackCategory | null) =>
  K.feedbackHint[String(category ?? 0) as keyof typeof K.feedbackHint];

/**
 * 意见反馈: the contact channel the service agreement and the privacy policy name (questions, reports,
 * appeals, privacy requests, payment problems). The form, then what you sent.
 */
export function FeedbackPage() {
  const [search] = useSearchParams();
  const userId = useSession().user?.id ?? 0;
  return (
    <div className={styles.page}>
      <FeedbackForm userId={userId} initialCategory={categoryParam(search)} />
      <MyFeedback userId={userId} />
    </div>
  );
}

interface FeedbackFormProps {
  userId: number;
  initialCategory: FeedbackCategory | null;
}

function FeedbackForm({ userId, initialCategory }: FeedbackFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<FeedbackDraft>(() => ({ ...EMPTY_DRAFT, category: initialCategory }));
  const [invalid, setInvalid] = useState<FeedbackField | null>(null);
  // A failure (a refusal, the daily limit, the network) is told by the query client; the draft is kept.
  const send = useMutation(addFeedbackMutation(queryClient, userId));
  const sending = send.isPending;
  const count = contentCount(draft.content);

  const set = (patch: Partial<FeedbackDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = feedbackProblem(draft);
    if (problem) {
      setInvalid(problem.field);
      showToast(messageText(t, problem.key, MESSAGE_VARS[problem.key]));
      return;
    }
    send.mutate(feedbackRequest(draft), {
      onSuccess: () => {
        // The server's msg is this key in the request's language: the same text.
        showToast(messageText(t, CK.feedback.sent));
        setDraft(EMPTY_DRAFT);
        setInvalid(null);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate={true}>
      <fieldset className={cx(styles.group, invalid === FEEDBACK_FIELD.category && styles.invalid)}>
        <legend className={styles.groupTitle}>{t(K.feedback.category)}</legend>
        <div className={cx(styles.card, styles.choices)}>
          {FEEDBACK_CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input
                type="radio"
                className={VISUALLY_HIDDEN}
                name={`${id}category`}
                value={category}
                checked={draft.category === category}
                onChange={() => set({ category })}
              />
              <span className={styles.chip}>{t(categoryKey(category))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={cx(styles.group, invalid === FEEDBACK_FIELD.content && styles.invalid)}>
        <label className={styles.groupTitle} htmlFor={`${id}content`}>
          {t(K.feedback.content)}
        </label>
        <div className={cx(styles.card, styles.editor)}>
          <textarea
            id={`${id}content`}
            className={styles.textarea}
            value={draft.content}
            onChange={(event) => set({ content: event.target.value })}
            placeholder={t(hintKey(draft.category))}
            rows={6}
            aria-invalid={invalid === FEEDBACK_FIELD.content}
            aria-describedby={`${id}count`}
          />
          <span id={`${id}count`} className={cx(styles.count, count.over && styles.over)}>
            {count.count}/{count.max}
          </span>
        </div>
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t(K.feedback.sending) : t(K.feedback.submit)}
      </button>
      <p className={styles.note}>
        {t(K.feedback.note)}{' '}
        <Link className={styles.noteLink} to={PATHS.privacyPolicy}>
          {t(K.feedback.privacyLink)}
        </Link>
      </p>
    </form>
  );
}

/** The clock the relative times are read against, moved on every minute so that 刚刚 does not stay. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

function MyFeedback({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const feedback = useInfiniteQuery(myFeedbackQuery(userId));
  const items = feedback.data?.pages.flatMap((page) => page.list) ?? [];
  const total = feedback.data?.pages[0]?.total ?? 0;

  const now = useNow(60_000);
  let body: ReactNode;
  if (feedback.isPending) {
    body = (
      <output className={styles.status} aria-label={t(K.app.loading)}>
        <Spinner />
      </output>
    );
  } else if (feedback.isError && items.length === 0) {
    body = <LoadFailed onRetry={() => void feedback.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={<CommentIcon size={40} />} title={t(K.feedback.emptyTitle)} body={t(K.feedback.emptyBody)} />
    );
  } else {
    body = (
      <ol className={styles.list}>
        {items.map((item) => (
          <FeedbackRow key={item.id} item={item} now={now} />
        ))}
      </ol>
    );
  }

  return (
    <section className={styles.mine} aria-labelledby={`${id}mine`}>
      <div className={styles.mineHeader}>
        <h2 id={`${id}mine`} className={styles.groupTitle}>
          {t(K.feedback.mine)}
        </h2>
        {total > 0 ? <span className={styles.total}>{t(K.feedback.total, { count: total })}</span> : null}
      </div>
      {body}
      {feedback.isFetchNextPageError ? <LoadFailed onRetry={() => void feedback.fetchNextPage()} /> : null}
      {feedback.hasNextPage && !feedback.isFetchNextPageError ? (
        <button
          type="button"
          className={styles.more}
          disabled={feedback.isFetchingNextPage}
          onClick={() => void feedback.fetchNextPage()}
        >
          {feedback.isFetchingNextPage ? t(K.app.loading) : t(K.feedback.more)}
        </button>
      ) : null}
    </section>
  );
}

function FeedbackRow({ item, now }: { item: FeedbackItem; now: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const category = knownCategory(item.category);
  const sent = new Date(item.create_time);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={cx(styles.tag, styles[`tone${category}`])}>{t(categoryKey(category))}</span>
        <time className={styles.time} dateTime={sent.toISOString()} title={sent.toLocaleString(language)}>
          {relativeTimeText(t, item.create_time, now, sent.getTimezoneOffset())}
        </time>
      </div>
      <p className={styles.content}>{item.content}</p>
    </li>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <p>{t(K.feedback.loadFailed)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t(K.app.retry)}
      </button>
    </div>
  );
}

// Sending feedback as a TanStack Query mutation that refreshes "我的反馈". Its failures (a refusal, the daily
// limit, an unexpected error) are told by the query client (shared/api/report-failure.ts).
export function addFeedbackMutation(queryClient: QueryClient, userId: number) {
  return mutationOptions({
    meta: { endpoint: 'addFeedback' },
    mutationFn: (request: ApiRequest<'addFeedback'>) => api.call('addFeedback', request),
    // Not awaited: the form is told at once; the list refreshes on its own.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine(userId) }),
  });
}
