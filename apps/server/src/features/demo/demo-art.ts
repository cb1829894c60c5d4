// The demo people's pictures: illustrated portraits from DiceBear's openly licensed styles
// (docs/decisions/0045-demo-data.md credits each) and illustrated scenes drawn here, all SVG, rasterised by sharp to
// PNG. Everything is drawn from a seed, so a rerun paints the same faces.
import { createAvatar, type Style } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import * as notionists from '@dicebear/notionists';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';
import { Random } from './demo-people.ts';

type Options = Record<string, unknown>;

const SKIN = ['f6d7c3', 'f2d3b1', 'ecc19c', 'f5e0d0', 'e8b894'];
const HAIR = ['0e0e0e', '1b1311', '2c1b18', '3a2a20', '4a312c', '5c3b28', '7a4e2d'];
/** Soft backgrounds, two per picture for a gradient. */
const BACKGROUNDS = [
  'ffd5dc',
  'ffdfbf',
  'c0aede',
  'd1d4f9',
  'b6e3f4',
  'c9f1d8',
  'fde68a',
  'fbcfe8',
  'bae6fd',
  'e9d5ff',
];

/**
 * Each style with the options that make a man or a woman read as one (the styles mix features freely). Calm,
 * friendly styles only: the more cartoonish ones (adventurer's grimaces) read as jokes on a dating profile.
 */
const STYLES: Record<1 | 2, Array<{ style: Style<Options>; options: (random: Random) => Options }>> = {
  1: [
    {
      style: personas as unknown as Style<Options>,
      options: () => ({
        hair: ['shortCombover', 'buzzcut', 'fade', 'shortComboverChops', 'sideShave', 'curlyHighTop'],
        mouth: ['smile', 'bigSmile', 'smirk'],
        eyes: ['open', 'happy', 'wink', 'glasses'],
        nose: ['mediumRound', 'smallRound'],
        facialHairProbability: 15,
        skinColor: SKIN,
        hairColor: HAIR,
      }),
    },
    {
      style: notionists as unknown as Style<Options>,
      options: () => ({ beardProbability: 25, glassesProbability: 25, gestureProbability: 15, bodyIconProbability: 0 }),
    },
  ],
  2: [
    {
      style: lorelei as unknown as Style<Options>,
      options: () => ({
        beardProbability: 0,
        // The smiles without teeth or tongue out.
        mouth: [1, 2, 3, 4, 5, 6, 8, 9, 11, 13, 14, 15, 17, 18].map((n) => `happy${String(n).padStart(2, '0')}`),
        earringsProbability: 30,
        hairAccessoriesProbability: 10,
        skinColor: SKIN,
        hairColor: HAIR,
      }),
    },
    {
      style: notionists as unknown as Style<Options>,
      options: () => ({ beardProbability: 0, glassesProbability: 15, gestureProbability: 15, bodyIconProbability: 0 }),
    },
    {
      style: personas as unknown as Style<Options>,
      options: () => ({
        hair: ['long', 'bobCut', 'bobBangs', 'curlyBun', 'straightBun', 'extraLong', 'pigtails', 'curly'],
        mouth: ['smile', 'bigSmile', 'lips'],
        eyes: ['open', 'happy', 'wink'],
        nose: ['mediumRound', 'smallRound'],
        facialHairProbability: 0,
        skinColor: SKIN,
        hairColor: HAIR,
      }),
    },
  ],
};

