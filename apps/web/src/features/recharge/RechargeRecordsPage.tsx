import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { WalletIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** Recharge orders and their status (DESIGN §3 payment), filled by the payment issue. */
export function RechargeRecordsPage() {
  const { t } = useTranslation();
  const action = useGoBack(PATHS.me);
  return (
    <EmptyState
      icon={<WalletIcon size={40} />}
      title={t(K.rechargeRecords.emptyTitle)}
      body={t(K.rechargeRecords.emptyBody)}
      actionLabel={t(K.rechargeRecords.emptyAction)}
      onAction={action}
    />
  );
}
