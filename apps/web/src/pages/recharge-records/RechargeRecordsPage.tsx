import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { rechargeRecordsQuery } from '../../entities/order/queries.ts';
import { PayResult } from '../../features/pay/PayResult.tsx';
import { useBackToPurchase } from '../../features/pay/useBackToPurchase.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { WalletIcon } from '../../shared/ui/icons.tsx';
import { ListStatus } from '../../shared/ui/ListStatus.tsx';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { OrderRow } from './OrderRow.tsx';
import styles from './RechargeRecords.module.css';

/** The query parameter the gateway's return brings (contract RECHARGE_RECORDS_ROUTE). */
const ORDER_PARAM = 'out_trade_no';

/**
 * The recharge records (SPEC §2 sub-package page): the user's orders with amount, coins, state and
 * time, newest first, paged. The gateway sends the user back here with the order, whose state shows on top;
 * 完成 and Back then lead to the page the purchase began on.
 */
export function RechargeRecordsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const viewerId = useSession().user?.id ?? 0;
  const returned = params.get(ORDER_PARAM) ?? '';
  const query = useInfiniteQuery(rechargeRecordsQuery(viewerId));
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const sentinel = useLoadMore(query);
  // After paying, the result leads back to where the purchase began; a record's own result back to the list.
  const done = useBackToPurchase(returned, () => navigate(PATHS.rechargeRecords, { replace: true }));

  const result = returned ? <PayResult key={returned} outTradeNo={returned} viewerId={viewerId} onDone={done} /> : null;

  const body = (
    <ListStatus
      query={query}
      count={orders.length}
      loadingClassName={styles.status}
      loadingLabel={t(K.rechargeRecords.loading)}
      failed={{
        title: t(K.rechargeRecords.loadFailedTitle),
        body: t(K.rechargeRecords.loadFailedBody),
        retryLabel: t(K.app.retry),
      }}
      empty={{
        icon: <WalletIcon size={40} />,
        title: t(K.rechargeRecords.emptyTitle),
        body: t(K.rechargeRecords.emptyBody),
        actionLabel: t(K.rechargeRecords.emptyAction),
        onAction: () => navigate(PATHS.recharge),
      }}
    >
      <ul className={styles.list} aria-label={t(K.titles.rechargeRecords)}>
        {orders.map((order) => (
          <OrderRow
            key={order.out_trade_no}
            order={order}
            onCheck={() =>
              navigate(`${PATHS.rechargeRecords}?${new URLSearchParams({ [ORDER_PARAM]: order.out_trade_no })}`, {
                replace: true,
              })
            }
          />
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {isFetchNextPageError || hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t(K.rechargeRecords.loading) : t(K.rechargeRecords.loadMore)}
          </button>
        ) : (
          <p className={styles.end}>{t(K.rechargeRecords.end)}</p>
        )}
      </div>
    </ListStatus>
  );

  return (
    <div className={styles.page}>
      {result}
      {body}
    </div>
  );
}
