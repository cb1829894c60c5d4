// The tables, as Kysely sees them. Times are milliseconds since the epoch (bigint columns).
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
  /** Times shown in someone's feed on `feed_impressions_day` (days since the epoch, China time): docs/feed.md. */
  feed_impressions: Generated<number>;
  feed_impressions_day: Generated<number>;
  create_time: number;
  update_time: number;
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
  /** 0 open, 1 handled (the operator's tools, docs/operations.md). */
  status: Generated<number>;
  create_time: number;
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

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  sms_codes: SmsCodeTable;
  files: FileTable;
  user_photos: UserPhotoTable;
  feedback: FeedbackTable;
  user_relations: UserRelationTable;
  reports: ReportTable;
  feed_snapshots: FeedSnapshotTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type SmsCodeRow = Selectable<SmsCodeTable>;
export type FileRow = Selectable<FileTable>;
