// Me's 照片认证 row: the status at a glance (未认证, 审核中, 已认证, 未通过) and, after a rejection, why and from
// when a new try is possible. Opens the verify screen.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { untilText } from '../../entities/notice/moderation.ts';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { verifyStatusQuery } from '../../entities/verify/queries.ts';
import { STATUS_KEY, verifyView } from '../../entities/verify/status.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ChevronRightIcon } from '../../shared/ui/icons.tsx';
import styles from './MePage.module.css';

export function VerifyEntry() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery(verifyStatusQuery());
  const view = status.data ? verifyView(status.data, Date.now()) : null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const details =
    view?.status === 'rejected'
      ? [
          view.reason ? t(K.verify.reason, { reason: view.reason }) : '',
          view.retryAt === null
            ? t(K.verify.retryNow)
            : t(K.verify.retryFrom, { time: untilText(view.retryAt, language, Date.now()) }),
        ].filter(Boolean)
      : [];
  return (
    <li>
      <button type="button" className={styles.entry} onClick={() => navigate(PATHS.verify)}>
        <span className={styles.itemIcon}>
          <VerifiedMark verified={1} size={20} decorative={true} />
        </span>
        <span className={cx(styles.entryLabel, styles.entryStack)}>
          <span>{t(K.verify.title)}</span>
          {details.map((line) => (
            <span key={line} className={styles.entryDetail}>
              {line}
            </span>
          ))}
        </span>
        {view ? (
          <span className={cx(styles.entryValue, view.status === 'approved' && styles.entryValueOn)}>
            {t(STATUS_KEY[view.status])}
          </span>
        ) : null}
        <ChevronRightIcon size={16} className={styles.entryChevron} />
      </button>
    </li>
  );
}