/** A person's face: the same style and features every time it is drawn for that seed. */
function portraitSvg(seed: string, gender: 1 | 2, size: number, background: boolean): string {
  const random = new Random(`${seed}:style`);
  const { style, options } = random.pick(STYLES[gender]);
  const colors = [random.pick(BACKGROUNDS), random.pick(BACKGROUNDS)];
  return createAvatar(style, {
    seed,
    size,
    ...options(random),
    ...(background
      ? { backgroundColor: colors, backgroundType: ['gradientLinear'], backgroundRotation: [0, 360] }
      : { scale: 100 }),
  }).toString();
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** A ridge line across the picture: the outline of hills, mountains or waves. */
function ridge(random: Random, width: number, base: number, amplitude: number, steps: number): string {
  let d = `M0 ${base}`;
  for (let i = 0; i <= steps; i++) {
    d += ` L${Math.round((width * i) / steps)} ${Math.round(base - random.next() * amplitude)}`;
  }
  return d;
}

type Scene = (random: Random, w: number, h: number) => string;

const mountains: Scene = (random, w, h) => {
  const hue = random.int(0, 360);
  const sunX = random.int(w * 0.2, w * 0.8);
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 78)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 88)}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sunX}" cy="${h * 0.3}" r="${w * 0.09}" fill="${hsl(hue + 30, 95, 92)}"/>`;
  for (let layer = 0; layer < 4; layer++) {
    const base = h * (0.55 + layer * 0.12);
    svg += `<path d="${ridge(random, w, base, h * 0.22, 6 + layer * 2)} L${w} ${h} L0 ${h}Z" fill="${hsl(hue + 180 + layer * 8, 30, 62 - layer * 12)}"/>`;
  }
  return svg;
};

const seaside: Scene = (random, w, h) => {
  const hue = random.int(10, 40);
  const horizon = h * random.int(45, 60) * 0.01;
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 60, 70)}"/><stop offset="1" stop-color="${hsl(hue, 90, 82)}"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(200,60%,55%)"/><stop offset="1" stop-color="hsl(190,70%,35%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${random.int(w * 0.2, w * 0.8)}" cy="${horizon}" r="${w * 0.12}" fill="${hsl(hue, 95, 70)}"/>
  <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>`;
  for (let i = 0; i < 14; i++) {
    const y = horizon + random.next() * (h - horizon) * 0.7;
    const x = random.next() * w;
    svg += `<path d="M${x} ${y} q${w * 0.03} -6 ${w * 0.06} 0" stroke="white" stroke-opacity=".6" stroke-width="3" fill="none"/>`;
  }
  svg += `<path d="${ridge(random, w, h * 0.9, h * 0.05, 5)} L${w} ${h} L0 ${h}Z" fill="hsl(40,60%,78%)"/>`;
  if (random.chance(0.6)) {
    const bx = random.int(w * 0.15, w * 0.75);
    svg += `<path d="M${bx} ${horizon + 18} h70 l-12 14 h-46z" fill="#fff"/><path d="M${bx + 34} ${horizon + 16} v-60 l34 58z" fill="#fafafa"/>`;
  }
  return svg;
};

const cityNight: Scene = (random, w, h) => {
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f1638"/><stop offset="1" stop-color="#4b3a78"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${random.int(w * 0.6, w * 0.9)}" cy="${h * 0.15}" r="${w * 0.06}" fill="#fdf6d8"/>`;
  for (let i = 0; i < 40; i++) {
    svg += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h * 0.5)}" r="${random.next() * 2 + 0.5}" fill="#fff" opacity="${0.4 + random.next() * 0.6}"/>`;
  }
  let x = 0;
  while (x < w) {
    const bw = random.int(w * 0.08, w * 0.18);
    const bh = random.int(h * 0.2, h * 0.6);
    svg += `<rect x="${x}" y="${h - bh}" width="${bw - 4}" height="${bh}" fill="${hsl(240 + random.int(0, 30), 25, 14 + random.int(0, 10))}"/>`;
    for (let wy = h - bh + 12; wy < h - 12; wy += 22) {
      for (let wx = x + 8; wx < x + bw - 16; wx += 16) {
        if (random.chance(0.45))
          svg += `<rect x="${wx}" y="${wy}" width="8" height="11" fill="#ffd98a" opacity=".85"/>`;
      }
    }
    x += bw;
  }
  return svg;
};

