// Who the demo people are: a pure, seeded draw (the same seed gives the same people, so a reseeded database looks
// the same). Nothing here touches the database or storage; demo.service.ts turns each person into an account.
import { SALARY_RANGES } from '@kk/contract';
import { regionTree } from '@kk/contract/regions';
import {
  BIG_CITIES,
  BIG_CITY_SHARE,
  FAMILY_NAMES,
  GENDERED_SIGNATURES,
  GIVEN_NAMES,
  NICKNAMES,
  NOT_A_PLACE,
  OUTSIDE_DRAW,
  SIGNATURES,
  WORKS,
} from './demo-data.ts';

/**
 * Demo phone numbers: 1990000 followed by four digits (19900000000-19900009999), a block we keep for demo data
 * (docs/decisions/0045-demo-data.md). Valid-looking, so every phone rule holds, and obviously sequential.
 */
export const DEMO_PHONE_PREFIX = '1990000';
export const demoPhone = (index: number): string => `${DEMO_PHONE_PREFIX}${String(index + 1).padStart(4, '0')}`;

/** A small, fast, seedable generator (mulberry32): the draw must repeat exactly, which crypto never does. */
export class Random {
  #state: number;
  constructor(seed: string | number) {
    let h = 2166136261;
    for (const char of String(seed)) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
    this.#state = h >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Favours the front of the list (frequency-ordered names). */
  pickFront<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() ** 2 * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Roughly normal (sum of uniforms), for heights and weights. */
  normal(mean: number, sd: number): number {
    return mean + (this.next() + this.next() + this.next() - 1.5) * 2 * sd;
  }
}

export interface DemoPerson {
  index: number;
  phone: string;
  /** 1 man, 2 woman. */
  gender: 1 | 2;
  username: string;
  birthday: string;
  height: number;
  weight: number;
  marriage: number;
  province: string;
  city: string;
  county: string;
  work: string;
  salary: string;
  signature: string;
  /** 0 anyone, 1 men, 2 women. */
  wantGender: 0 | 1 | 2;
  /** When the person was last active, as milliseconds before now. */
  activeAgo: number;
  /** Album photos, 1 to 4. */
  photoCount: number;
}

const DAY = 86_400_000;

/** A birthday making the person `age` on `now` (China time is close enough: ages are drawn whole). */
function birthdayFor(random: Random, age: number, now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear() - age - 1;
  // A day of the year after which they had their birthday this year: between 1 and 360 days ago, safely.
  const born = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate()) + random.int(2, 360) * DAY);
  return born.toISOString().slice(0, 10);
}

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  let roll = random.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items.at(-1) as T;
}

function place(random: Random): { province: string; city: string; county: string } {
  const tree = regionTree();
  let province: string;
  let city: string;
  if (random.chance(BIG_CITY_SHARE)) {
    ({ province, city } = weighted(random, BIG_CITIES));
  } else {
    const p = random.pick(tree.filter((node) => !OUTSIDE_DRAW.has(node.name)));
    province = p.name;
    city = random.pick(p.children.filter((node) => !NOT_A_PLACE.has(node.name))).name;
  }
  const cityNode = tree.find((p) => p.name === province)?.children.find((c) => c.name === city);
  const counties = cityNode?.children.filter((node) => !NOT_A_PLACE.has(node.name)) ?? [];
  return { province, city, county: counties.length > 0 ? random.pick(counties).name : '' };
}

function nameFor(random: Random, gender: 1 | 2): string {
  const key = gender === 1 ? 'man' : 'woman';
  const family = random.pickFront(FAMILY_NAMES);
  const given = random.pick(GIVEN_NAMES[key]);
  const last = [...given].at(-1) as string;
  const roll = random.next();
  if (roll < 0.45) return family + given;
  if (roll < 0.65) return random.pick(NICKNAMES[key]);
  if (roll < 0.75) return `小${last}`;
  if (roll < 0.83) return gender === 1 ? `阿${last}` : `${last}${last}`;
  if (roll < 0.9) return given.length > 1 ? given : `${family}${given}`;
  return `${random.pick(NICKNAMES[key])}${random.pick(['呀', '_', '～', '2', '同学'])}`;
}

function salaryFor(random: Random, pay: number, bigCity: boolean): string {
  if (random.chance(0.1)) return '';
  const step = Math.min(SALARY_RANGES.length - 1, pay + random.int(0, 1) + (bigCity && random.chance(0.5) ? 1 : 0));
  return SALARY_RANGES[step] as string;
}

/** Height and weight: Chinese adult averages by gender, with a realistic spread (BMI for the weight). */
function build(random: Random, man: boolean): { height: number; weight: number } {
  const drawn = random.normal(man ? 173 : 161, 5);
  const height = Math.round(Math.min(man ? 192 : 178, Math.max(man ? 158 : 148, drawn)));
  const bmi = random.normal(man ? 23 : 20.5, 1.6);
  return { height, weight: Math.round((bmi * height * height) / 10_000) };
}

/** 1 never married (most), 2 divorced, 3 widowed, 0 unsaid; the young are nearly all never married. */
function marriageFor(random: Random, age: number): number {
  if (age < 28) return random.chance(0.97) ? 1 : 0;
  if (random.chance(0.8)) return 1;
  return random.chance(0.92) ? 2 : 3;
}

/** Fewer photos are more common (each is an upload to re-encode at start-up): 1 to 4, about 2.1 on average. */
const PHOTO_COUNTS = [1, 1, 1, 2, 2, 2, 2, 3, 3, 4];

function personAt(random: Random, index: number, now: number, username: (gender: 1 | 2) => string): DemoPerson {
  // The first two are the ready accounts: a woman, then a man.
  const gender: 1 | 2 = index < 2 ? (index === 0 ? 2 : 1) : random.chance(0.5) ? 1 : 2;
  const man = gender === 1;
  const age = random.int(20, 45);
  const where = place(random);
  const job = random.pick(WORKS);
  return {
    index,
    phone: demoPhone(index),
    gender,
    username: username(gender),
    birthday: birthdayFor(random, age, now),
    ...build(random, man),
    marriage: marriageFor(random, age),
    ...where,
    work: age < 24 && random.chance(0.3) ? '在读研究生' : job.work,
    salary: salaryFor(
      random,
      job.pay,
      BIG_CITIES.some((c) => c.city === where.city),
    ),
    signature: random.pick([...SIGNATURES, ...GENDERED_SIGNATURES[man ? 'man' : 'woman']]),
    // The ready accounts look for the other gender, so each finds the feed full at the first login.
    wantGender: index < 2 || random.chance(0.9) ? (man ? 2 : 1) : 0,
    // Most people were here in the last day or two, a long tail over the last two weeks.
    activeAgo: Math.round(-Math.log(1 - random.next() * 0.99) * 1.5 * DAY) % (14 * DAY),
    photoCount: random.pick(PHOTO_COUNTS),
  };
}

/**
 * `count` people drawn from `seed`, as of `now`: both genders about equally, ages 20-45, usernames unique among
 * them. The first two are the ready accounts (one woman, one man).
 */
export function demoPeople(count: number, now: number, seed = 'kk-demo'): DemoPerson[] {
  const random = new Random(seed);
  const taken = new Set<string>();
  const uniqueName = (gender: 1 | 2) => {
    let name = nameFor(random, gender);
    while (taken.has(name)) name = nameFor(random, gender);
    taken.add(name);
    return name;
  };
  return Array.from({ length: count }, (_, index) => personAt(random, index, now, uniqueName));
}
