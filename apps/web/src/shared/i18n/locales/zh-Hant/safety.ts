import type { Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, 'other'> = {
  safety: {
    title: '安全中心',
  },
};
