import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vipEndText } from '../../entities/order/vip.ts';
import { confirmSpend } from '../../features/pay/confirm-spend.ts';
import { buyVipMutation, isCoinsShort } from '../../features/pay/mutations.ts';
import { CrownIcon } from '../../features/pay/PayIcons.tsx';
import type { ApiResponse } from '../../shared/api/types.ts';
import { K } from '../../shared/i18n/keys.ts';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './RechargePage.module.css';

interface VipPlansProps {
  wallet: ApiResponse<'getPayInfo'>;
  viewerId: number;
  active: boolean;
  /** Too few coins: lead to the packages. */
  onNeedCoins: () => void;
}

/** VIP's benefits and plans: days for coins, each bought after a confirmation; a running VIP is extended. */
export function VipPlans({ wallet, viewerId, active, onNeedCoins }: VipPlansProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const buy = useMutation(buyVipMutation(queryClient, viewerId));

  const choose = async (plan: { days: number; coins: number }) => {
    if (plan.coins > wallet.balance) {
      showToast(t(K.vip.notEnough));
      onNeedCoins();
      return;
    }
    const body = active ? K.vip.confirmRenewBody : K.vip.confirmBody;
    const confirmed = await confirmSpend({
      title: t(K.vip.confirmTitle),
      content: t(body, { count: plan.days, coins: t(K.vip.planCoins, { count: plan.coins }) }),
      confirmText: t(K.vip.confirm),
      cancelText: t(K.app.cancel),
    });
    if (!confirmed) return;
    buy.mutate(plan.days, {
      onSuccess: (state) => showToast(t(K.vip.bought, { date: vipEndText(state.vip_end_time, i18n.language) })),
      onError: (error) => {
        // The balance changed elsewhere (another tab spent it): say so and lead to the packages.
        if (isCoinsShort(error)) {
          showToast(t(K.vip.notEnough));
          onNeedCoins();
        }
      },
    });
  };

  const benefits = { zanMe: t(K.vip.perkZanMe), advancedFilters: t(K.vip.perkFilters) } as const;

  return (
    <section className={styles.section} aria-label={t(K.vip.title)}>
      <h2 className={styles.sectionTitle}>
        <CrownIcon size={18} className={styles.gold} />
        {t(K.vip.title)}
      </h2>
      <ul className={styles.benefits}>
        {wallet.vip_benefits.map((benefit) => (
          <li key={benefit}>{benefits[benefit]}</li>
        ))}
      </ul>
      <ul className={styles.plans}>
        {wallet.vip_plans.map((plan) => (
          <li key={plan.days} className={styles.plan}>
            <span className={styles.planText}>
              <span className={styles.planName}>{t(K.vip.plan, { count: plan.days })}</span>
              <span className={styles.planCoins}>{t(K.vip.planCoins, { count: plan.coins })}</span>
            </span>
            <button
              type="button"
              className={styles.planBuy}
              disabled={buy.isPending}
              aria-label={`${active ? t(K.vip.renew) : t(K.vip.buy)} ${t(K.vip.plan, { count: plan.days })}`}
              onClick={() => void choose(plan)}
            >
              {active ? t(K.vip.renew) : t(K.vip.buy)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
