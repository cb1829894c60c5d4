// The browser camera for the verification selfie: whether to offer it, what to ask it for, and the size of the
// frame to keep. Pure but for the navigator it is handed; tested in camera.test.ts.

/** The longest side of a captured selfie: plenty for an operator to compare faces, small to send. */
export const SELFIE_MAX_SIDE = 1280;
export const SELFIE_TYPE = 'image/jpeg';
export const SELFIE_QUALITY = 0.9;

/** The front camera, square-ish and sharp enough; no sound. */
export const SELFIE_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: SELFIE_MAX_SIDE }, height: { ideal: SELFIE_MAX_SIDE } },
  audio: false,
};

interface NavigatorLike {
  mediaDevices?: { getUserMedia?: unknown };
}

/**
 * Whether the app can open the camera itself (getUserMedia, which browsers give only to secure pages). Where it
 * cannot, the file picker's `capture` opens the phone's own camera instead.
 */
export function cameraAvailable(navigator: NavigatorLike | undefined, secure: boolean): boolean {
  return secure && typeof navigator?.mediaDevices?.getUserMedia === 'function';
}

/** The captured frame's size: the video's, scaled down to SELFIE_MAX_SIDE on its longest side, never up. */
export function frameSize(width: number, height: number, maxSide = SELFIE_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A name for the captured file, as the upload expects one (its extension says the type). */
export function selfieName(now: number): string {
  return `selfie-${now}.jpg`;
}
