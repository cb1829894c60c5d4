import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { payKeys } from '../../entities/order/queries.ts';
import { api } from '../../shared/api/api.ts';
import type { ApiResponse } from '../../shared/api/types.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { applyVipState } from './mutations.ts';
import styles from './PayResult.module.css';
import { pendingOrderStorage } from './pending-order.ts';
import { POLL_PHASE } from './poll.ts';
import { usePoll } from './usePoll.ts';

type Order = ApiResponse<'getPayStatus'>;

/** How often and how long the app asks after an order that came back unpaid (the server asks the gateway too). */
const STATUS_INTERVAL_MS = 2000;
const STATUS_ATTEMPTS = 10;

interface PayResultProps {
  outTradeNo: string;
  viewerId: number;
  /** The user is done with the result (完成). */
  onDone: () => void;
}

/**
 * The state of the order the gateway sent the user back with: waiting (polling getPayStatus), credited,
 * closed, or no answer yet with "check again". Only the server's word counts: the return itself proves nothing.
 */
export function PayResult({ outTradeNo, viewerId, onDone }: PayResultProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, restart } = usePoll<Order>({
    check: async (signal) => {
      const order = await api.call('getPayStatus', { out_trade_no: outTradeNo }, { silent: true, signal });
      return order.state === 'waiting' ? null : order;
    },
    intervalMs: STATUS_INTERVAL_MS,
    maxAttempts: STATUS_ATTEMPTS,
    checkFirst: true,
    enabled: outTradeNo !== '',
  });

  const final = state.phase === POLL_PHASE.done ? state.value : null;
  useEffect(() => {
    if (!final) return;
    pendingOrderStorage.clear();
    applyVipState(queryClient, viewerId, final);
    void queryClient.invalidateQueries({ queryKey: payKeys.records(viewerId) });
  }, [final, queryClient, viewerId]);

  let title: string;
  let body = '';
  let tone = styles.waiting;
  if (final?.state === 'paid') {
    title = t(K.payResult.paidTitle);
    body = t(K.payResult.paidBody, { count: final.coins });
    tone = styles.paid;
  } else if (final) {
    title = t(K.payResult.closedTitle);
    body = t(K.payResult.closedBody);
    tone = styles.closed;
  } else if (state.phase === POLL_PHASE.expired) {
    title = t(K.payResult.expiredTitle);
    body = t(K.payResult.expiredBody);
  } else if (state.phase === POLL_PHASE.failed) {
    title = t(K.payResult.failedTitle);
    body = state.error instanceof Error ? state.error.message : '';
    tone = styles.closed;
  } else {
    title = t(K.payResult.waitingTitle);
    body = t(K.payResult.waitingBody);
  }
  const settled = final !== null;
  const stuck = state.phase === POLL_PHASE.expired || state.phase === POLL_PHASE.failed;

  return (
    <section className={cx(styles.result, tone)} aria-live="polite" aria-busy={!settled && !stuck}>
      <div className={styles.head}>
        {!settled && !stuck ? <Spinner /> : null}
        <h2 className={styles.title}>{title}</h2>
      </div>
      {body ? <p className={styles.body}>{body}</p> : null}
      <p className={styles.orderNo}>{t(K.rechargeRecords.orderNo, { no: outTradeNo })}</p>
      {settled || stuck ? (
        <div className={styles.actions}>
          {stuck ? (
            <button type="button" className={styles.secondary} onClick={restart}>
              {t(K.payResult.checkAgain)}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              pendingOrderStorage.clear();
              onDone();
            }}
          >
            {t(K.payResult.done)}
          </button>
        </div>
      ) : null}
    </section>
  );
}
