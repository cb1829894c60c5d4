// The picture of a verification pose: a drawn head and shoulders with a drawn hand where the pose puts it
// (poses.ts). Inline SVG, so it costs no request, needs no emoji font and scales to any screen; one image to
// screen readers (its parts are not).
import type { VerifyPose } from '@kk/contract';
import { FINGER_TOP, FINGER_X, POSE_LAYOUT, type PoseLayout } from './poses.ts';

const SKIN = '#ffd9bf';
const HAND_LINE = '#b9836a';
const HAIR = '#4a3b35';
const CLOTHES = '#9dbcf0';
const ACCENT = '#1677ff';

/** One hand, pointing up in a 24-unit square, its outline darker so it reads over the face. */
function Hand({ layout }: { layout: PoseLayout }) {
  const scale = layout.size / 24;
  const flip = layout.mirror ? ' translate(24 0) scale(-1 1)' : '';
  const place = `translate(${layout.x} ${layout.y}) rotate(${layout.rotate ?? 0}) scale(${scale}) translate(-12 -12)${flip}`;
  return (
    <g transform={place} fill={SKIN} stroke={HAND_LINE} strokeWidth={0.8} strokeLinejoin="round">
      {layout.fingers.map((up, index) => {
        const x = FINGER_X[index] ?? 0;
        const top = up ? (FINGER_TOP[index] ?? 0) : 9;
        return <rect key={x} x={x} y={top} width={3.2} height={15 - top} rx={1.6} />;
      })}
      {layout.thumb === 'out' ? (
        <rect x={2.2} y={12} width={3.4} height={8.5} rx={1.7} transform="rotate(-32 4 20.5)" />
      ) : null}
      {layout.thumb === 'up' ? <rect x={3} y={1.5} width={3.6} height={12} rx={1.8} /> : null}
      {layout.thumb === 'ring' ? (
        <circle cx={6.6} cy={9.5} r={3.2} fill="none" stroke={HAND_LINE} strokeWidth={3} />
      ) : null}
      <rect x={4.5} y={11} width={14.5} height={11} rx={4} />
      {layout.thumb === 'folded' ? <rect x={5.5} y={12.5} width={8} height={3.2} rx={1.6} /> : null}
      {layout.thumb === 'ring' ? (
        <circle cx={6.6} cy={9.5} r={3.2} fill="none" stroke={SKIN} strokeWidth={1.6} />
      ) : null}
    </g>
  );
}

export function PosePicture({ pose, label }: { pose: VerifyPose; label: string }) {
  const hand = POSE_LAYOUT[pose];
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
      {hand.waving ? (
        <path
          d={`M${hand.x + 14} ${hand.y - 14}q4 4 0 8M${hand.x + 19} ${hand.y - 17}q6 7 0 14`}
          fill="none"
          stroke={ACCENT}
          strokeWidth={1.8}
          strokeLinecap="round"
        />
      ) : null}
      <Hand layout={hand} />
      {hand.count ? (
        <g>
          <circle cx={hand.x + 14} cy={hand.y - 16} r={8} fill={ACCENT} />
          <text
            x={hand.x + 14}
            y={hand.y - 16}
            fontSize={11}
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
