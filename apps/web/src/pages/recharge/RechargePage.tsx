import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { vipEndText } from '../../entities/order/vip.ts';
import { CoinIcon, CrownIcon } from '../../features/pay/PayIcons.tsx';
import { PayResult } from '../../features/pay/PayResult.tsx';
import { pendingOrderStorage } from '../../features/pay/pending-order.ts';
import { useVip } from '../../features/pay/useVip.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ChevronRightIcon, RefreshIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { RechargePackages } from './RechargePackages.tsx';
import styles from './RechargePage.module.css';
import { VipPlans } from './VipPlans.tsx';

/**
 * Coins and VIP: the balance and VIP state, VIP's plans bought with coins, the recharge packages
 * paid through Alipay, and the way to the recharge records. An order that left for the gateway and has not
 * been settled on screen (the user came back with the browser's back button) shows its state on top.
 */
export function RechargePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { viewerId, info, active } = useVip();
  const [pending, setPending] = useState(pendingOrderStorage.get);
  const [needCoins, setNeedCoins] = useState(false);
  const packages = useRef<HTMLElement>(null);

  if (info.isPending) {
    return (
      <output className={styles.status} aria-label={t(K.app.loading)}>
        <Spinner />
      </output>
    );
  }
  if (info.isError) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={t(K.recharge.loadFailedTitle)}
        body={t(K.recharge.loadFailedBody)}
        actionLabel={t(K.app.retry)}
        onAction={() => void info.refetch()}
      />
    );
  }
  const wallet = info.data;

  const showPackages = () => {
    setNeedCoins(true);
    packages.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      {pending ? (
        <PayResult
          outTradeNo={pending}
          viewerId={viewerId}
          onDone={() => {
            pendingOrderStorage.clear();
            setPending(null);
          }}
        />
      ) : null}
      <section className={cx(styles.summary, active && styles.summaryVip)}>
        <div className={styles.summaryItem}>
          <span className={styles.summaryLabel}>
            <CoinIcon size={16} />
            {t(K.recharge.balance)}
          </span>
          <span className={styles.balance}>{wallet.balance}</span>
        </div>
        <div className={styles.summaryItem}>
          <span className={styles.summaryLabel}>
            <CrownIcon size={16} />
            {t(K.wallet.vipActive)}
          </span>
          <span className={styles.vipState}>
            {active
              ? t(K.wallet.vipUntil, { date: vipEndText(wallet.vip_end_time, i18n.language) })
              : t(K.wallet.vipNone)}
          </span>
        </div>
      </section>
      <VipPlans wallet={wallet} viewerId={viewerId} active={active} onNeedCoins={showPackages} />
      <RechargePackages ref={packages} wallet={wallet} highlighted={needCoins} />
      <button type="button" className={styles.recordsLink} onClick={() => navigate(PATHS.rechargeRecords)}>
        <span>{t(K.recharge.records)}</span>
        <ChevronRightIcon size={16} />
      </button>
    </div>
  );
}
