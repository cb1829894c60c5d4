import type { PluralForms, Translation } from '../../types.ts';
import type { feedback as source } from '../zh-Hans/feedback.ts';

export const feedback: Translation<typeof source, PluralForms['en']> = {
  feedback: {
    category: 'Feedback type',
    content: 'Details',
    submit: 'Send',
    sending: 'Sending…',
    note: 'We handle every message as soon as we can. Requests about your personal information (a copy, a correction or a deletion) are answered within 15 working days once we have verified your identity.',
    privacyLink: 'Read the privacy policy',
    mine: 'My feedback',
    total: '{{count}} in total',
    emptyTitle: 'No feedback yet',
    emptyBody: 'What you send will appear here, so you can look back at it any time',
    loadFailed: 'Could not load your feedback',
    more: 'Load more',
  },
  feedbackCategory: {
    '1': 'Suggestion',
    '2': 'Report a user',
    '3': 'Account and privacy',
    '4': 'Recharge and payment',
    '5': 'Other',
  },
  feedbackHint: {
    '0': 'Tell us about the problem or your idea; the more detail, the sooner we can help',
    '1': 'What would you like us to add or improve?',
    '2': 'Give the user’s nickname or ID and tell us what happened',
    '3': 'For example: a copy of your personal information, a correction or deletion, or an account appeal',
    '4': 'Give the time and amount of the recharge and what went wrong',
    '5': 'Tell us about your question or idea',
  },
};
