// Every user-written text field and its rule (text.ts): one list, so the limits docs/api.md shows, the server's
// schemas and the forms agree. Later features (updates, comments, messages, reports) add their fields here.
// `refuseReserved` (no phone number or default name anywhere, DESIGN §3) is on every text others or operators
// read but chat messages: a member may give a match their number, and messages from strangers that carry contact
// details are shown with a warning instead (DESIGN §3 "Member safety"). Names have their own, stricter rule
// (looksReserved: the whole name, digits only too), applied by checkProfileUsername.
import { CHAT, FEEDBACK_CONTENT_MAX, PROFILE, REPORT_CONTENT_MAX, SQUARE } from './constants.ts';
import type { TextRule } from './text.ts';

export const TEXT_RULES = {
  username: {
    max: PROFILE.usernameMax,
    min: PROFILE.usernameMin,
    lengthKey: 'validation.usernameLength',
    requiredKey: 'validation.usernameRequired',
  },
  // The form edits it in a text area, so a line break is allowed
  // (docs/decisions/0011-one-rule-for-user-written-text.md).
  signature: { max: PROFILE.signatureMax, lengthKey: 'validation.signatureLength', multiline: true },
  work: { max: PROFILE.workMax, lengthKey: 'validation.workLength' },
  address: { max: PROFILE.addressMax, lengthKey: 'validation.addressLength' },
  email: { max: PROFILE.emailMax, lengthKey: 'validation.emailInvalid' },
  feedbackContent: {
    max: FEEDBACK_CONTENT_MAX,
    lengthKey: 'validation.feedbackLength',
    requiredKey: 'validation.feedbackRequired',
    multiline: true,
    refuseReserved: true,
  },
  reportContent: {
    max: REPORT_CONTENT_MAX,
    lengthKey: 'validation.reportLength',
    multiline: true,
    refuseReserved: true,
  },
  // The square: an update may be images only, so its text is not required (-2503 when both are missing).
  updatesContent: {
    max: SQUARE.updatesContentMax,
    lengthKey: 'validation.updatesLength',
    multiline: true,
    refuseReserved: true,
  },
  commentContent: {
    max: SQUARE.commentContentMax,
    lengthKey: 'validation.commentLength',
    requiredKey: 'validation.commentRequired',
    multiline: true,
    refuseReserved: true,
  },
  // Chat: a message keeps its line breaks; an empty mark name clears it.
  messageContent: {
    max: CHAT.contentMax,
    lengthKey: 'validation.messageLength',
    requiredKey: 'validation.messageRequired',
    multiline: true,
  },
  markName: { max: CHAT.markNameMax, lengthKey: 'validation.markNameLength', refuseReserved: true },
} as const satisfies Record<string, TextRule>;
