// The feedback form's rules, the contract's own (docs/decisions/0042-feedback.md): a type from FEEDBACK_CATEGORIES,
// then content that is not blank and at most FEEDBACK_CONTENT_MAX characters once trimmed, counted by code
// point as the server counts (`[...text].length`: an emoji or a CJK character is one). Checked in reading
// order, with the same message keys the server answers.
import { checkText, FEEDBACK_CATEGORIES, FEEDBACK_CONTENT_MAX, type MessageKey, TEXT_RULES } from '@kk/contract';

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export interface FeedbackDraft {
  /** null until the user picks a type: none is preselected. */
  category: FeedbackCategory | null;
  content: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { category: null, content: '' };

/** Which part of the form a problem is about, to point at it. */
export const FEEDBACK_FIELD = { category: 'category', content: 'content' } as const;
export type FeedbackField = (typeof FEEDBACK_FIELD)[keyof typeof FEEDBACK_FIELD];

export interface FeedbackProblem {
  field: FeedbackField;
  key: MessageKey;
}

/** Characters as the server counts them: code points, so an emoji or a CJK character is one. */
export function textLength(text: string): number {
  return [...text].length;
}

export function isFeedbackCategory(value: unknown): value is FeedbackCategory {
  return (FEEDBACK_CATEGORIES as readonly unknown[]).includes(value);
}

/** The first problem in reading order (type, then content), or null when the draft can be sent. */
export function feedbackProblem(draft: FeedbackDraft): FeedbackProblem | null {
  if (!isFeedbackCategory(draft.category)) {
    return { field: FEEDBACK_FIELD.category, key: 'validation.feedbackCategory' };
  }
  // The contract's text rule, as the server applies it: required, length, no control or invisible characters.
  const key = checkText(draft.content, TEXT_RULES.feedbackContent);
  return key ? { field: FEEDBACK_FIELD.content, key } : null;
}

/**
 * The counter under the text box: what is typed so far, and whether it is over the limit. Nothing stops the
 * typing at the limit (a long paste is not cut silently); the counter turns red and sending says why.
 */
export function contentCount(content: string): { count: number; max: number; over: boolean } {
  const count = textLength(content);
  return { count, max: FEEDBACK_CONTENT_MAX, over: count > FEEDBACK_CONTENT_MAX };
}

/** The body of `addFeedback` for a draft that passed `feedbackProblem`: the content trimmed, as the server keeps it. */
export function feedbackRequest(draft: FeedbackDraft): { category: number; content: string } {
  return { category: draft.category ?? 0, content: draft.content.trim() };
}

/**
 * `?category=` of the page, so that another screen can open it on a type (a "report" link on a profile
 * opens it on 2); anything else chooses nothing.
 */
export function categoryParam(search: URLSearchParams): FeedbackCategory | null {
  const raw = search.get('category');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return isFeedbackCategory(value) ? value : null;
}

const OTHER: FeedbackCategory = 5;

/** A list item's type as one of the known ones; anything unknown shows as "other". */
export function knownCategory(value: number): FeedbackCategory {
  return isFeedbackCategory(value) ? value : OTHER;
}
