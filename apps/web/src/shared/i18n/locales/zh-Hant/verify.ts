import type { Translation } from '../../types.ts';
import type { verify as source } from '../zh-Hans/verify.ts';

export const verify: Translation<typeof source, 'other'> = {
  verify: {
    title: '照片認證',
  },
};
