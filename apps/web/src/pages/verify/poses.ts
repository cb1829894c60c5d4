// How each verification pose (VERIFY_POSES) is pictured: a drawn head and shoulders (PosePicture.tsx) with a hand
// placed where the pose puts it. The hand is an emoji, the one picture of a hand every phone already draws
// well; x and y are its centre on the picture's 120-unit square, `size` its height, `rotate` degrees clockwise,
// `count` a number shown beside it (three fingers).
import type { VerifyPose } from '@kk/contract';

export interface PoseLayout {
  hand: string;
  x: number;
  y: number;
  size: number;
  rotate?: number;
  count?: number;
}

export const POSE_LAYOUT: Record<VerifyPose, PoseLayout> = {
  thumbs_up: { hand: '\u{1F44D}', x: 94, y: 62, size: 30 },
  peace_sign: { hand: '\u270C\uFE0F', x: 93, y: 44, size: 30 },
  hand_on_cheek: { hand: '\u{1F91A}', x: 80, y: 64, size: 26, rotate: -25 },
  touch_nose: { hand: '\u261D\uFE0F', x: 60, y: 70, size: 22 },
  wave: { hand: '\u{1F44B}', x: 96, y: 30, size: 30 },
  point_up: { hand: '\u261D\uFE0F', x: 95, y: 28, size: 30 },
  ok_sign: { hand: '\u{1F44C}', x: 93, y: 50, size: 30 },
  cover_one_eye: { hand: '\u270B', x: 69, y: 47, size: 22 },
  three_fingers: { hand: '\u270B', x: 93, y: 52, size: 28, count: 3 },
  salute: { hand: '\u270B', x: 76, y: 31, size: 24, rotate: -40 },
};
