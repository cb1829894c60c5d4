import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import styles from './VipInvite.module.css';
import { VipInvite } from './VipInvite.tsx';

/** As many placeholder faces as there were visitors, at most this many. */
const FACES_MAX = 6;

function visitorsOf(error: ApiError): number {
  const total = (error.data as { total?: unknown } | null)?.total;
  return typeof total === 'number' && total > 0 ? total : 0;
}

/**
 * "Who visited me" for a non-VIP (getVisitorList's -2805 with `data.total`): how many visited, a row of blurred
 * faces standing for them (drawn here, never anyone's picture), and the way to VIP to see who.
 */
export function VisitorInvite({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const visitors = visitorsOf(error);
  const faces = Math.min(visitors, FACES_MAX);
  return (
    <>
      {faces > 0 ? (
        <ul className={styles.faces} aria-label={t(K.visitor.hiddenFaces)}>
          {Array.from({ length: faces }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the faces are placeholders, alike and never reordered.
            <li key={index} className={styles.face} data-blurred={true} />
          ))}
        </ul>
      ) : null}
      <VipInvite
        title={t(K.visitor.inviteTitle)}
        body={visitors > 0 ? t(K.visitor.inviteCount, { count: visitors }) : t(K.visitor.inviteBody)}
      />
    </>
  );
}
