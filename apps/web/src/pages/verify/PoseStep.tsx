// The pose and the selfie: the picture of the pose beside the photo taken (or its empty frame), the instruction,
// and the buttons at the bottom: take a photo (the camera) or choose one (the system's picker, with the front
// camera on a phone), then send it or take it again; another pose at any time.
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { CameraIcon, ImageIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { cameraAvailable, selfieName } from './camera.ts';
import { PosePicture } from './PosePicture.tsx';
import { SelfieCamera } from './SelfieCamera.tsx';
import type { Challenge, VerifyFlow } from './useVerifyFlow.ts';
import styles from './VerifyPage.module.css';

export function PoseStep({ challenge, flow }: { challenge: Challenge; flow: VerifyFlow }) {
  const { t } = useTranslation();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraRefused, setCameraRefused] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = cameraAvailable(navigator, window.isSecureContext) && !cameraRefused;
  const { photo, sending, sendFailure } = flow;
  const busy = sending !== null;
  const shoot = () => (camera ? setCameraOpen(true) : picker.current?.click());

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file picked twice in a row must fire again.
    event.currentTarget.value = '';
    if (file) flow.keepPhoto(file, file.name);
  };

  return (
    <div className={styles.page}>
      <section className={styles.poseCard} aria-labelledby="verify-pose-title">
        <h2 id="verify-pose-title" className={styles.poseTitle}>
          {t(K.verify.poseTitle)}
        </h2>
        <div className={styles.poseRow}>
          <span className={styles.posePicture}>
            <PosePicture pose={challenge.pose} label={t(K.verify.posePicture)} />
          </span>
          {photo ? (
            <img className={styles.selfie} src={photo.url} alt={t(K.verify.selfie)} />
          ) : (
            <span className={styles.selfieSlot} aria-hidden={true}>
              <CameraIcon size={32} />
            </span>
          )}
        </div>
        <p className={styles.instruction} data-pose={challenge.pose}>
          {t(K.verifyPose[challenge.pose])}
        </p>
        <p className={styles.hint}>{t(K.verify.poseHint)}</p>
      </section>

      {cameraRefused ? (
        <p className={styles.notice} role="alert">
          {t(K.verify.cameraUnavailable)}
        </p>
      ) : null}
      {sendFailure ? (
        <p className={styles.failure} role="alert">
          {sendFailure}
        </p>
      ) : null}
      {sending ? (
        <p className={styles.progress} role="status">
          <Spinner />
          {sending.phase === 'upload' ? t(K.verify.uploading, { percent: sending.percent }) : t(K.verify.submitting)}
        </p>
      ) : null}

      <div className={styles.actions}>
        {photo ? (
          <>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void flow.send()}>
              {sendFailure ? t(K.app.retry) : t(K.verify.submit)}
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={shoot}>
              {t(K.verify.retake)}
            </button>
          </>
        ) : (
          <>
            {camera ? (
              <button type="button" className={styles.primary} onClick={() => setCameraOpen(true)}>
                <CameraIcon size={20} />
                {t(K.verify.takePhoto)}
              </button>
            ) : null}
            <button
              type="button"
              className={camera ? styles.secondary : styles.primary}
              onClick={() => picker.current?.click()}
            >
              <ImageIcon size={20} />
              {t(K.verify.choosePhoto)}
            </button>
          </>
        )}
        <button type="button" className={styles.link} disabled={busy || flow.asking} onClick={() => void flow.ask()}>
          {flow.asking ? t(K.verify.loadingPose) : t(K.verify.newPose)}
        </button>
      </div>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        capture="user"
        className={VISUALLY_HIDDEN}
        tabIndex={-1}
        aria-hidden={true}
        onChange={pick}
      />
      {cameraOpen ? (
        <SelfieCamera
          pose={challenge.pose}
          onCapture={(blob) => {
            setCameraOpen(false);
            flow.keepPhoto(blob, selfieName(Date.now()));
          }}
          onUnavailable={() => {
            setCameraOpen(false);
            setCameraRefused(true);
          }}
          onClose={() => setCameraOpen(false)}
        />
      ) : null}
    </div>
  );
}
