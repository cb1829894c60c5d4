// Compose an update (SPEC §2 /pages/myWrite/myWrite): text with a counter and up to nine images through
// the uploader, each with its progress. 发布 is offered once there is text or an image; a draft is only thrown
// away after asking. Once published, the square shows it on top.
import { SQUARE } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addUpdatesMutation } from '../../entities/updates/mutations.ts';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { PlusIcon } from '../../shared/ui/icons.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import { ImagePickButton } from '../../shared/upload/ImagePickButton.tsx';
import { UploadList } from '../../shared/upload/UploadList.tsx';
import { useUploader } from '../../shared/upload/useUploader.ts';
import { composeBlocker, composeBody, hasSomething, imagesLeft } from './compose.ts';
import styles from './MyWritePage.module.css';

export function MyWritePage() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.square);
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? 0;
  const [content, setContent] = useState('');
  const uploader = useUploader({ max: SQUARE.updatesImagesMax });
  const publish = useMutation(addUpdatesMutation(queryClient, viewerId));
  const draft = { content, items: uploader.items };
  const ready = hasSomething(draft);
  const room = imagesLeft(uploader.items.length);

  const leave = async () => {
    if (ready) {
      const sure = await confirmDestructive({
        title: t(K.myWrite.discardTitle),
        content: t(K.myWrite.discardBody),
        confirmText: t(K.myWrite.discard),
        cancelText: t(K.myWrite.keepEditing),
      });
      if (!sure) return;
    }
    goBack();
  };

  // The nine are for the whole update, not for one pick: what does not fit is left out, and the user is told.
  const pick = (files: File[]) => {
    if (files.length > room) showToast(messageText(t, 'validation.updatesImages', { max: SQUARE.updatesImagesMax }));
    uploader.pick(files.slice(0, room));
  };

  const send = () => {
    const blocker = composeBlocker(draft);
    if (blocker) {
      showToast(t(K.myWrite[blocker]));
      return;
    }
    publish.mutate(composeBody(draft), {
      onSuccess: () => {
        showToast(t(K.myWrite.published));
        navigate(PATHS.square, { replace: true });
        window.scrollTo({ top: 0 });
      },
    });
  };

  return (
    <div className={styles.page}>
      <NavigationBar
        title={t(K.titles.myWrite)}
        backLabel={t(K.app.back)}
        onBack={() => void leave()}
        right={
          <button type="button" className={styles.publish} disabled={!ready || publish.isPending} onClick={send}>
            {t(K.myWrite.publish)}
          </button>
        }
      />
      <label htmlFor={`${id}content`} className={VISUALLY_HIDDEN}>
        {t(K.myWrite.contentLabel)}
      </label>
      <TextArea
        id={`${id}content`}
        className={styles.text}
        value={content}
        onChange={setContent}
        placeholder={t(K.myWrite.placeholder)}
        maxLength={SQUARE.updatesContentMax}
        showCount={true}
        autoSize={{ minRows: 5, maxRows: 14 }}
      />
      <section className={styles.images} aria-label={t(K.myWrite.addImage)}>
        {uploader.items.length > 0 ? (
          <UploadList items={uploader.items} onRetry={uploader.retry} onRemove={uploader.remove} />
        ) : null}
        {room > 0 ? (
          <ImagePickButton
            label={t(K.myWrite.addImage)}
            multiple={room > 1}
            className={styles.pick}
            onPick={(files) => pick(Array.from(files ?? []))}
          >
            <PlusIcon size={28} />
            <span>{t(K.myWrite.addImage)}</span>
          </ImagePickButton>
        ) : null}
        <p className={styles.hint}>
          {t(K.myWrite.imagesHint, { max: SQUARE.updatesImagesMax, count: uploader.items.length })}
        </p>
      </section>
    </div>
  );
}
