// Demo data (DESIGN §3 "Demo data", docs/decisions/0045-demo-data.md): fills an empty database with believable
// people so a newcomer meets someone at once. Every person is made the way a real user is, through the other
// features' services (register, profile, upload, avatar, album, background, relations), so every rule holds:
// names, ages, real regions, re-encoded images counted against the quota. Never runs in production (config.ts).
import { availableParallelism } from 'node:os';
import type { Clock } from '../../platform/clock.ts';
import { Slots } from '../../platform/images/slots.ts';
import type { AvatarService } from '../avatar/avatar.service.ts';
import type { BackgroundService } from '../background/background.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { CommentService } from '../comment/comment.service.ts';
import type { FileService } from '../file/file.service.ts';
import type { PhotoService } from '../photo/photo.service.ts';
import type { RelationService } from '../relation/relation.service.ts';
import type { UpdatesService } from '../updates/updates.service.ts';
import type { UserService } from '../user/user.service.ts';
import { avatarSvg, photoSvg, rasterise } from './demo-art.ts';
import { answerDemoGreetings, seedChats } from './demo-chat.ts';
import { type DemoPerson, demoPeople, Random } from './demo-people.ts';
import { seedUpdates } from './demo-updates.ts';

/** About as many people as DESIGN §3 asks for; `npm run seed -- --count N` and the tests choose their own. */
export const DEMO_PEOPLE = 200;
/** The password of the ready accounts (the first two people), printed at the end of the seed. */
export const DEMO_PASSWORD = 'kk123456';
const READY_ACCOUNTS = 2;

export interface DemoAccount {
  phone: string;
  password: string;
  username: string;
  gender: 1 | 2;
}

export type SeedResult =
  | { seeded: false; reason: 'not-empty' }
  | { seeded: true; people: number; ms: number; accounts: DemoAccount[] };

export interface DemoServiceDeps {
  users: UserService;
  files: FileService;
  avatars: AvatarService;
  photos: PhotoService;
  backgrounds: BackgroundService;
  relations: RelationService;
  updates: UpdatesService;
  comments: CommentService;
  /** Chat: seeded conversations and demo people who answer a first message (demo-chat.ts). */
  chat: ChatService;
  clock: Clock;
}

/** SVG rasterising is CPU work like an upload's re-encode: one per core at a time, the rest wait in line. */
const renderSlots = new Slots(availableParallelism());

export class DemoService {
  readonly #deps: DemoServiceDeps;

  constructor(deps: DemoServiceDeps) {
    this.#deps = deps;
    answerDemoGreetings(deps.chat, deps.users, deps.clock);
  }

  /**
   * Seeds `count` people into an empty database; a database with any account is left alone (it may hold real
   * people, or a seed from before). Deterministic from `seed`: the same names, places and faces every time.
   */
  async seed(count = DEMO_PEOPLE, seed = 'kk-demo'): Promise<SeedResult> {
    const { users, clock } = this.#deps;
    if (await users.hasAnyUser()) return { seeded: false, reason: 'not-empty' };
    const started = performance.now();
    const now = clock.now();
    const people = demoPeople(count, now, seed);
    const ids: number[] = new Array(people.length);
    // A few people at a time: while one waits for its images, another writes its rows. The slots, not this
    // number, bound the CPU work.
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < people.length; i = next++) {
        ids[i] = await this.#create(people[i] as DemoPerson, now, seed);
      }
    };
    await Promise.all(Array.from({ length: Math.min(people.length, availableParallelism() * 2) }, worker));
    await this.#relate(people, ids, seed);
    // The square: updates, likes and comments over the last weeks (demo-updates.ts).
    await seedUpdates(this.#deps, people, ids, now, seed);
    // Chat: conversations of the ready accounts (demo-chat.ts).
    await seedChats(this.#deps.chat, people, ids, now, seed);
    const accounts = people.slice(0, READY_ACCOUNTS).map((p) => ({
      phone: p.phone,
      password: DEMO_PASSWORD,
      username: p.username,
      gender: p.gender,
    }));
    return { seeded: true, people: people.length, ms: Math.round(performance.now() - started), accounts };
  }

  async #create(person: DemoPerson, now: number, seed: string): Promise<number> {
    const { users, files, avatars, photos, backgrounds } = this.#deps;
    const key = `${seed}-${person.index}`;
    // Drawn before any row is written, so the rows of a person are written close together.
    const [avatar, ...album] = await Promise.all([
      renderSlots.run(() => rasterise(avatarSvg(key, person.gender))),
      ...Array.from({ length: person.photoCount }, (_, n) =>
        renderSlots.run(() => rasterise(photoSvg(key, person.gender, n))),
      ),
    ]);
    const ready = person.index < READY_ACCOUNTS;
    // Only the ready accounts get a password: scrypt for 200 people would be most of the start-up time, and
    // nobody needs to log in as the others.
    const { id } = await users.register(person.phone, ready ? DEMO_PASSWORD : null);
    const userId = Number(id);
    await users.updateProfile(userId, {
      username: person.username,
      gender: person.gender,
      birthday: person.birthday,
      height: person.height,
      weight: person.weight,
      marriage: person.marriage,
      province: person.province,
      city: person.city,
      county: person.county,
      work: person.work,
      salary: person.salary,
      signature: person.signature,
      want_gender: person.wantGender,
    });
    const avatarFile = await files.upload(userId, 'avatar.png', avatar as Buffer);
    await avatars.useUpload(userId, avatarFile.id);
    const uploaded = [];
    for (const [n, data] of album.entries()) uploaded.push(await files.upload(userId, `photo-${n + 1}.png`, data));
    await photos.add(
      userId,
      uploaded.map((file) => file.id),
    );
    // The last scene doubles as the profile background, as people often do; the first photo is a portrait.
    const scene = uploaded.length > 1 ? uploaded.at(-1) : undefined;
    if (scene) await backgrounds.change(userId, scene.id);
    await users.setActiveTime(userId, ready ? now : now - person.activeAgo);
    return userId;
  }

  /**
   * A few follows and likes among them, mostly toward the gender each wants to meet, and some toward the ready
   * accounts so "who liked me" and the fans list have people in them from the first login.
   */
  async #relate(people: DemoPerson[], ids: number[], seed: string): Promise<void> {
    const { relations } = this.#deps;
    const random = new Random(`${seed}:relations`);
    const done = new Set<string>();
    // Each relation is a toggle: doing one twice would undo it, so each pair and kind is done once.
    const once = async (kind: 'follow' | 'zan', from: number, to: number) => {
      const pair = `${kind}:${from}:${to}`;
      if (from === to || done.has(pair)) return;
      done.add(pair);
      const [fromId, toId] = [ids[from] as number, ids[to] as number];
      await (kind === 'follow' ? relations.follow(fromId, toId) : relations.zan(fromId, toId));
    };
    for (const person of people) {
      const wanted = people.filter((p) => person.wantGender === 0 || p.gender === person.wantGender);
      if (wanted.length === 0) continue;
      for (let n = random.int(0, 3); n > 0; n--) await once('zan', person.index, random.pick(wanted).index);
      for (let n = random.int(0, 2); n > 0; n--) await once('follow', person.index, random.pick(wanted).index);
      for (let ready = 0; ready < Math.min(READY_ACCOUNTS, people.length); ready++) {
        const account = people[ready] as DemoPerson;
        if (person.wantGender !== 0 && account.gender !== person.wantGender) continue;
        if (random.chance(0.15)) await once('zan', person.index, ready);
        if (random.chance(0.08)) await once('follow', person.index, ready);
      }
    }
  }
}
