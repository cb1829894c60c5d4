// The front camera full screen, for the verification selfie: the live picture mirrored (as a mirror shows you),
// the pose beside it, a shutter button within thumb's reach, and a way out. The captured frame is kept as the
// camera sees it (not mirrored), at most SELFIE_MAX_SIDE on its longest side, as a JPEG.
import type { VerifyPose } from '@kk/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { frameSize, SELFIE_CONSTRAINTS, SELFIE_QUALITY, SELFIE_TYPE } from './camera.ts';
import { PosePicture } from './PosePicture.tsx';
import styles from './VerifyPage.module.css';

interface SelfieCameraProps {
  pose: VerifyPose;
  onCapture: (photo: Blob) => void;
  /** The camera could not be opened (refused, missing, busy): the page offers the file picker instead. */
  onUnavailable: (error: unknown) => void;
  onClose: () => void;
}

function stop(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function SelfieCamera({ pose, onCapture, onUnavailable, onClose }: SelfieCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  // Called from an effect: kept in a ref so a new function from the page does not reopen the camera.
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let closed = false;
    navigator.mediaDevices
      .getUserMedia(SELFIE_CONSTRAINTS)
      .then((opened) => {
        if (closed) return stop(opened);
        stream.current = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        void element.play().catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (!closed) unavailable.current(error);
      });
    // Leaving the camera (capture, close, another page) turns it off: the phone's camera light goes out.
    return () => {
      closed = true;
      stop(stream.current);
      stream.current = null;
    };
  }, []);

  const capture = async () => {
    const element = video.current;
    if (!element || capturing) return;
    const size = frameSize(element.videoWidth, element.videoHeight);
    if (size.width === 0) return;
    setCapturing(true);
    try {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.getContext('2d')?.drawImage(element, 0, 0, size.width, size.height);
      const photo = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, SELFIE_TYPE, SELFIE_QUALITY));
      if (photo) onCapture(photo);
      else unavailable.current(new Error('canvas encoding failed'));
    } finally {
      setCapturing(false);
    }
  };

  return (
    <div className={styles.camera}>
      <video
        ref={video}
        className={styles.video}
        aria-label={t(K.verify.camera)}
        playsInline={true}
        muted={true}
        onLoadedData={() => setReady(true)}
      />
      {ready ? null : (
        <p className={styles.cameraStarting} role="status">
          <Spinner />
          {t(K.verify.cameraStarting)}
        </p>
      )}
      <button type="button" className={styles.cameraClose} aria-label={t(K.verify.closeCamera)} onClick={onClose}>
        <CloseIcon size={22} />
      </button>
      <div className={styles.cameraPose}>
        <span className={styles.cameraPosePicture}>
          <PosePicture pose={pose} label={t(K.verify.posePicture)} />
        </span>
        <span>{t(K.verifyPose[pose])}</span>
      </div>
      <button
        type="button"
        className={styles.shutter}
        aria-label={t(K.verify.shutter)}
        disabled={!ready || capturing}
        onClick={() => void capture()}
      />
    </div>
  );
}
