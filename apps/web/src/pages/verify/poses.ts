// How each verification pose (VERIFY_POSES) is pictured: a drawn head and shoulders (PosePicture.tsx) with a drawn
// hand placed where the pose puts it. A hand is its fingers (index, middle, ring, little: up or folded) and its
// thumb (out to the side, up, folded, or closed with the index in a ring: OK); x and y are its centre on the
// picture's 120-unit square, `size` its height, `rotate` degrees clockwise, `mirror` to draw a left hand,
// `count` a number beside it (three fingers), `waving` the lines of a wave.
import type { VerifyPose } from '@kk/contract';

export type Thumb = 'out' | 'up' | 'folded' | 'ring';

export interface PoseLayout {
  fingers: readonly [boolean, boolean, boolean, boolean];
  thumb: Thumb;
  x: number;
  y: number;
  size: number;
  rotate?: number;
  mirror?: boolean;
  count?: number;
  waving?: boolean;
}

const OPEN = [true, true, true, true] as const;
const FIST = [false, false, false, false] as const;
const INDEX = [true, false, false, false] as const;

export const POSE_LAYOUT: Record<VerifyPose, PoseLayout> = {
  thumbs_up: { fingers: FIST, thumb: 'up', x: 96, y: 62, size: 30 },
  peace_sign: { fingers: [true, true, false, false], thumb: 'folded', x: 96, y: 46, size: 32, rotate: 10 },
  hand_on_cheek: { fingers: OPEN, thumb: 'out', x: 82, y: 70, size: 30, rotate: -30 },
  touch_nose: { fingers: INDEX, thumb: 'folded', x: 60, y: 69, size: 26 },
  wave: { fingers: OPEN, thumb: 'out', x: 91, y: 36, size: 32, rotate: 15, waving: true },
  point_up: { fingers: INDEX, thumb: 'folded', x: 97, y: 34, size: 32 },
  ok_sign: { fingers: [false, true, true, true], thumb: 'ring', x: 96, y: 50, size: 30 },
  cover_one_eye: { fingers: OPEN, thumb: 'folded', x: 70, y: 52, size: 28, rotate: -10, mirror: true },
  three_fingers: { fingers: [true, true, true, false], thumb: 'folded', x: 96, y: 50, size: 30, count: 3 },
  salute: { fingers: OPEN, thumb: 'folded', x: 80, y: 32, size: 28, rotate: -60 },
};

/** The hand drawn pointing up in a 24-unit square: each finger's left edge and its top when up. */
export const FINGER_X = [5, 8.4, 11.8, 15.2] as const;
export const FINGER_TOP = [2.5, 1, 2, 4.5] as const;
