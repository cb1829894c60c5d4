import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { CrownIcon } from './PayIcons.tsx';
import styles from './VipInvite.module.css';

interface VipInviteProps {
  title: string;
  body: string;
  /** A smaller form inside a sheet or a list. */
  compact?: boolean;
  /** Another way out besides VIP, e.g. clearing the VIP filters. */
  secondary?: { label: string; onClick: () => void };
  /** Called before leaving for the recharge page (a sheet closes itself). */
  onLeave?: () => void;
}

/**
 * What a non-VIP meets where VIP is needed (who liked me, the VIP filters): what it would show and the way to
 * VIP, never a dead end.
 */
export function VipInvite({ title, body, compact, secondary, onLeave }: VipInviteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // In a sheet it is an aside to the sheet's own content (and no second region named like the sheet).
  const Root = compact ? 'aside' : 'section';
  return (
    <Root className={compact ? styles.compact : styles.root} aria-label={title}>
      <div className={styles.badge}>
        <CrownIcon size={compact ? 22 : 40} />
      </div>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.body}>{body}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onLeave?.();
            navigate(PATHS.recharge);
          }}
        >
          {t(K.vip.inviteAction)}
        </button>
        {secondary ? (
          <button type="button" className={styles.secondary} onClick={secondary.onClick}>
            {secondary.label}
          </button>
        ) : null}
      </div>
    </Root>
  );
}

/** The small VIP mark beside what only VIP may use. */
export function VipBadge() {
  const { t } = useTranslation();
  return <span className={styles.vipBadge}>{t(K.vip.badge)}</span>;
}
