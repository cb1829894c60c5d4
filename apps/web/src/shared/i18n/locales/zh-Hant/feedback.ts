import type { PluralForms, Translation } from '../../types.ts';
import type { feedback as source } from '../zh-Hans/feedback.ts';

export const feedback: Translation<typeof source, PluralForms['zh-Hant']> = {
  feedback: {
    category: '回饋類型',
    content: '回饋內容',
    submit: '送出',
    sending: '送出中…',
    note: '我們會盡快處理每一則回饋。涉及個人資料的請求（例如取得副本、更正或刪除），會在核實身分後 15 個工作天內答覆。',
    privacyLink: '查看隱私權政策',
    mine: '我的回饋',
    total: '共{{count}}則',
    emptyTitle: '還沒有回饋',
    emptyBody: '你送出的回饋會顯示在這裡，方便隨時查看',
    loadFailed: '無法載入我的回饋',
    more: '載入更多',
  },
  feedbackCategory: {
    '1': '功能建議',
    '2': '檢舉使用者',
    '3': '帳號與隱私',
    '4': '儲值與付款',
    '5': '其他',
  },
  feedbackHint: {
    '0': '請描述你遇到的問題或建議，越詳細越能幫助我們盡快處理',
    '1': '你希望我們新增或改善什麼？',
    '2': '請寫明對方的暱稱或ID，以及發生了什麼事',
    '3': '例如：取得個人資料副本、更正或刪除資料、帳號申訴',
    '4': '請寫明儲值時間、金額和遇到的問題',
    '5': '說說你的問題或想法',
  },
};
