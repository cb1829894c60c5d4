import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { vipEndText } from '../../entities/order/vip.ts';
import { CoinIcon, CrownIcon } from '../../features/pay/PayIcons.tsx';
import { useVip } from '../../features/pay/useVip.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import styles from './MeWallet.module.css';

/**
 * Me's wallet row: the coin balance and the VIP state with its end date; both open coins and VIP. The recharge
 * pill sits beside the balance, under the label, so the label has the half's whole width in every language. While the
 * wallet loads, a dash holds the balance's place so the row does not jump.
 */
export function MeWallet() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { info, active } = useVip();
  const wallet = info.data;
  const open = () => navigate(PATHS.recharge);
  return (
    <section className={styles.wallet} aria-label={t(K.wallet.label)}>
      <button type="button" className={styles.half} onClick={open}>
        <span className={cx(styles.icon, styles.coin)}>
          <CoinIcon size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t(K.wallet.balance)}</span>
          <span className={styles.valueRow}>
            <span className={styles.value}>{wallet ? wallet.balance : '–'}</span>
            <span className={styles.pill}>{t(K.wallet.recharge)}</span>
          </span>
        </span>
      </button>
      <button type="button" className={cx(styles.half, active && styles.vipOn)} onClick={open}>
        <span className={cx(styles.icon, styles.crown)}>
          <CrownIcon size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.label}>{t(K.wallet.vipActive)}</span>
          <span className={styles.hint}>
            {active && wallet
              ? t(K.wallet.vipUntil, { date: vipEndText(wallet.vip_end_time, i18n.language) })
              : t(K.wallet.vipNone)}
          </span>
        </span>
      </button>
    </section>
  );
}
