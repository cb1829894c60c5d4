// The notification centre's filter: what a person thinks of as one kind of notice, each the contract's types
// (NOTICE_TYPES) it gathers. The contract filters by one type at a time, so a kind of one type asks the server
// for it, and a kind of two (likes, comments and replies) filters the whole list on the device.
import { NOTICE_TYPES, type NoticeType } from '@kk/contract';

export const NOTICE_KINDS = ['all', 'zan', 'comment', 'follow', 'match', 'visit', 'system'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const KIND_TYPES: Record<Exclude<NoticeKind, 'all'>, readonly NoticeType[]> = {
  zan: ['zan_user', 'zan_updates'],
  comment: ['comment', 'reply'],
  follow: ['follow'],
  match: ['match'],
  visit: ['visit'],
  system: ['system'],
};

/** Whether a notice of `type` belongs under `kind`. */
export function kindHas(kind: NoticeKind, type: NoticeType): boolean {
  return kind === 'all' || KIND_TYPES[kind].includes(type);
}

/** The server's `type` filter for a kind: its one type, or none (all, or a kind filtered on the device). */
export function serverType(kind: NoticeKind): NoticeType | undefined {
  if (kind === 'all') return undefined;
  const types = KIND_TYPES[kind];
  return types.length === 1 ? types[0] : undefined;
}

/** The kind of the `?kind=` parameter, `all` for anything else. */
export function parseKind(value: string | null): NoticeKind {
  return NOTICE_KINDS.find((kind) => kind === value) ?? 'all';
}

/** The kinds Web Push announces with one type switched on or off, in the contract's order. */
export function withPushType(types: readonly NoticeType[], type: NoticeType, on: boolean): NoticeType[] {
  return NOTICE_TYPES.filter((item) => (item === type ? on : types.includes(item)));
}
