import type { PluralForms, Translation } from '../../types.ts';
import type { legal as source } from '../zh-Hans/legal.ts';

export const legal: Translation<typeof source, PluralForms['zh-Hant']> = {
  legal: {
    effectiveDate: '生效日期：{{date}}',
    loadFailed: '內容載入失敗',
    loadFailedBody: '請檢查網路後再試一次',
  },
};
