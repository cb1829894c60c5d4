// The report sheet's rules as plain functions (report-form.test.ts): which reasons exist, when it may be sent,
// and the body of addReport (DESIGN §3 "Reports").
import { REPORT_IMAGES_MAX, type REPORT_REASONS, REPORT_TARGET } from '@kk/contract';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportDraft {
  reason: ReportReason | null;
  content: string;
  /** Uploaded files' ids, in the order they were picked. */
  fileIds: readonly string[];
  uploading: boolean;
}

/** Why the draft cannot be sent yet (a catalogue key of the report group), or null when it can. */
export function reportBlocker(draft: ReportDraft): 'pickReason' | 'uploading' | null {
  if (draft.reason === null) return 'pickReason';
  if (draft.uploading) return 'uploading';
  return null;
}

/** What a report is about: a person (the default), an update, a comment or a message. */
export type ReportTargetType = (typeof REPORT_TARGET)['user' | 'updates' | 'comment' | 'message'];

/**
 * addReport's body: empty text and an empty image list are left out; never more than REPORT_IMAGES_MAX images.
 * A message is named by its `message_id` (a string), everything else by its number.
 */
export function reportBody(
  targetId: number | string,
  draft: ReportDraft & { reason: ReportReason },
  targetType: ReportTargetType = REPORT_TARGET.user,
) {
  const content = draft.content.trim();
  const images = draft.fileIds.slice(0, REPORT_IMAGES_MAX);
  return {
    target_type: targetType,
    target_id: targetId,
    reason: draft.reason,
    ...(content ? { content } : {}),
    ...(images.length > 0 ? { images } : {}),
  };
}

/** How many more screenshots may be picked. */
export function imagesLeft(picked: number): number {
  return Math.max(0, REPORT_IMAGES_MAX - picked);
}
