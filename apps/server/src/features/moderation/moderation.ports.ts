// What moderation needs of the features it acts on, as the wiring (wiring/moderation.ts) passes their services in:
// it reads content to keep a copy, removes it for everyone, and records what operators do in the audit log.
import type { AuditAction, AuditEntry, PublicUser, UserPhoto } from '@kk/contract';
import type { UserRow } from '../../platform/db/schema.ts';
import type { ModerationNoticeInput } from '../notice/notice.service.ts';
import type { ReportRow } from '../report/report.service.ts';
import type { Sanctions } from '../user/user.service.ts';

/** The audit log (features/audit): every action, removal, dismissal and look, inside the caller's transaction. */
export interface AuditRecorder {
  record(entry: {
    operatorId: number;
    action: AuditAction;
    userId?: number;
    reportId?: number;
    reason?: string;
    detail?: string;
  }): Promise<number>;
  /** A member's entries, newest first. */
  forMember(userId: number, limit?: number): Promise<AuditEntry[]>;
}

export interface MemberAccess {
  row(userId: number): Promise<UserRow | undefined>;
  isGone(userId: number): Promise<boolean>;
  publicProfile(userId: number): Promise<PublicUser>;
  lock(userId: number): Promise<void>;
  setSanctions(userId: number, changes: Sanctions): Promise<void>;
  resetText(userId: number, field: 'signature' | 'username'): Promise<void>;
}

export interface SessionEnder {
  revokeAll(userId: number, code?: number): Promise<void>;
}

export interface ModerationNotices {
  moderation(userId: number, input: ModerationNoticeInput): Promise<void>;
  takeAppeal(
    userId: number,
    id: number,
  ): Promise<{
    id: number;
    action: ModerationNoticeInput['action'];
    reason: string;
    until: number;
    targetType: number;
    targetKey: string;
  }>;
  answerAppeal(noticeId: number, answer: 'accepted' | 'rejected'): Promise<boolean>;
}

export interface CaseReports {
  ofCase(caseId: number): Promise<ReportRow[]>;
  reasonsOf(caseIds: readonly number[]): Promise<Map<number, number[]>>;
  casesBy(reporterId: number): Promise<number[]>;
  closeCase(caseId: number): Promise<void>;
}

/** A chat message as stored (chat_messages). */
export interface StoredMessage {
  id: number;
  message_id: string;
  from_user_id: number;
  to_user_id: number;
  type: string;
  content: string;
  images: string;
  create_time: number;
  revoke_time: number;
}

/** The content features, for a copy of what is reported and for removing it. */
export interface ContentAccess {
  updates: {
    snapshot(id: number): Promise<{ user_id: number; content: string; keys: string[]; create_time: number } | null>;
    delete(userId: number, id: number): Promise<void>;
  };
  comments: {
    snapshot(id: number): Promise<{ user_id: number; content: string; create_time: number } | null>;
    delete(userId: number, id: number): Promise<void>;
  };
  chat: {
    around(messageId: string, count: number): Promise<{ row: StoredMessage; rows: StoredMessage[] } | null>;
    remove(messageId: string): Promise<{ from_user_id: number }>;
  };
  photos: {
    list(viewerId: number, userId: number): Promise<{ list: UserPhoto[] }>;
    ownerOf(photoId: number): Promise<number>;
    delete(userId: number, photoId: number): Promise<void>;
  };
  avatars: { useSystem(userId: number): Promise<void> };
  /** A file's storage key by its id (a report's screenshots). */
  files: { byId(fileId: string): Promise<{ storage_key: string } | undefined> };
}
