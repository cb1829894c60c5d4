// Every user-written text field and its rule (text.ts): one list, so the limits docs/api.md shows, the server's
// schemas and the forms agree. Later features (updates, comments, messages, reports) add their fields here.
import { FEEDBACK_CONTENT_MAX, PROFILE, REPORT_CONTENT_MAX } from './constants.ts';
import type { TextRule } from './text.ts';

export const TEXT_RULES = {
  username: {
    max: PROFILE.usernameMax,
    min: PROFILE.usernameMin,
    lengthKey: 'validation.usernameLength',
    requiredKey: 'validation.usernameRequired',
  },
  // The form edits it in a text area, so a line break is allowed (docs/decisions.md "Profile").
  signature: { max: PROFILE.signatureMax, lengthKey: 'validation.signatureLength', multiline: true },
  work: { max: PROFILE.workMax, lengthKey: 'validation.workLength' },
  address: { max: PROFILE.addressMax, lengthKey: 'validation.addressLength' },
  email: { max: PROFILE.emailMax, lengthKey: 'validation.emailInvalid' },
  feedbackContent: {
    max: FEEDBACK_CONTENT_MAX,
    lengthKey: 'validation.feedbackLength',
    requiredKey: 'validation.feedbackRequired',
    multiline: true,
  },
  reportContent: { max: REPORT_CONTENT_MAX, lengthKey: 'validation.reportLength', multiline: true },
} as const satisfies Record<string, TextRule>;
