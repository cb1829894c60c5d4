import type { PluralForms, Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, PluralForms['en']> = {
  safety: {
    title: 'Safety',
  },
};
