import type { PluralForms, Translation } from '../../types.ts';
import type { verify as source } from '../zh-Hans/verify.ts';

export const verify: Translation<typeof source, PluralForms['fr']> = {
  verify: {
    title: 'Vérification photo',
  },
};
