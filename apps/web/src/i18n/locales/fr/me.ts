import type { Translation } from '../../types.ts';
import type { me as source } from '../zh-Hans/me.ts';

export const me: Translation<typeof source> = {
  me: {
    avatar: 'Photo de profil de {{name}}',
    noPhone: 'Aucun numéro associé',
    editProfile: 'Modifier le profil',
    settings: 'Paramètres',
    blockList: 'Liste noire',
    noSeeList: 'Ne plus voir ses publications',
    rechargeRecords: 'Historique des recharges',
    myUpdates: 'Nouvelle publication',
    logout: 'Se déconnecter',
    logoutConfirmTitle: 'Se déconnecter maintenant ?',
    logoutConfirmBody: 'Vous devrez vous reconnecter pour lire vos messages',
    logoutConfirm: 'Se déconnecter',
    wechatLogout: 'Impossible de se déconnecter dans un mini-programme ou le navigateur WeChat',
  },
  settings: {
    general: 'Général',
    language: 'Langue',
    chooseLanguage: 'Choisir la langue',
    version: 'Version',
    versionValue: 'v{{version}}',
    versionLoading: 'Vérification…',
    account: 'Compte',
    legal: 'À propos',
    agreement: 'Contrat de service',
    privacy: 'Politique de confidentialité',
  },
  languages: {
    'zh-Hans': '简体中文',
    en: 'English',
    fr: 'Français',
    es: 'Español',
    'zh-Hant': '繁體中文',
  },
};
