import { CODE } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { VipInvite } from './VipInvite.tsx';

/** getZanMeList refused a non-VIP (-2805); its data says how many liked them. */
export function isVipRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === CODE.vipRequired;
}

function likesOf(error: ApiError): number {
  const total = (error.data as { total?: unknown } | null)?.total;
  return typeof total === 'number' && total > 0 ? total : 0;
}

/** "Who liked me" for a non-VIP: how many did, and the way to VIP to see them. */
export function ZanMeInvite({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const likes = likesOf(error);
  return (
    <VipInvite
      title={t(K.vip.inviteZanMeTitle)}
      body={likes > 0 ? t(K.vip.inviteZanMeCount, { count: likes }) : t(K.vip.inviteZanMeBody)}
    />
  );
}
