// The uploader every picker uses: at most IMAGE_PICK_MAX files a pick, UPLOAD_CONCURRENCY at once, each shrunk
// when large and checked against the server's maxBytes before it is sent (upload-queue.ts, shrink-image.ts).
import { IMAGE_PICK_MAX, MESSAGE_VARS } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiDeps } from '../api/api.ts';
import { createUploader, type XhrLike } from '../api/upload.ts';
import { messageText } from '../i18n/message.ts';
import { showToast } from '../ui/toast.ts';
import { uploadConfigQuery } from './queries.ts';
import { LocalRefusal, prepareImage } from './shrink-image.ts';
import { capPick, createUploadQueue, type PickedFile, type UploadItem } from './upload-queue.ts';

/**
 * The browser's uploader: `POST /api/file/upload` with progress, with the headers and catalogue handling of
 * every other call. Here, so that only screens that upload load it.
 */
export const uploadFile = createUploader({ ...apiDeps, createXhr: () => new XMLHttpRequest() as unknown as XhrLike });

export interface UploaderOptions {
  /** Files a pick may hold (9 for the album, 1 for the avatar and the background). */
  max?: number;
  /** Each time the queue settles, with the items that succeeded since the last time. */
  onIdle?(succeeded: readonly UploadItem[]): void;
}

export function useUploader(options: UploaderOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const onIdle = useRef(options.onIdle);
  onIdle.current = options.onIdle;
  const previews = useRef<string[]>([]);

  const [queue] = useState(() =>
    createUploadQueue({
      async work(file, name, onProgress) {
        const { maxBytes } = await queryClient.fetchQuery(uploadConfigQuery());
        const prepared = await prepareImage(file, name, maxBytes);
        return uploadFile(prepared.file, prepared.name, { onProgress });
      },
      messageOf(error) {
        if (error instanceof LocalRefusal) return messageText(t, error.key, MESSAGE_VARS[error.key]);
        if (error instanceof ApiError) return error.message;
        return error instanceof Error ? error.message : String(error);
      },
      onChange: setItems,
      onIdle: (done) => onIdle.current?.(done),
    }),
  );

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const max = options.max ?? IMAGE_PICK_MAX;

  return {
    items,
    pending: items.some((item) => item.status === 'uploading'),
    pick(files: FileList | readonly File[] | null) {
      const list = Array.from(files ?? []);
      if (list.length === 0) return;
      const { kept, dropped } = capPick(list, max);
      if (dropped > 0) showToast(messageText(t, 'validation.photoCount', { max }));
      const picked: PickedFile[] = kept.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        return { file, name: file.name, preview };
      });
      queue.add(picked);
    },
    retry: queue.retry,
    remove: queue.remove,
    clearSettled: queue.clearSettled,
  };
}

export type Uploader = ReturnType<typeof useUploader>;
