import type { Translation } from '../../types.ts';
import type { me as source } from '../zh-Hans/me.ts';

export const me: Translation<typeof source> = {
  me: {
    avatar: '{{name}}的大頭貼',
    noPhone: '尚未綁定手機號碼',
    editProfile: '編輯個人資料',
    settings: '設定',
    blockList: '黑名單管理',
    noSeeList: '不看他(她)的動態',
    rechargeRecords: '儲值紀錄',
    myUpdates: '發佈動態',
    logout: '登出',
    logoutConfirmTitle: '確定要登出嗎？',
    logoutConfirmBody: '登出後需要重新登入才能查看訊息',
    logoutConfirm: '登出',
    wechatLogout: '小程式或微信瀏覽器中無法登出',
  },
  settings: {
    general: '一般',
    language: '語言',
    chooseLanguage: '選擇語言',
    version: '目前版本',
    versionValue: 'v{{version}}',
    versionLoading: '取得中…',
    account: '帳號',
    legal: '關於',
    agreement: '服務協議',
    privacy: '隱私權政策',
  },
  languages: {
    'zh-Hans': '简体中文',
    en: 'English',
    fr: 'Français',
    es: 'Español',
    'zh-Hant': '繁體中文',
  },
};
