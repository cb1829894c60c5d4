// Demo data for the square: a few hundred updates over the last weeks, with images, likes and comments,
// posted through the square's services so every rule holds. The images are the posters' own album photos (real
// uploads, already re-encoded): drawing and re-encoding new ones would be most of the start-up time, and
// "a photo from my album" is what people post. docs/decisions/0044-the-square.md.
import type { CommentService } from '../comment/comment.service.ts';
import type { PhotoService } from '../photo/photo.service.ts';
import type { UpdatesService } from '../updates/updates.service.ts';
import { type DemoPerson, Random } from './demo-people.ts';

export interface DemoUpdatesDeps {
  updates: UpdatesService;
  comments: CommentService;
  photos: PhotoService;
}

/** Updates per demo person on average; the ready accounts post a few more so their Me page has news. */
const UPDATES_PER_PERSON = 1.6;
const DAY = 86_400_000;
/** How far back the square goes. */
const WEEKS = 4;

const TEXTS = [
  '今天天气真好，出门走走☀️',
  '周末去爬山了，山顶的风景太美了',
  '下班路上看到的晚霞，分享给大家',
  '新学了一道菜，味道还不错😋',
  '一个人的周末，看书喝咖啡，也挺好',
  '终于把拖了很久的事情做完了，奖励自己一杯奶茶',
  '{city}的夜景，每次看都觉得很温柔',
  '最近在学游泳，有没有一起的？',
  '加班到现在，城市还是这么亮',
  '养了一盆绿萝，希望它好好长大🌱',
  '今天跑了五公里，坚持第十天！',
  '在{city}发现一家很好吃的小店，推荐给附近的朋友',
  '雨天适合听歌，推荐一首最近单曲循环的',
  '想找个人一起去看海🌊',
  '生活不止眼前的苟且，还有诗和远方',
  '第一次来这里，认识一下大家～',
  '早起的一天，效率特别高',
  '朋友说我拍照技术进步了，你们觉得呢？',
  '喜欢安静的午后，阳光刚刚好',
  '今天心情不错，希望大家也开心',
  '周五啦！周末有什么计划吗？',
  '做了个决定：每个月去一个新地方',
  '公园里的花都开了，春天真的来了🌸',
  '刚看完一部电影，后劲好大',
  '{work}的日常，忙碌但充实',
  '晚饭后散步，遇到一只超可爱的小猫🐱',
  '认真生活的人运气都不会太差',
  '路过一家书店，进去待了一下午📚',
  '周末的早午餐🥐',
  '今天的云好像棉花糖',
];

const COMMENTS = [
  '好美啊！',
  '拍得真好👍',
  '羡慕了',
  '在哪里呀？想去',
  '看起来很好吃',
  '加油💪',
  '同感！',
  '周末一起呀',
  '好治愈',
  '哈哈哈哈',
  '我也想去',
  '这个地方我去过，很不错',
  '好有生活气息',
  '赞一个',
  '求推荐店名～',
  '太厉害了',
];

const REPLIES = ['谢谢～', '下次一起呀', '哈哈是的', '就在市中心', '欢迎来玩', '好呀好呀', '谢谢夸奖😊'];

/** The file ids of a person's album, newest first: the stored file is named by its id (file.service.ts). */
async function albumFileIds(photos: PhotoService, userId: number): Promise<string[]> {
  const { list } = await photos.list(userId, userId);
  return list.map((photo) => /([a-f0-9]{32})\.\w+$/.exec(photo.url)?.[1]).filter((id): id is string => id != null);
}

/**
 * Posts the updates in time order (ids then follow time, as the square's paging expects), then likes and
 * comments after each update's time, mostly from people who would want to meet the poster. Answers the count.
 */
export async function seedUpdates(
  deps: DemoUpdatesDeps,
  people: readonly DemoPerson[],
  ids: readonly number[],
  now: number,
  seed: string,
): Promise<number> {
  const { updates, comments, photos } = deps;
  const random = new Random(`${seed}:updates`);
  const plan: Array<{ person: DemoPerson; at: number }> = [];
  for (const person of people) {
    const count = person.index < 2 ? 4 : random.int(0, Math.round(UPDATES_PER_PERSON * 2));
    for (let n = 0; n < count; n++) plan.push({ person, at: now - random.int(10 * 60_000, WEEKS * 7 * DAY) });
  }
  plan.sort((a, b) => a.at - b.at);

  const albums = new Map<number, string[]>();
  for (const { person, at } of plan) {
    const userId = ids[person.index] as number;
    if (!albums.has(userId)) albums.set(userId, await albumFileIds(photos, userId));
    const album = albums.get(userId) ?? [];
    const images = random.chance(0.65) ? album.slice(0, random.int(1, Math.min(album.length, 3))) : [];
    const text = random.chance(images.length > 0 ? 0.85 : 1)
      ? random.pick(TEXTS).replace('{city}', person.city).replace('{work}', person.work)
      : '';
    const updatesId = await updates.post(userId, { content: text, images }, at);
    const fans = people.filter(
      (other) => other !== person && (other.wantGender === 0 || other.wantGender === person.gender),
    );
    const later = () => Math.min(now - 1_000, at + random.int(60_000, 2 * DAY));
    for (let n = random.int(0, 6); n > 0 && fans.length > 0; n--) {
      const fan = random.pick(fans);
      // A toggle: the same fan drawn twice would unlike, which is also what happens in life.
      await updates.zan(ids[fan.index] as number, updatesId, later());
    }
    for (let n = random.int(0, 3); n > 0 && fans.length > 0; n--) {
      const fan = random.pick(fans);
      const saidAt = later();
      const said = await comments.write(
        ids[fan.index] as number,
        { updates_id: updatesId, content: random.pick(COMMENTS) },
        saidAt,
      );
      if (random.chance(0.4)) {
        const replyAt = Math.min(now - 1_000, saidAt + random.int(60_000, DAY / 4));
        const reply = { updates_id: updatesId, content: random.pick(REPLIES), reply_id: said };
        await comments.write(userId, reply, replyAt);
      }
    }
  }
  return plan.length;
}
