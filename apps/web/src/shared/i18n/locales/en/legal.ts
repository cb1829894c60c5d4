import type { PluralForms, Translation } from '../../types.ts';
import type { legal as source } from '../zh-Hans/legal.ts';

export const legal: Translation<typeof source, PluralForms['en']> = {
  legal: {
    effectiveDate: 'Effective date: {{date}}',
    loadFailed: 'Could not load this page',
    loadFailedBody: 'Check your connection and try again',
  },
};
