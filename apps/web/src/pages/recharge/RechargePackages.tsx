import { useMutation } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '../../entities/order/money.ts';
import { rechargeMutation } from '../../features/pay/mutations.ts';
import { CoinIcon } from '../../features/pay/PayIcons.tsx';
import type { ApiResponse } from '../../shared/api/types.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import styles from './RechargePage.module.css';

interface RechargePackagesProps {
  wallet: ApiResponse<'getPayInfo'>;
  /** Draw the eye here (after "not enough coins"). */
  highlighted: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The packages on sale (price in yuan, the coins they credit): choose one, pay with Alipay. The page leaves for
 * the gateway in a hidden form; the records page shows the order when the gateway sends the user back.
 */
export function RechargePackages({ wallet, highlighted, ref }: RechargePackagesProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(wallet.packages[0]?.price ?? 0);
  const recharge = useMutation(rechargeMutation());
  // Success leaves the page; until it has, the button says where it is going and cannot be pressed twice.
  const leaving = recharge.isPending || recharge.isSuccess;
  const closed = wallet.provider === 'none' || wallet.packages.length === 0;

  return (
    <section
      ref={ref}
      className={cx(styles.section, highlighted && styles.highlighted)}
      aria-label={t(K.recharge.packagesTitle)}
    >
      <h2 className={styles.sectionTitle}>
        <CoinIcon size={18} className={styles.coinColor} />
        {t(K.recharge.packagesTitle)}
      </h2>
      {closed ? (
        <div className={styles.closed}>
          <p className={styles.closedTitle}>{t(K.recharge.closedTitle)}</p>
          <p className={styles.hint}>{t(K.recharge.closedBody)}</p>
        </div>
      ) : (
        <>
          <fieldset className={styles.packages}>
            <legend className={styles.legend}>{t(K.recharge.choose)}</legend>
            {wallet.packages.map((item) => (
              <button
                key={item.price}
                type="button"
                aria-pressed={chosen === item.price}
                className={cx(styles.package, chosen === item.price && styles.packageChosen)}
                onClick={() => setChosen(item.price)}
              >
                <span className={styles.packageCoins}>{t(K.recharge.coins, { count: item.coins })}</span>
                <span className={styles.packagePrice}>{formatYuan(item.price)}</span>
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.pay}
            disabled={leaving || chosen <= 0}
            onClick={() => recharge.mutate(chosen)}
          >
            {leaving ? t(K.recharge.leaving) : t(K.recharge.pay, { price: formatYuan(chosen) })}
          </button>
          <p className={styles.hint}>{t(K.recharge.hint)}</p>
        </>
      )}
    </section>
  );
}
