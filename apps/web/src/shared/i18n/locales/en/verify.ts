import type { PluralForms, Translation } from '../../types.ts';
import type { verify as source } from '../zh-Hans/verify.ts';

export const verify: Translation<typeof source, PluralForms['en']> = {
  verify: {
    title: 'Photo verification',
  },
};
