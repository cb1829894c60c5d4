// Web Push (SPEC §7 "Push"): devices register their subscription after login; a new message or notice for a
// user with no open chat socket on any instance is announced to their devices. Without the device's consent to
// previews, the notification says only that a message came: no name, no text (docs/decisions/0056-web-push.md).
import { type ChatMessage, CODE, type NoticeItem, type NoticeType, PUSH_ID_MAX } from '@kk/contract';
import { LANGUAGES, type Language, translate } from '@kk/contract/i18n';
import type { Clock } from '../../platform/clock.ts';
import { hashToken } from '../../platform/crypto.ts';
import type { Events } from '../../platform/events.ts';
import { AppError, paramsError } from '../../platform/http/app-error.ts';
import type { PushSender, PushSubscriptionJson } from '../../platform/push/push.ts';
import type { UserService } from '../user/user.service.ts';
import type { PushRepository } from './push.repository.ts';

export interface PushServiceDeps {
  /** Hears `account.deleting`: erases the user's rows inside the deletion's transaction. */
  events: Events;
  repository: PushRepository;
  /** Null when WEB_PUSH is off. */
  sender: PushSender | null;
  users: UserService;
  clock: Clock;
  isOnline(userId: number): Promise<boolean>;
  /**
   * Whether the user has a socket open on this instance: then they are online without asking the broker, and
   * chat's notifier answers at once (most messages go to someone whose app is open).
   */
  onlineHere(userId: number): boolean;
  log: { error(details: object, text: string): void };
}

const PREVIEW_MAX = 60;

/** The subscription JSON, or -2222: an https endpoint on a named host and both keys, nothing else kept. */
function parseSubscription(pushId: string): PushSubscriptionJson {
  const refuse = () => paramsError('validation.pushSubscription', 'push_id');
  let value: unknown;
  try {
    value = JSON.parse(pushId);
  } catch {
    throw refuse();
  }
  const { endpoint, keys } = (value ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || endpoint.length > 1024) throw refuse();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse();
  }
  // Push services are public HTTPS hosts: an address or a local name would make the server call into its own
  // network on someone's say-so.
  if (url.protocol !== 'https:' || /^[\d.]+$|^\[|^localhost$/i.test(url.hostname) || !url.hostname.includes('.')) {
    throw refuse();
  }
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  const key = /^[A-Za-z0-9_-]{8,200}={0,2}$/;
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !key.test(p256dh) || !key.test(auth)) throw refuse();
  return { endpoint, keys: { p256dh, auth } };
}

export class PushService {
  readonly #deps: PushServiceDeps;
  constructor(deps: PushServiceDeps) {
    this.#deps = deps;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  config(): { enabled: boolean; publicKey: string } {
    const sender = this.#deps.sender;
    return { enabled: sender !== null, publicKey: sender?.publicKey ?? '' };
  }

  async add(userId: number, token: string, language: Language, pushId: string, preview: 0 | 1): Promise<null> {
    if (!this.#deps.sender) throw new AppError(CODE.pushUnavailable);
    if (pushId.length > PUSH_ID_MAX) throw paramsError('validation.pushSubscription', 'push_id');
    const subscription = parseSubscription(pushId);
    await this.#deps.repository.upsert({
      user_id: userId,
      token_hash: hashToken(token),
      endpoint: subscription.endpoint,
      subscription: JSON.stringify(subscription),
      preview,
      language: LANGUAGES.includes(language) ? language : 'zh-Hans',
      create_time: this.#deps.clock.now(),
    });
    return null;
  }

  async remove(userId: number, pushId: string): Promise<null> {
    let endpoint = '';
    try {
      endpoint = parseSubscription(pushId).endpoint;
    } catch {
      return null;
    }
    await this.#deps.repository.remove(userId, endpoint);
    return null;
  }

  /**
   * Chat's notifier: only when the recipient has no open socket anywhere. Undefined when that is known at once
   * (no push, or a socket here): nothing is made for such a message, not even a promise.
   */
  notify(message: ChatMessage): Promise<void> | undefined {
    const { sender, onlineHere } = this.#deps;
    if (!sender || onlineHere(message.to_user_id)) return undefined;
    return this.#notifyAway(message, sender);
  }

  async #notifyAway(message: ChatMessage, sender: PushSender): Promise<void> {
    const { repository, users, clock, isOnline, log } = this.#deps;
    if (await isOnline(message.to_user_id)) return;
    const subscriptions = await repository.live(message.to_user_id, clock.now());
    if (subscriptions.length === 0) return;
    const name = subscriptions.some((s) => s.preview === 1)
      ? ((await users.publicProfile(message.from_user_id).catch(() => null))?.username ?? '')
      : '';
    for (const row of subscriptions) {
      const language = row.language as Language;
      const preview = row.preview === 1;
      const payload = {
        title: preview && name ? name : translate(language, 'chat.newMessage'),
        body: preview ? previewText(language, message) : translate(language, 'chat.newMessage'),
        userId: message.from_user_id,
        tag: `chat-${message.from_user_id}`,
      };
      try {
        const outcome = await sender.send(
          JSON.parse(row.subscription) as PushSubscriptionJson,
          JSON.stringify(payload),
        );
        if (outcome === 'gone') await repository.removeById(Number(row.id));
      } catch (error) {
        log.error({ err: error, userId: message.to_user_id }, 'a push notification could not be sent');
      }
    }
  }

  /**
   * The notices' notifier: a new notice for a user with no open socket anywhere. It names nobody and quotes
   * nothing unless the device allowed previews, and then only who the notice itself shows (`from_user`, null
   * where who it was is VIP's to see).
   */
  async announceNotice(userId: number, notice: NoticeItem): Promise<void> {
    const { sender, repository, clock, isOnline, log } = this.#deps;
    if (!sender || (await isOnline(userId))) return;
    const subscriptions = await repository.live(userId, clock.now());
    const key = NOTICE_PUSH_KEYS[notice.type];
    const name = notice.from_user?.username ?? '';
    for (const row of subscriptions) {
      const language = row.language as Language;
      const preview = row.preview === 1;
      const payload = {
        title:
          preview && name
            ? translate(language, `noticePush.${key}From`, { name })
            : translate(language, `noticePush.${key}`),
        body: preview ? notice.summary : '',
        userId: 0,
        tag: `notice-${notice.type}`,
        notice: notice.type,
      };
      try {
        const outcome = await sender.send(
          JSON.parse(row.subscription) as PushSubscriptionJson,
          JSON.stringify(payload),
        );
        if (outcome === 'gone') await repository.removeById(Number(row.id));
      } catch (error) {
        log.error({ err: error, userId }, 'a push notification could not be sent');
      }
    }
  }

  eraseUser(userId: number): Promise<void> {
    return this.#deps.repository.deleteByUser(userId);
  }
}

/** The catalogue key of each notice type's push line (`noticePush.<key>`, and `<key>From` naming the person). */
const NOTICE_PUSH_KEYS: Record<NoticeType, string> = {
  zan_user: 'zanUser',
  zan_updates: 'zanUpdates',
  comment: 'comment',
  reply: 'reply',
  follow: 'follow',
  match: 'match',
  visit: 'visit',
  system: 'system',
};

function previewText(language: Language, message: ChatMessage): string {
  if (message.type === 'image') return translate(language, 'chat.imageMessage');
  if (message.type === 'emote') return translate(language, 'chat.emoteMessage');
  if (message.type === 'kk_lock') return translate(language, 'chat.kkLockMessage');
  const text = [...message.content];
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX).join('')}…` : message.content;
}
