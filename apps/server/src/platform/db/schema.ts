// The tables, as Kysely sees them. Times are milliseconds since the epoch (bigint columns).

import type { MessagePolicy } from '@kk/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  /** The public account number shown to people; never derived from the phone. */
  userid: string;
  phone: string;
  password_hash: string | null;
  username: string;
  // Profile fields have database defaults (empty or 0, SPEC §3).
  signature: Generated<string>;
  height: Generated<number>;
  weight: Generated<number>;
  birthday: Generated<string>;
  gender: Generated<number>;
  marriage: Generated<number>;
  province: Generated<string>;
  city: Generated<string>;
  county: Generated<string>;
  address: Generated<string>;
  work: Generated<string>;
  salary: Generated<string>;
  email: Generated<string>;
  avatar: Generated<string>;
  bg_img: Generated<string>;
  /** Who they want to meet: WANT_GENDERS (0 anyone, 1 men, 2 women). */
  want_gender: Generated<number>;
  /** When they last used the app (at most once an hour is written); 0 never. */
  active_time: Generated<number>;
  /** Coins: recharges credit them, VIP days spend them; never below 0. */
  coins: Generated<number>;
  /** VIP holds while this is in the future; 0: never VIP. */
  vip_end_time: Generated<number>;
  create_time: number;
  update_time: number;
  // Moderation in force (migration 0017): ms since the epoch while in the future, else flags.
  muted_until: Generated<number>;
  suspended_until: Generated<number>;
  banned: Generated<number>;
  shadowbanned: Generated<number>;
  /** Out of the feed by protection before review until an operator looks. */
  held: Generated<number>;
  // Member safety (migration 0021): the badge, who may write, and blurred images from strangers.
  verified: Generated<number>;
  message_policy: Generated<MessagePolicy>;
  blur_stranger_images: Generated<number>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  create_time: number;
  expire_time: number;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: number;
  code_hash: string;
  attempts: number;
  create_time: number;
  expire_time: number;
  /** Set when the code was used, superseded or killed by too many wrong tries. */
  consume_time: number | null;
}

export interface FileTable {
  /** 32 hex characters from the CSPRNG: also the stored file's name, so URLs cannot be guessed. */
  id: string;
  user_id: number;
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
  storage_key: string;
  thumb_key: string;
  create_time: number;
  /** 1: sent in chat and shown nowhere public, so served only to the people of its messages (chat_files). */
  chat_image: Generated<number>;
}

/** Who may see a chat image: one row per message that carries the file. */
export interface ChatFileTable {
  /** chat_messages.id */
  message_id: number;
  file_id: string;
  from_user_id: number;
  to_user_id: number;
}

export interface UserPhotoTable {
  id: Generated<number>;
  user_id: number;
  file_id: string;
  create_time: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: number;
  content: string;
  create_time: number;
}

/** A relation from one user to another: RELATION (follow, zan, top, block, no-see) in the contract. */
export interface UserRelationTable {
  user_id: number;
  target_id: number;
  kind: number;
  create_time: number;
}

export interface ReportTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: number;
  target_id: number;
  reason: number;
  content: Generated<string>;
  /** JSON array of file ids. */
  images: Generated<string>;
  /** 0 open, 1 handled (its queue item was closed). */
  status: Generated<number>;
  create_time: number;
  /** What it names as text: a message's message_id, or the id written out (migration 0019). */
  target_key: Generated<string>;
  /** The member it is about: the person, or the author of the update, comment or message. */
  member_id: Generated<number>;
  /** The queue item (moderation_cases) it joined. */
  case_id: Generated<number>;
  /** 1: filed by the system (money talk to strangers), its reporter_id the member it is about (migration 0024). */
  automatic: Generated<number>;
}

/** One item of the moderation queue (docs/decisions/0087-moderation.md). */
export interface ModerationCaseTable {
  id: Generated<number>;
  /** `report` or `appeal`. */
  kind: string;
  target_type: number;
  target_key: string;
  member_id: number;
  /** 0 open, 1 closed. */
  status: Generated<number>;
  held: Generated<number>;
  report_count: Generated<number>;
  first_time: number;
  last_time: number;
  close_time: Generated<number>;
  /** Unique while open (kind, type, key), null once closed: one open item per target. */
  open_key: string | null;
}

/** What was reported, or a revoked message, as it was: kept for operators until `purge_time`. */
export interface ModerationEvidenceTable {
  id: Generated<number>;
  target_type: number;
  target_key: string;
  member_id: number;
  content: Generated<string>;
  /** JSON array of private storage keys: copies of its images. */
  images: Generated<string>;
  content_time: number;
  keep_time: number;
  purge_time: number;
}

