// What one notice says and where a tap on it leads: a sentence per type (赞了你, 评论了你的动态：…), the words it
// quotes, and the update's comments page or the person's profile. Plain data, tested in sentence.test.ts.
import type { NoticeItem, NoticeType } from '@kk/contract';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, updatesCommentPath, userDetailPath } from '../../shared/paths.ts';

type NoticeKey = (typeof K.notice)[keyof typeof K.notice];

const SENTENCE = {
  zan_user: K.notice.zanUser,
  zan_updates: K.notice.zanUpdates,
  comment: K.notice.comment,
  reply: K.notice.reply,
  follow: K.notice.follow,
  match: K.notice.match,
  visit: K.notice.visit,
  system: K.notice.system,
} as const satisfies Record<NoticeType, NoticeKey>;

export interface NoticeSentence {
  /** The catalogue text, with `summary` as its placeholder where the type quotes words in the sentence. */
  key: NoticeKey;
  vars: { summary: string };
  /** Words shown under the sentence (the liked update's text), apart from it. */
  quote: string;
}

/**
 * The sentence of a notice: a comment and a reply quote their words in it, a like of an update quotes the
 * update under it, the operator's notice is its own words.
 */
export function noticeSentence(item: Pick<NoticeItem, 'type' | 'summary'>): NoticeSentence {
  const summary = item.summary.trim();
  return {
    key: SENTENCE[item.type],
    vars: { summary },
    quote: item.type === 'zan_updates' ? summary : '',
  };
}

/**
 * Who did it is not told: a like of you or a visit while you are not VIP (the contract's `from_user` null). The
 * row says 有人 and leads to who-liked-me or who-visited-me, where VIP shows them.
 */
export function isHiddenPerson(item: Pick<NoticeItem, 'type' | 'from_user'>): boolean {
  return item.from_user === null && (item.type === 'zan_user' || item.type === 'visit');
}

/**
 * Where a tap leads: the update's comments page (a like of it, a comment, a reply), the person's profile for
 * the others (who-liked-me or who-visited-me when the person is not told), nowhere for the operator's notice.
 */
export function noticeTarget(item: Pick<NoticeItem, 'type' | 'target_id' | 'from_user'>): string | null {
  if (item.type === 'system') return null;
  if (item.type === 'zan_updates' || item.type === 'comment' || item.type === 'reply') {
    return item.target_id > 0 ? updatesCommentPath(item.target_id) : null;
  }
  if (isHiddenPerson(item)) return item.type === 'zan_user' ? PATHS.zanMe : PATHS.visitor;
  const person = item.from_user?.id ?? item.target_id;
  return person > 0 ? userDetailPath(person) : null;
}
