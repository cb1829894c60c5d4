// 下载我的数据 (issue 24 part 6), beside account deletion in settings and linked from the safety page: ask for a
// copy, watch it being made (getDataExport looked at again while pending), then download it with the member's
// login until its link expires. A second request within a day shows the server's -2917 message here.
import { CODE } from '@kk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { untilText } from '../../entities/notice/moderation.ts';
import {
  dataExportKeys,
  dataExportQuery,
  downloadArchive,
  requestDataExport,
} from '../../features/data-export/data-export.ts';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { useSession } from '../../shared/session/session.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { RefreshIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './DataExportPage.module.css';

const S = K.safety;

export function DataExportPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? 0;
  const latest = useQuery(dataExportQuery(viewerId));
  // The -2917 message (once a day), shown under the button until the next try.
  const [limitText, setLimitText] = useState('');
  const request = useMutation({
    mutationFn: requestDataExport,
    onMutate: () => setLimitText(''),
    onSuccess: (info) => queryClient.setQueryData(dataExportKeys.latest(viewerId), info),
    onError: (error) => {
      if (error instanceof ApiError && error.code === CODE.dataExportLimit) setLimitText(error.message);
    },
  });
  const download = useMutation({
    mutationFn: (url: string) => downloadArchive(url, new Date()),
    onError: (error) => {
      // A refusal was told by the client already; a broken connection is told here.
      if (!(error instanceof ApiError)) showToast(t(S.exportDownloadFailed));
      void latest.refetch();
    },
  });

  if (latest.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={t(S.exportLoadFailed)}
        body={t(S.exportIntro)}
        actionLabel={t(K.app.retry)}
        onAction={() => void latest.refetch()}
      />
    );
  }
  const info = latest.data;
  const status = info.status;
  // Asking again beside a ready copy is the second choice, drawn as such.
  const askButton = (label: string) => (
    <button
      type="button"
      className={status === 'ready' ? styles.secondary : styles.primary}
      disabled={request.isPending}
      onClick={() => request.mutate()}
      data-testid="data-export-request"
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page} data-testid="data-export-page" data-status={status}>
      <p className={styles.intro}>{t(S.exportIntro)}</p>
      <section className={styles.card}>
        {status === 'pending' ? (
          <div className={styles.pending} role="status">
            <Spinner />
            <span>{t(S.exportPending)}</span>
          </div>
        ) : null}
        {status === 'ready' && info.url ? (
          <>
            <p className={styles.state}>{t(S.exportReady)}</p>
            {info.expires_at ? (
              <p className={styles.hint}>
                {t(S.exportExpires, { time: untilText(info.expires_at, i18n.language, Date.now()) })}
              </p>
            ) : null}
            <button
              type="button"
              className={styles.primary}
              disabled={download.isPending}
              onClick={() => download.mutate(info.url as string)}
              data-testid="data-export-download"
            >
              {download.isPending ? t(S.exportDownloading) : t(S.exportDownload)}
            </button>
          </>
        ) : null}
        {status === 'expired' ? <p className={styles.state}>{t(S.exportExpired)}</p> : null}
        {status === 'failed' ? <p className={styles.failed}>{t(S.exportFailed)}</p> : null}
        {status === 'none' ? askButton(t(S.exportRequest)) : null}
        {status === 'expired' || status === 'failed' || status === 'ready' ? askButton(t(S.exportRequestAgain)) : null}
        {limitText ? (
          <p className={styles.failed} role="alert">
            {limitText}
          </p>
        ) : null}
        <p className={styles.hint}>{t(S.exportOncePerDay)}</p>
      </section>
    </div>
  );
}
