import type { Translation } from '../../types.ts';
import type { me as source } from '../zh-Hans/me.ts';

export const me: Translation<typeof source> = {
  me: {
    avatar: "{{name}}'s avatar",
    noPhone: 'No phone number linked',
    editProfile: 'Edit profile',
    settings: 'Settings',
    blockList: 'Blacklist management',
    noSeeList: 'Do not see their posts',
    rechargeRecords: 'Recharge records',
    myUpdates: 'New post',
    logout: 'Log out',
    logoutConfirmTitle: 'Log out now?',
    logoutConfirmBody: 'You will need to log in again to read your messages',
    logoutConfirm: 'Log out',
    wechatLogout: 'You cannot log out inside a mini program or the WeChat browser',
  },
  settings: {
    general: 'General',
    language: 'Language',
    chooseLanguage: 'Choose a language',
    version: 'Version',
    versionValue: 'v{{version}}',
    versionLoading: 'Checking…',
    account: 'Account',
    legal: 'About',
    agreement: 'Service agreement',
    privacy: 'Privacy policy',
  },
  languages: {
    'zh-Hans': '简体中文',
    en: 'English',
    fr: 'Français',
    es: 'Español',
    'zh-Hant': '繁體中文',
  },
};