/** A member's appeal against a moderation notice: one per notice. */
export interface ModerationAppealTable {
  id: Generated<number>;
  case_id: number;
  notice_id: number;
  user_id: number;
  content: string;
  action: string;
  reason: string;
  until: number;
  create_time: number;
}

/** Times a person was shown in anyone's feed on `day` (days since the epoch, China time): docs/feed.md. */
export interface FeedImpressionTable {
  user_id: number;
  day: number;
  shown: number;
}

/** A viewer's frozen feed ranking (docs/feed.md): later pages read it, so they never repeat or skip anyone. */
export interface FeedSnapshotTable {
  user_id: number;
  token: string;
  filters: string;
  /** Comma-separated user ids, best first. */
  ids: string;
  create_time: number;
}

/** The square: an update; its images, likes and comments are the tables below. */
export interface UpdatesTable {
  id: Generated<number>;
  user_id: number;
  content: Generated<string>;
  create_time: number;
  /** 1: written while its author was shadowbanned; only the author sees it (migration 0020). */
  shadow: Generated<number>;
}

/** One conversation's first contact (migration 0023): who wrote first, and whether the other answered. */
export interface ChatContactTable {
  low_id: number;
  high_id: number;
  starter_id: number;
  first_time: number;
  answered: Generated<number>;
  /** Messages the starter sent before an answer (FIRST_CONTACT.unansweredMax). */
  sent: Generated<number>;
  /** 1: the conversation existed before first contact; its limits never apply. */
  legacy: Generated<number>;
}

/** Conversations a member started on one CST day (FIRST_CONTACT.dayOffsetMs). */
export interface ChatNewConversationTable {
  user_id: number;
  day: number;
  count: Generated<number>;
}

/** The money words (migration 0024), in the admin's order. */
export interface SafetyWordTable {
  position: number;
  word: string;
}

/** Whom a member last sent money talk to while a stranger to them (migration 0024). */
export interface MoneyTalkTable {
  from_user_id: number;
  to_user_id: number;
  message_id: string;
  last_time: number;
}

export interface UpdateImageTable {
  update_id: number;
  /** 0-based order in which the images were sent. */
  position: number;
  file_id: string;
}

/** One like per (update_id, user_id): the primary key. */
export interface UpdateZanTable {
  update_id: number;
  user_id: number;
  create_time: number;
}

export interface CommentTable {
  id: Generated<number>;
  update_id: number;
  user_id: number;
  content: string;
  /** The comment answered and its author, on a reply. */
  reply_id: number | null;
  reply_user_id: number | null;
  create_time: number;
  /** 1: written while its author was shadowbanned; only the author sees it (migration 0020). */
  shadow: Generated<number>;
}

// Connections (migration 0015-connections): matches, notices, visits, notice settings.
/** Two people who each liked the other, once per pair: the lower id first. */
export interface MatchTable {
  user_low: number;
  user_high: number;
  create_time: number;
}

/** One notice of the notification centre (NOTICE_TYPES), told to `user_id` once `delivered`. */
export interface NoticeTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  from_user_id: number | null;
  target_id: number;
  summary: string;
  create_time: number;
  due_time: number;
  delivered: number;
  is_read: number;
  /** On a moderation notice (migration 0019): the action, its end, the appeal's state, and what it is about. */
  mod_action: Generated<string>;
  mod_until: Generated<number>;
  mod_appeal: Generated<string>;
  mod_target_type: Generated<number>;
  mod_target_key: Generated<string>;
}

/** The first visit of the latest day of a visitor to a profile. */
export interface VisitTable {
  visitor_id: number;
  visited_id: number;
  day: number;
  visit_time: number;
}

export interface NoticeSettingTable {
  user_id: number;
  /** JSON array of the notice types Web Push announces; null: all. */
  push_types: string | null;
  hide_visits: Generated<number>;
}

// Payment and provider login (migration 0008-pay).
export interface PayOrderTable {
  id: Generated<number>;
  out_trade_no: string;
  /** Null once the account is deleted: the order stays for the books and for a late notification. */
  user_id: number | null;
  amount_fen: number;
  coins: number;
  channel: 'wap' | 'app';
  state: 'waiting' | 'paid' | 'closed';
  trade_no: Generated<string>;
  create_time: number;
  paid_time: Generated<number>;
}

export interface CoinLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: 'recharge' | 'vip';
  /** The order's out_trade_no for a recharge (unique with reason: credited once); a purchase id for VIP. */
  ref: string;
  create_time: number;
}