const meadow: Scene = (random, w, h) => {
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3f4"/><stop offset="1" stop-color="#e0f7ff"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 3; i++) {
    const cx = random.int(0, w);
    const cy = random.int(h * 0.08, h * 0.3);
    svg += `<g fill="#fff" opacity=".9"><ellipse cx="${cx}" cy="${cy}" rx="60" ry="22"/><ellipse cx="${cx + 35}" cy="${cy - 14}" rx="38" ry="22"/></g>`;
  }
  svg += `<path d="${ridge(random, w, h * 0.6, h * 0.08, 4)} L${w} ${h} L0 ${h}Z" fill="hsl(105,40%,58%)"/>`;
  svg += `<path d="${ridge(random, w, h * 0.72, h * 0.06, 3)} L${w} ${h} L0 ${h}Z" fill="hsl(95,50%,46%)"/>`;
  const petal = random.pick(['#ff8fab', '#ffd166', '#ffffff', '#c77dff', '#ff6b6b']);
  for (let i = 0; i < 90; i++) {
    const fy = random.int(h * 0.72, h);
    svg += `<circle cx="${random.int(0, w)}" cy="${fy}" r="${2 + (fy / h) * 5}" fill="${petal}"/>`;
  }
  for (let i = 0; i < random.int(1, 3); i++) {
    const tx = random.int(w * 0.05, w * 0.95);
    const ty = h * 0.62;
    svg += `<rect x="${tx - 5}" y="${ty}" width="10" height="40" fill="#7a5230"/><circle cx="${tx}" cy="${ty - 10}" r="34" fill="hsl(120,35%,35%)"/>`;
  }
  return svg;
};

const cafe: Scene = (random, w, h) => {
  const wall = random.pick(['#f3e9dc', '#e8f0ea', '#f6e1e1', '#e6e9f5']);
  const cup = random.pick(['#ffffff', '#f4a261', '#2a9d8f', '#e76f51']);
  const cx = w * 0.5;
  const top = h * 0.55;
  return `<rect width="${w}" height="${h}" fill="${wall}"/>
  <rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.35}" height="${h * 0.3}" fill="#bde0fe" stroke="#fff" stroke-width="10"/>
  <rect y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="#a47148"/>
  <ellipse cx="${cx}" cy="${h * 0.74}" rx="${w * 0.22}" ry="${h * 0.03}" fill="#fff"/>
  <path d="M${cx - w * 0.13} ${top} h${w * 0.26} l-${w * 0.03} ${h * 0.18} h-${w * 0.2}z" fill="${cup}"/>
  <ellipse cx="${cx}" cy="${top}" rx="${w * 0.13}" ry="${h * 0.02}" fill="#6f4518"/>
  <path d="M${cx + w * 0.13} ${top + h * 0.03} q${w * 0.08} 0 ${w * 0.05} ${h * 0.08}" stroke="${cup}" stroke-width="9" fill="none"/>
  <path d="M${cx - 20} ${top - 20} q-15 -30 0 -60 M${cx + 15} ${top - 20} q-15 -30 0 -60" stroke="#bbb" stroke-width="5" fill="none" opacity=".7"/>
  <rect x="${w * 0.68}" y="${h * 0.42}" width="${w * 0.06}" height="${h * 0.26}" fill="#588157"/>
  <circle cx="${w * 0.71}" cy="${h * 0.4}" r="${w * 0.09}" fill="#a7c957"/>`;
};

const SCENES: Scene[] = [mountains, seaside, cityNight, meadow, cafe];

export const PORTRAIT_SIDE = 400;
export const PHOTO_WIDTH = 540;
export const PHOTO_HEIGHT = 720;

/** The person's avatar: their face on a soft gradient. */
export function avatarSvg(seed: string, gender: 1 | 2): string {
  return portraitSvg(seed, gender, PORTRAIT_SIDE, true);
}

/**
 * Album photo `n` of a person: the first shows the same face before a scene (a "photo of me"), the others are
 * scenes of their life (trips, the city at night, a coffee).
 */
export function photoSvg(seed: string, gender: 1 | 2, n: number): string {
  const random = new Random(`${seed}:photo:${n}`);
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  let body = random.pick(SCENES)(random, w, h);
  if (n === 0) {
    const side = Math.round(w * 0.8);
    const face = portraitSvg(seed, gender, side, false).replace('<svg ', `<svg x="${(w - side) / 2}" y="${h - side}" `);
    body += face;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/**
 * SVG to PNG, the natural format of flat illustrations. Quickly compressed: the upload path re-encodes it anyway,
 * and a PNG costs that re-encode about half what a JPEG (mozjpeg) does, which is most of the seed's time.
 */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();
}
