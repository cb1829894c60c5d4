import { REPORT_CONTENT_MAX, REPORT_IMAGES_MAX, REPORT_REASONS } from '@kk/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockMutation } from '../../entities/relation/mutations.ts';
import { api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { CloseIcon, PlusIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { ImagePickButton } from '../../shared/upload/ImagePickButton.tsx';
import { UploadList } from '../../shared/upload/UploadList.tsx';
import { UPLOAD_STATUS } from '../../shared/upload/upload-queue.ts';
import { useUploader } from '../../shared/upload/useUploader.ts';
import styles from './ReportSheet.module.css';
import { imagesLeft, type ReportReason, type ReportTargetType, reportBlocker, reportBody } from './report-form.ts';

interface ReportSheetProps {
  open: boolean;
  person: { id: number; username: string };
  onClose: () => void;
  /** After the report, the user chose to block the person as well. */
  onBlocked: () => void;
  /** What is reported when it is not the person: one of their updates, comments or messages (the title says so). */
  target?: { type: ReportTargetType; id: number | string; title: string };
}

const reasonKey = (reason: ReportReason) => K.report[`reason${reason}`];

/**
 * Report a person (DESIGN §3 "Reports"): a reason, optional text, up to REPORT_IMAGES_MAX screenshots through
 * the uploader; once sent, it offers to block them (a red confirmation, as blocking is).
 */
export function ReportSheet({ open, person, onClose, onBlocked, target }: ReportSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [content, setContent] = useState('');
  const uploader = useUploader({ max: REPORT_IMAGES_MAX });
  const report = useMutation(addReportMutation());
  const block = useMutation(blockMutation(queryClient));
  const left = imagesLeft(uploader.items.length);

  const reset = () => {
    setReason(null);
    setContent('');
    for (const item of uploader.items) uploader.remove(item.key);
  };

  const send = () => {
    const fileIds = uploader.items.filter((item) => item.status === UPLOAD_STATUS.success).map((item) => item.fileId);
    const draft = { reason, content, fileIds, uploading: uploader.pending };
    const blocker = reportBlocker(draft);
    if (blocker !== null || draft.reason === null) {
      showToast(t(K.report[blocker ?? 'pickReason']));
      return;
    }
    const body = { ...draft, reason: draft.reason };
    report.mutate(target ? reportBody(target.id, body, target.type) : reportBody(person.id, body), {
      onSuccess: async () => {
        reset();
        onClose();
        const blockToo = await confirmDestructive({
          title: t(K.report.offerBlockTitle),
          content: t(K.report.offerBlockBody, { name: person.username }),
          confirmText: t(K.relation.block),
          cancelText: t(K.report.offerBlockCancel),
        });
        if (!blockToo) {
          showToast(t(K.report.sent));
          return;
        }
        block.mutate(person.id, {
          onSuccess: ({ is_block }) => {
            if (is_block !== 1) return;
            showToast(t(K.relation.blocked));
            onBlocked();
          },
        });
      },
    });
  };

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popupBody}
      destroyOnClose={true}
    >
      <section className={styles.sheet} aria-labelledby={`${id}title`}>
        <header className={styles.header}>
          <h2 id={`${id}title`} className={styles.title}>
            {target?.title ?? t(K.report.title, { name: person.username })}
          </h2>
          <button type="button" className={styles.close} aria-label={t(K.report.close)} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        <div className={styles.body}>
          <fieldset className={styles.group}>
            <legend className={styles.label}>{t(K.report.reasonLabel)}</legend>
            <div className={styles.reasons}>
              {REPORT_REASONS.map((value) => (
                <label key={value} className={cx(styles.reason, reason === value && styles.chosen)}>
                  <input
                    type="radio"
                    name={`${id}reason`}
                    className={styles.radio}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />
                  {t(reasonKey(value))}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.group}>
            <label htmlFor={`${id}content`} className={styles.label}>
              {t(K.report.contentLabel)}
            </label>
            <TextArea
              className={styles.text}
              value={content}
              onChange={setContent}
              placeholder={t(K.report.contentPlaceholder)}
              maxLength={REPORT_CONTENT_MAX}
              showCount={true}
              autoSize={{ minRows: 3, maxRows: 6 }}
              id={`${id}content`}
            />
          </div>
          <div className={styles.group}>
            <span className={styles.label}>{t(K.report.imagesLabel, { max: REPORT_IMAGES_MAX })}</span>
            {uploader.items.length > 0 ? (
              <UploadList items={uploader.items} onRetry={uploader.retry} onRemove={uploader.remove} />
            ) : null}
            {left > 0 ? (
              <ImagePickButton
                label={t(K.report.addImage)}
                multiple={left > 1}
                className={styles.pick}
                onPick={(files) => uploader.pick(Array.from(files ?? []).slice(0, left))}
              >
                <PlusIcon size={22} />
                {t(K.report.addImage)}
              </ImagePickButton>
            ) : null}
          </div>
        </div>
        <button type="button" className={styles.submit} disabled={report.isPending} onClick={send}>
          {t(K.report.submit)}
        </button>
      </section>
    </Popup>
  );
}

// Reports (DESIGN §3): stored for the operator; nothing cached changes, so there is nothing to update here.
/** addReport {target_type, target_id, reason, content?, images?}. */
export function addReportMutation() {
  return mutationOptions({
    meta: { endpoint: 'addReport' },
    mutationFn: (body: ReturnType<typeof reportBody>) => api.call('addReport', body, { loading: true }),
  });
}