export interface UserIdentityTable {
  provider: 'alipay' | 'apple';
  subject: string;
  user_id: number;
  create_time: number;
}

export interface AlipayLoginTable {
  template_id: string;
  state: string;
  status: 'waiting' | 'authorised' | 'denied' | 'done';
  user_id: number | null;
  create_time: number;
  expire_time: number;
}

export interface AppleNonceTable {
  nonce: string;
  expire_time: number;
}

/** The development sandbox's side (it plays Alipay): features/alipay-sandbox. */
export interface SandboxTradeTable {
  out_trade_no: string;
  trade_no: string;
  app_id: string;
  total_amount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notify_url: string;
  return_url: string;
  buyer_id: Generated<string>;
  create_time: number;
  pay_time: Generated<number>;
}

export interface SandboxUserTable {
  user_id: string;
  create_time: number;
}

export interface SandboxAuthCodeTable {
  code: string;
  user_id: string;
  used: Generated<number>;
  create_time: number;
}

/** Chat: a message. `images` is JSON of the images as shown ({id, url, thumb, width, height}). */
export interface ChatMessageTable {
  id: Generated<number>;
  message_id: string;
  from_user_id: number;
  to_user_id: number;
  /** The conversation's smaller and larger user id. */
  low_id: number;
  high_id: number;
  type: string;
  content: Generated<string>;
  images: Generated<string>;
  emote_id: Generated<string>;
  create_time: number;
  /** 0 unless revoked. */
  revoke_time: Generated<number>;
  /** 1: written while its author was shadowbanned; only the author sees it (migration 0020). */
  shadow: Generated<number>;
  /** Migration 0024, shown to the recipient only: '' | 'contact' | 'money' (features/safety/safety.detector.ts). */
  safety_tip: Generated<string>;
  /** 1: its recipient had not answered its sender when it was sent (their images arrive blurred). */
  from_stranger: Generated<number>;
}

/** One user's side of a conversation; the `*_id` columns are chat_messages.id. */
export interface ChatSessionTable {
  user_id: number;
  peer_id: number;
  last_id: Generated<number>;
  read_id: Generated<number>;
  clear_id: Generated<number>;
  unread: Generated<number>;
  hidden: Generated<number>;
  mark_name: Generated<string>;
  update_time: Generated<number>;
}

/** The last seq given out in each user's event stream. */
export interface ChatEventSeqTable {
  user_id: number;
  seq: number;
}

export interface ChatEventTable {
  user_id: number;
  seq: number;
  type: string;
  ref_id: Generated<number>;
  payload: Generated<string>;
  create_time: number;
}

export interface MyEmoteTable {
  id: Generated<number>;
  user_id: number;
  file_id: string;
  url: string;
  thumb: string;
  width: number;
  height: number;
  create_time: number;
}

export interface EmoteHistoryTable {
  user_id: number;
  emote_id: string;
  url: string;
  use_time: number;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  endpoint: string;
  subscription: string;
  preview: Generated<number>;
  language: string;
  create_time: number;
}

/** Kk lock: a lock request by its chat message id; once accepted, also the lock's record. */
export interface KkLockRequestTable {
  message_id: string;
  from_user_id: number;
  to_user_id: number;
  /** KK_LOCK_STATES index: 0 pending, 1 accepted, 2 rejected, 3 cancelled, 4 ended. */
  state: Generated<number>;
  /** KK_LOCK_REASONS index: 0 none, 1 user, 2 locked, 3 blocked, 4 deleted. */
  reason: Generated<number>;
  create_time: number;
  answer_time: Generated<number>;
  lock_start_time: Generated<number>;
  lock_end_time: Generated<number>;
  ended_by: Generated<number>;
}

/** Kk lock: who is locked now, one row per person (the primary key is the one-lock rule), two per lock. */
export interface KkLockMemberTable {
  user_id: number;
  partner_id: number;
  message_id: string;
  start_time: number;
}

/**
 * A deleted account: its id and when it went, nothing else (migrations/0016-gone-accounts.ts), so the id answers
 * -2012 from then on.
 */
export interface GoneAccountTable {
  user_id: number;
  delete_time: number;
}

/** An operator of the console (migrations/0018-operator-console.ts): not a member. */
export interface OperatorTable {
  id: Generated<number>;
  name: string;
  role: 'admin' | 'moderator';
  password_hash: string;
  /** Base32; what the authenticator app was given. */
  totp_secret: string;
  /** `new` until the one-time password is changed. */
  status: Generated<'new' | 'active' | 'disabled'>;
  failures: Generated<number>;
  locked_until: Generated<number>;
  /** The last 30-second TOTP step accepted: a code is never accepted twice. */
  otp_step: Generated<number>;
  create_time: number;
  last_login_time: Generated<number>;
}

