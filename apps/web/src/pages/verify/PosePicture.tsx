// The picture of a verification pose: a drawn head and shoulders with the hand where the pose puts it (poses.ts).
// Inline SVG, so it costs no request and scales to any screen; one image to screen readers (its parts are not).
import type { VerifyPose } from '@kk/contract';
import { POSE_LAYOUT } from './poses.ts';

const SKIN = '#ffd9bf';
const HAIR = '#4a3b35';
const CLOTHES = '#9dbcf0';

export function PosePicture({ pose, label }: { pose: VerifyPose; label: string }) {
  const hand = POSE_LAYOUT[pose];
  const turn = hand.rotate ? `rotate(${hand.rotate} ${hand.x} ${hand.y})` : undefined;
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} data-pose={pose} width="100%" height="100%">
      <circle cx={60} cy={60} r={60} fill="#eef4ff" />
      <path d="M22 120c0-24 16-36 38-36s38 12 38 36z" fill={CLOTHES} />
      <rect x={53} y={70} width={14} height={16} rx={6} fill={SKIN} />
      <ellipse cx={60} cy={52} rx={22} ry={25} fill={SKIN} />
      <path d="M38 50c-1-17 10-27 22-27s24 9 22 27c-4-9-12-14-22-14s-18 5-22 14z" fill={HAIR} />
      <circle cx={51.5} cy={52} r={2.4} fill={HAIR} />
      <circle cx={68.5} cy={52} r={2.4} fill={HAIR} />
      <path d="M60 55v6" stroke="#e3a98c" strokeWidth={1.6} strokeLinecap="round" />
      <path d="M53 66q7 5 14 0" fill="none" stroke="#c9645a" strokeWidth={1.8} strokeLinecap="round" />
      <text x={hand.x} y={hand.y} fontSize={hand.size} textAnchor="middle" dominantBaseline="central" transform={turn}>
        {hand.hand}
      </text>
      {hand.count ? (
        <g>
          <circle cx={hand.x + 14} cy={hand.y - 16} r={9} fill="#1677ff" />
          <text
            x={hand.x + 14}
            y={hand.y - 16}
            fontSize={12}
            fontWeight={700}
            fill="#fff"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {hand.count}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
