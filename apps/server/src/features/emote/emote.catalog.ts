// The default emotes and the emote icons: Twemoji (graphics CC-BY 4.0, Twitter, Inc and other contributors;
// docs/decisions/0055-greetings-emotes-and-images.md), shipped by the registry package @twemoji/svg and served from
// /emotes/<id>.svg. Each list is a curated selection of code points, kept to those the package holds.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Emote, EmoteIcon } from '@kk/contract';

export const EMOTES_PREFIX = '/emotes/';
const TWEMOJI_DIR = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => (from + i).toString(16));

/** Icons typed into text: faces, hands, hearts and a few everyday things. */
const ICON_CODES = [
  ...range(0x1f600, 0x1f637),
  ...range(0x1f641, 0x1f644),
  ...range(0x1f910, 0x1f917),
  ...range(0x1f920, 0x1f92f),
  ...range(0x1f970, 0x1f976),
  '1f97a',
  ...['1f44d', '1f44e', '1f44c', '1f44f', '1f64f', '1f4aa', '1f91d', '270c', '1f44b', '1f64c', '1f448', '1f449'],
  ...['2764', '1f494', '1f495', '1f496', '1f497', '1f49e', '1f48b', '1f339', '1f33b', '1f490'],
  ...['1f389', '1f381', '1f382', '1f31f', '1f525', '1f4af', '2600', '1f319', '2615', '1f37a', '1f4a4', '1f4a9'],
];

/** Emotes sent on their own, big: animals, people's gestures, celebrations and treats. */
const EMOTE_CODES = [
  ...range(0x1f638, 0x1f640),
  ...['1f436', '1f431', '1f42d', '1f439', '1f430', '1f98a', '1f43b', '1f43c', '1f428', '1f42f', '1f981', '1f42e'],
  ...['1f437', '1f438', '1f435', '1f648', '1f649', '1f64a', '1f414', '1f427', '1f424', '1f984', '1f41d', '1f98b'],
  ...['1f646', '1f645', '1f647', '1f64b', '1f937', '1f926', '1f483', '1f57a', '1f46f', '1f917', '1f973', '1f970'],
  ...['1f498', '1f49d', '1f48c', '1f490', '1f48d', '1f388', '1f38a', '1f3c6', '1f947', '1f680', '1f308', '2b50'],
  ...['1f35c', '1f363', '1f370', '1f366', '1f37b', '1f964', '1f349', '1f353', '1f351', '1f36d', '1f36b', '1f9c1'],
];

function character(id: string): string {
  return String.fromCodePoint(...id.split('-').map((part) => Number.parseInt(part, 16)));
}

const available = (ids: string[]) => [...new Set(ids)].filter((id) => existsSync(join(TWEMOJI_DIR, `${id}.svg`)));

export const DEFAULT_EMOTES: readonly Emote[] = available(EMOTE_CODES).map((id) => ({
  id,
  url: `${EMOTES_PREFIX}${id}.svg`,
  name: character(id),
}));

export const EMOTE_ICONS: readonly EmoteIcon[] = available(ICON_CODES).map((id) => ({
  id,
  code: character(id),
  url: `${EMOTES_PREFIX}${id}.svg`,
  name: character(id),
}));

const SERVED = new Set([...DEFAULT_EMOTES, ...EMOTE_ICONS].map((emote) => emote.id));

/** The default emote or icon with this id, or undefined. */
export function catalogEmote(id: string): Emote | undefined {
  return DEFAULT_EMOTES.find((emote) => emote.id === id) ?? EMOTE_ICONS.find((icon) => icon.id === id);
}

/** The SVG of a listed emote; anything else (and any path trick) is undefined. */
export async function emoteSvg(id: string): Promise<Buffer | undefined> {
  if (!SERVED.has(id)) return undefined;
  return readFile(join(TWEMOJI_DIR, `${id}.svg`));
}