/** A console session: only its token's SHA-256; the CSRF token the console sends back. */
export interface ConsoleSessionTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  csrf: string;
  create_time: number;
  expire_time: number;
}

/** What an operator did or looked at (AUDIT_ACTIONS); never updated nor deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  /** 0 for none. */
  user_id: Generated<number>;
  /** The queue item it came from; 0 for none. */
  report_id: Generated<number>;
  reason: Generated<string>;
  detail: Generated<string>;
  create_time: number;
}

// Verified photos (migration 0022; features/verify).
export interface VerifyChallengeTable {
  id: string;
  user_id: number;
  pose: string;
  expire_time: number;
  used: Generated<number>;
}

export interface VerificationTable {
  id: Generated<number>;
  user_id: number;
  challenge_id: string;
  pose: string;
  /** A private storage key while it waits; '' once reviewed (the selfie is deleted). */
  selfie_key: Generated<string>;
  /** pending, approved or rejected. */
  status: string;
  /** The member's id while pending, null once reviewed: unique, so one pending per member. */
  pending_key: string | null;
  reason: Generated<string>;
  /** The member's language when they sent it: the review's notice is written in it. */
  language: Generated<string>;
  /** The URLs an approval covered, as JSON. */
  photos: Generated<string>;
  operator_id: Generated<number>;
  create_time: number;
  review_time: Generated<number>;
  retry_after: Generated<number>;
}
export type VerificationRow = Selectable<VerificationTable>;

/** The avatar URLs the member's latest approval covered. */
export interface VerifiedPhotoTable {
  user_id: number;
  url: string;
}

/** A member's latest copy of their data (migration 0025, features/data-export). */
export interface DataExportTable {
  id: string;
  user_id: number;
  status: 'pending' | 'ready' | 'expired' | 'failed';
  language: string;
  storage_key: Generated<string>;
  size: Generated<number>;
  attempts: Generated<number>;
  create_time: number;
  claim_time: Generated<number>;
  ready_time: Generated<number>;
  expire_time: Generated<number>;
}

export interface Database {
  users: UserTable;
  gone_accounts: GoneAccountTable;
  // Kk lock.
  kk_lock_requests: KkLockRequestTable;
  kk_lock_members: KkLockMemberTable;
  sessions: SessionTable;
  sms_codes: SmsCodeTable;
  files: FileTable;
  chat_files: ChatFileTable;
  user_photos: UserPhotoTable;
  feedback: FeedbackTable;
  user_relations: UserRelationTable;
  reports: ReportTable;
  moderation_cases: ModerationCaseTable;
  moderation_evidence: ModerationEvidenceTable;
  moderation_appeals: ModerationAppealTable;
  verify_challenges: VerifyChallengeTable;
  verifications: VerificationTable;
  verified_photos: VerifiedPhotoTable;
  feed_snapshots: FeedSnapshotTable;
  feed_impressions: FeedImpressionTable;
  updates: UpdatesTable;
  update_images: UpdateImageTable;
  update_zans: UpdateZanTable;
  comments: CommentTable;
  matches: MatchTable;
  notices: NoticeTable;
  visits: VisitTable;
  notice_settings: NoticeSettingTable;
  pay_orders: PayOrderTable;
  coin_ledger: CoinLedgerTable;
  user_identities: UserIdentityTable;
  alipay_logins: AlipayLoginTable;
  apple_nonces: AppleNonceTable;
  sandbox_trades: SandboxTradeTable;
  sandbox_users: SandboxUserTable;
  sandbox_auth_codes: SandboxAuthCodeTable;
  chat_messages: ChatMessageTable;
  chat_sessions: ChatSessionTable;
  chat_event_seqs: ChatEventSeqTable;
  chat_events: ChatEventTable;
  chat_contacts: ChatContactTable;
  chat_new_conversations: ChatNewConversationTable;
  safety_words: SafetyWordTable;
  money_talk: MoneyTalkTable;
  my_emotes: MyEmoteTable;
  emote_history: EmoteHistoryTable;
  push_subscriptions: PushSubscriptionTable;
  // The operator console.
  operators: OperatorTable;
  console_sessions: ConsoleSessionTable;
  audit_log: AuditLogTable;
  data_exports: DataExportTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type SmsCodeRow = Selectable<SmsCodeTable>;
export type FileRow = Selectable<FileTable>;
