// Photo verification (issue 24; docs/decisions/0096-web-verified-photos.md): what it is and your status
// (StatusView), then a pose from the server and a selfie in it (PoseStep), sent and reviewed by an operator. The
// steps' state and refusals: useVerifyFlow.ts.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verifyStatusQuery } from '../../entities/verify/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { PoseStep } from './PoseStep.tsx';
import { StatusView } from './StatusView.tsx';
import { useVerifyFlow } from './useVerifyFlow.ts';
import styles from './VerifyPage.module.css';

export function VerifyPage() {
  const { t } = useTranslation();
  const status = useQuery(verifyStatusQuery());
  const flow = useVerifyFlow();

  if (flow.challenge) return <PoseStep challenge={flow.challenge} flow={flow} />;
  if (status.isPending) {
    return (
      <div className={styles.loading} role="status">
        <Spinner />
        <span>{t(K.app.loading)}</span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <EmptyState
        icon={<InfoIcon size={40} />}
        title={t(K.verify.loadFailed)}
        body={status.error.message}
        actionLabel={t(K.app.retry)}
        onAction={() => void status.refetch()}
      />
    );
  }
  return <StatusView info={status.data} flow={flow} />;
}
