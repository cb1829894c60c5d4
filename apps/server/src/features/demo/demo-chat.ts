// Demo data for chat: conversations of the ready accounts with demo people (and with each other) over
// the last days, sent through the chat service so every rule holds; and some demo people who answer a newcomer's
// first message with a canned reply, so chat visibly works on a demo instance. docs/decisions/0045-demo-data.md.
import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UserService } from '../user/user.service.ts';
import { DEMO_PHONE_PREFIX, type DemoPerson, Random } from './demo-people.ts';

const HOUR = 3_600_000;

/** Conversations: each a list of lines, the demo person first, alternating. */
const CONVERSATIONS = [
  ['你好呀，看到你的资料觉得挺有缘的～', '你好！谢谢，你也在{city}吗？', '对呀，周末一般喜欢去哪里玩？'],
  ['嗨，今天过得怎么样？', '还不错，刚下班，你呢？', '我也刚忙完，准备去吃火锅🍲', '好羡慕！'],
  ['你的照片拍得真好看，是在哪里拍的呀？', '谢谢～是上个月去旅行拍的', '下次可以推荐一下地方吗？'],
  ['你好，可以交个朋友吗？', '可以呀😊', '平时喜欢做什么呢？', '看电影、跑步，偶尔做饭', '我也喜欢跑步！改天一起？'],
  ['早上好☀️', '早！今天好冷', '记得多穿点衣服哦'],
];

/** What a demo person answers to a first message. */
const CANNED_REPLIES = [
  '你好呀，很高兴认识你😊',
  '嗨～谢谢你的招呼，你平时喜欢做什么呢？',
  '你好！刚看到消息，今天过得怎么样？',
  '哈哈你好，我们好像住得挺近的',
  '你好呀，看了你的资料，感觉我们挺聊得来的～',
];

/** Demo people who answer: a third of them, never the ready accounts (someone may be logged in as them). */
function answersGreetings(phone: string): boolean {
  if (!phone.startsWith(DEMO_PHONE_PREFIX) || phone.length !== 11) return false;
  const index = Number(phone.slice(DEMO_PHONE_PREFIX.length)) - 1;
  return index >= 2 && index % 3 === 1;
}

const newMessageId = () => randomBytes(16).toString('hex');

export async function seedChats(
  chat: ChatService,
  people: readonly DemoPerson[],
  ids: readonly number[],
  now: number,
  seed: string,
): Promise<void> {
  const random = new Random(`${seed}:chat`);
  const readyCount = Math.min(2, people.length);
  for (let ready = 0; ready < readyCount; ready++) {
    const account = people[ready] as DemoPerson;
    const others = people.filter(
      (p) => p.index >= readyCount && (p.wantGender === 0 || p.wantGender === account.gender),
    );
    const partners = new Set<DemoPerson>();
    for (let n = 0; n < 6 && others.length > 0; n++) partners.add(random.pick(others));
    let conversation = ready;
    for (const partner of partners) {
      const lines = CONVERSATIONS[conversation++ % CONVERSATIONS.length] as string[];
      // Hours or days back, the last line always from the demo person, so the session shows unread messages.
      let at = now - random.int(1, 72) * HOUR;
      const start = lines.length % 2 === 0 ? 1 : 0;
      for (const [n, line] of lines.slice(start).entries()) {
        const fromPartner = n % 2 === 0;
        const [from, to] = fromPartner ? [partner.index, account.index] : [account.index, partner.index];
        const content = line.replace('{city}', partner.city || account.city || '这里');
        await chat.send(
          ids[from] as number,
          { message_id: newMessageId(), to_user_id: ids[to] as number, content },
          undefined,
          at,
        );
        at += random.int(1, 20) * 60_000;
      }
    }
  }
  if (readyCount === 2) {
    const [a, b] = [ids[0] as number, ids[1] as number];
    await chat.send(
      a,
      { message_id: newMessageId(), to_user_id: b, content: '嗨，这是两个演示账号之间的聊天～' },
      undefined,
      now - 2 * HOUR,
    );
    await chat.send(
      b,
      { message_id: newMessageId(), to_user_id: a, content: '收到！换个账号登录就能看到对方的消息😊' },
      undefined,
      now - HOUR,
    );
  }
}

/**
 * Some demo people answer a person's first message (a greeting, usually) after a moment. Only live messages:
 * the seeded conversations are older than a minute. Who answers is read in one query and kept for a minute
 * (a seed made meanwhile, by this process or `npm run seed`, is seen by then): every message asks, and one
 * lookup per recipient cost 3% of the server's time in the chat-delivery bench, where no one is a demo person.
 */
export function answerDemoGreetings(chat: ChatService, users: UserService, clock: Clock): void {
  let answering: { people: Promise<ReadonlySet<number>>; until: number } | null = null;
  const isAnswering = async (userId: number) => {
    const now = clock.now();
    if (!answering || answering.until <= now) {
      // 199 is a real prefix: a real account with such a number has a password (sign-up sets one), demo people
      // but the ready accounts have none, so production can never answer for a real person.
      const people = users
        .passwordlessByPhonePrefix(DEMO_PHONE_PREFIX)
        .then((rows) => new Set(rows.filter((row) => answersGreetings(row.phone)).map((row) => row.id)))
        .catch(() => new Set<number>());
      answering = { people, until: now + 60_000 };
    }
    return (await answering.people).has(userId);
  };
  chat.onMessage((message: ChatMessage) => {
    if (message.create_time < clock.now() - 60_000) return;
    const demoId = message.to_user_id;
    void (async () => {
      if (!(await isAnswering(demoId))) return;
      const { list } = await chat.reader.history(demoId, message.from_user_id, undefined, 20);
      if (list.some((m) => m.from_user_id === demoId)) return;
      const reply = CANNED_REPLIES[
        Number.parseInt(message.message_id.slice(0, 4), 16) % CANNED_REPLIES.length
      ] as string;
      setTimeout(() => {
        chat
          .send(demoId, { message_id: newMessageId(), to_user_id: message.from_user_id, content: reply })
          .catch(() => {});
      }, 1500).unref();
    })().catch(() => {});
  });
}
