import type { PluralForms, Translation } from '../../types.ts';
import type { verify as source } from '../zh-Hans/verify.ts';

export const verify: Translation<typeof source, PluralForms['es']> = {
  verify: {
    title: 'Verificación de foto',
  },
};
