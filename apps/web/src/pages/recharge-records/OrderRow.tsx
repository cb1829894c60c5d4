import type { PayOrder } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../entities/order/money.ts';
import { orderTimeText } from '../../entities/order/vip.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import styles from './RechargeRecords.module.css';

const STATE_TEXT = {
  waiting: K.rechargeRecords.statePending,
  paid: K.rechargeRecords.statePaid,
  closed: K.rechargeRecords.stateClosed,
} as const;

/** One order: coins and amount, its state, when it was made (and paid), and its number for support. */
export function OrderRow({ order, onCheck }: { order: PayOrder; onCheck: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.coins}>{t(K.rechargeRecords.coins, { count: order.coins })}</span>
        <span className={styles.amount}>{formatYuan(order.price)}</span>
      </div>
      <div className={styles.meta}>
        <time className={styles.time} dateTime={new Date(order.create_time).toISOString()}>
          {orderTimeText(order.create_time, i18n.language)}
        </time>
        <span className={cx(styles.state, styles[order.state])}>{t(STATE_TEXT[order.state])}</span>
      </div>
      <div className={styles.meta}>
        <span className={styles.orderNo}>{t(K.rechargeRecords.orderNo, { no: order.out_trade_no })}</span>
        {order.state === 'waiting' ? (
          <button type="button" className={styles.check} onClick={onCheck}>
            {t(K.rechargeRecords.check)}
          </button>
        ) : null}
      </div>
    </li>
  );
}
