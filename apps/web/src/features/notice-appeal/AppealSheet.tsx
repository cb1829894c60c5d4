import { APPEAL_CONTENT_MAX } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appealNoticeMutation } from '../../entities/notice/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './AppealSheet.module.css';

interface AppealSheetProps {
  /** The moderation notice appealed from (its `moderation.appeal` is `can`); null while closed. */
  noticeId: number | null;
  viewerId: number;
  onClose: () => void;
}

/**
 * The appeal of a mute, a suspension or a removal (DESIGN §3 "Reports and moderation"): the member's reasons, up to
 * APPEAL_CONTENT_MAX characters and required, sent once after a confirmation (an appeal cannot be changed).
 */
export function AppealSheet({ noticeId, viewerId, onClose }: AppealSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const appeal = useMutation(appealNoticeMutation(queryClient, viewerId));

  const send = async () => {
    const text = content.trim();
    if (noticeId === null) return;
    if (!text) {
      showToast(t(K.notice.appealEmpty));
      return;
    }
    const confirmed = await confirmDestructive({
      title: t(K.notice.appealConfirmTitle),
      content: t(K.notice.appealConfirmBody),
      confirmText: t(K.notice.appealConfirm),
      cancelText: t(K.notice.appealCancel),
    });
    if (!confirmed) return;
    appeal.mutate(
      { id: noticeId, content: text },
      {
        onSuccess: () => {
          setContent('');
          onClose();
          showToast(t(K.notice.appealDone));
        },
      },
    );
  };

  return (
    <Popup
      visible={noticeId !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popupBody}
      destroyOnClose={true}
    >
      <section className={styles.sheet} aria-labelledby={`${id}title`}>
        <header className={styles.header}>
          <h2 id={`${id}title`} className={styles.title}>
            {t(K.notice.appealTitle)}
          </h2>
          <button type="button" className={styles.close} aria-label={t(K.notice.appealClose)} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        <p className={styles.intro}>{t(K.notice.appealIntro)}</p>
        <label htmlFor={`${id}content`} className={styles.label}>
          {t(K.notice.appealLabel)}
        </label>
        <TextArea
          className={styles.text}
          value={content}
          onChange={setContent}
          placeholder={t(K.notice.appealPlaceholder)}
          maxLength={APPEAL_CONTENT_MAX}
          showCount={true}
          autoSize={{ minRows: 4, maxRows: 8 }}
          id={`${id}content`}
        />
        <button type="button" className={styles.submit} disabled={appeal.isPending} onClick={() => void send()}>
          {t(K.notice.appealSubmit)}
        </button>
      </section>
    </Popup>
  );
}
