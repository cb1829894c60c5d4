// The verify screen's steps as state: the pose asked for (getChallenge), the selfie taken, and its sending (the
// upload path every picker uses, then submit). Refusals the screen answers itself: an expired pose gets a new one
// (-2914), a recent rejection (-2915, until when) and a review under way (-2916) go back to the status, which
// says them.
import { MESSAGE_VARS, type VerifyPose, type VerifyStatusInfo } from '@kk/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { untilText } from '../../entities/notice/moderation.ts';
import { verifyKeys } from '../../entities/verify/queries.ts';
import { refusalOf } from '../../entities/verify/status.ts';
import { ApiError, api } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { uploadConfigQuery } from '../../shared/upload/queries.ts';
import { LocalRefusal, prepareImage } from '../../shared/upload/shrink-image.ts';
import { uploadFile } from '../../shared/upload/useUploader.ts';

export interface Challenge {
  challenge_id: string;
  pose: VerifyPose;
}

export interface Photo {
  blob: Blob;
  name: string;
  /** An object URL for the preview, revoked when the photo is replaced or the page left. */
  url: string;
}

/** Uploading (with its percent), then submitting. */
export type Sending = { phase: 'upload'; percent: number } | { phase: 'submit' };

const reasonOf = (error: unknown, t: TFunction) =>
  error instanceof LocalRefusal
    ? messageText(t, error.key, MESSAGE_VARS[error.key])
    : error instanceof Error
      ? error.message
      : String(error);

export function useVerifyFlow() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [asking, setAsking] = useState(false);
  const [askFailure, setAskFailure] = useState('');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [sendFailure, setSendFailure] = useState('');

  // The preview's object URL lives as long as its photo.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const setStatus = (next: (old: VerifyStatusInfo | undefined) => VerifyStatusInfo) => {
    queryClient.setQueryData(verifyKeys.status(), next);
    void queryClient.invalidateQueries({ queryKey: verifyKeys.status() });
  };

  const leave = () => {
    setChallenge(null);
    setPhoto(null);
    setSendFailure('');
  };

  /** A refusal the screen answers itself; false for anything else (the caller shows its message). */
  const answerRefusal = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const refusal = refusalOf(error.code, error.data);
    if (refusal.kind === 'newPose') {
      showToast(t(K.verify.poseExpired));
      void ask();
    } else if (refusal.kind === 'pending') {
      leave();
      setStatus(() => ({ status: 'pending' }));
    } else if (refusal.kind === 'retryLater') {
      leave();
      const { until } = refusal;
      setStatus((old) => ({ status: 'rejected', reason: old?.reason, retry_after: until ?? undefined }));
      const language = i18n.resolvedLanguage ?? i18n.language;
      showToast(
        until === null ? error.message : t(K.verify.retryFrom, { time: untilText(until, language, Date.now()) }),
      );
    }
    return refusal.kind !== 'other';
  };

  const ask = async () => {
    setAsking(true);
    setAskFailure('');
    try {
      const next = await api.call('getVerifyChallenge', {}, { silent: true });
      setChallenge(next);
      setPhoto(null);
      setSendFailure('');
    } catch (error) {
      if (!answerRefusal(error)) setAskFailure(reasonOf(error, t));
    } finally {
      setAsking(false);
    }
  };

  const send = async () => {
    if (!challenge || !photo || sending) return;
    setSendFailure('');
    setSending({ phase: 'upload', percent: 0 });
    try {
      const { maxBytes } = await queryClient.fetchQuery(uploadConfigQuery());
      const prepared = await prepareImage(photo.blob, photo.name, maxBytes);
      const uploaded = await uploadFile(prepared.file, prepared.name, {
        onProgress: (percent) => setSending({ phase: 'upload', percent }),
      });
      setSending({ phase: 'submit' });
      const answer = await api.call(
        'submitVerify',
        { challenge_id: challenge.challenge_id, fileId: uploaded.id },
        { silent: true },
      );
      leave();
      setStatus(() => answer);
    } catch (error) {
      if (!answerRefusal(error)) setSendFailure(t(K.verify.sendFailed, { reason: reasonOf(error, t) }));
    } finally {
      setSending(null);
    }
  };

  const keepPhoto = (blob: Blob, name: string) => {
    setSendFailure('');
    setPhoto({ blob, name, url: URL.createObjectURL(blob) });
  };

  return { challenge, asking, askFailure, photo, sending, sendFailure, ask, send, keepPhoto };
}

export type VerifyFlow = ReturnType<typeof useVerifyFlow>;
