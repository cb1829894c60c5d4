import type { Translation } from '../../types.ts';
import type { me as source } from '../zh-Hans/me.ts';

export const me: Translation<typeof source> = {
  me: {
    avatar: 'Foto de perfil de {{name}}',
    noPhone: 'Sin número de teléfono vinculado',
    editProfile: 'Editar perfil',
    settings: 'Ajustes',
    blockList: 'Lista negra',
    noSeeList: 'No ver sus publicaciones',
    rechargeRecords: 'Historial de recargas',
    myUpdates: 'Nueva publicación',
    logout: 'Cerrar sesión',
    logoutConfirmTitle: '¿Cerrar sesión ahora?',
    logoutConfirmBody: 'Tendrás que volver a iniciar sesión para leer tus mensajes',
    logoutConfirm: 'Cerrar sesión',
    wechatLogout: 'No se puede cerrar sesión en un miniprograma ni en el navegador de WeChat',
  },
  settings: {
    general: 'General',
    language: 'Idioma',
    chooseLanguage: 'Elegir idioma',
    version: 'Versión',
    versionValue: 'v{{version}}',
    versionLoading: 'Comprobando…',
    account: 'Cuenta',
    legal: 'Acerca de',
    agreement: 'Acuerdo de servicio',
    privacy: 'Política de privacidad',
  },
  languages: {
    'zh-Hans': '简体中文',
    en: 'English',
    fr: 'Français',
    es: 'Español',
    'zh-Hant': '繁體中文',
  },
};
