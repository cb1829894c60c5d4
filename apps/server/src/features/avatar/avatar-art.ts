// The system avatars, drawn here as SVG and rasterised once by sharp at first start: no binary assets in the
// repository, and every instance draws the same pictures.
export const SYSTEM_AVATAR_COUNT = 24;

const HAIR = [
  // Short, parted, bun, long.
  'M58 92c0-40 28-62 70-62s70 22 70 62c-10-18-30-30-70-30s-60 12-70 30z',
  'M56 100c2-44 30-70 72-70 44 0 72 26 72 70-22-30-50-20-72-38-20 18-50 8-72 38z',
  'M128 8a26 26 0 1 1 0 52a26 26 0 1 1 0-52zM60 100c0-42 28-64 68-64s68 22 68 64c-16-22-40-30-68-30s-52 8-68 30z',
  'M52 190c-8-70 6-160 76-160s84 90 76 160c-8-40-14-90-76-104-62 14-68 64-76 104z',
];

export function systemAvatarSvg(index: number): string {
  const hue = (index * 47) % 360;
  const skin = ['#f6d3b3', '#eec39a', '#d9a27a', '#f3dcc8'][index % 4];
  const hairColor = ['#2b2b2b', '#5a3825', '#8a5a3b', '#1f2a44', '#6b4b3e', '#333'][index % 6];
  const hair = HAIR[index % HAIR.length];
  const smile = index % 3 === 0 ? 'M108 150q20 18 40 0' : index % 3 === 1 ? 'M110 152q18 10 36 0' : 'M112 150h32';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},75%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,58%)"/>
  </linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <path d="M40 256c6-50 44-76 88-76s82 26 88 76z" fill="hsl(${(hue + 180) % 360},45%,45%)"/>
  <rect x="112" y="160" width="32" height="30" fill="${skin}"/>
  <ellipse cx="128" cy="118" rx="58" ry="64" fill="${skin}"/>
  <path d="${hair}" fill="${hairColor}"/>
  <circle cx="106" cy="122" r="7" fill="#2d2d2d"/><circle cx="150" cy="122" r="7" fill="#2d2d2d"/>
  <path d="${smile}" stroke="#b5574b" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="92" cy="144" r="9" fill="#f29b9b" opacity=".45"/><circle cx="164" cy="144" r="9" fill="#f29b9b" opacity=".45"/>
</svg>`;
}

export function systemAvatarKey(index: number): string {
  return `sys/avatars/${String(index + 1).padStart(2, '0')}.png`;
}
