import type { Translation } from '../../types.ts';
import type { screens as source } from '../zh-Hans/screens.ts';

export const screens: Translation<typeof source> = {
  home: {
    heading: 'Recomendados de hoy',
    search: 'Buscar',
    settings: 'Ajustes',
    emptyTitle: 'Aquí aparecerán personas para conocer',
    emptyBody: 'Estamos buscando personas afines a ti. Mientras tanto, mira lo que comparten en la plaza',
    emptyAction: 'Ir a la plaza',
  },
  square: {
    heading: 'Plaza',
    compose: 'Nueva publicación',
    emptyTitle: 'Todavía no hay publicaciones en la plaza',
    emptyBody: 'Aquí aparecerán los momentos que comparte la gente. Sé el primero en publicar',
    emptyAction: 'Publicar',
  },
  message: {
    heading: 'Mensajes',
    emptyTitle: 'Aún no hay mensajes',
    emptyBody: 'Tus conversaciones aparecerán aquí. Ve a conocer gente nueva',
    emptyAction: 'Conocer gente',
  },
  search: {
    placeholder: 'Buscar personas o publicaciones',
    cancel: 'Cancelar',
    emptyTitle: 'Buscar personas o publicaciones',
    emptyBody: 'Escribe un nombre o una palabra clave para encontrar personas y publicaciones',
  },
  chat: {
    emptyTitle: 'Aún no hay mensajes aquí',
    emptyBody: 'Tu conversación aparecerá aquí. Elige un chat en tus mensajes para empezar',
    emptyAction: 'Ver mensajes',
  },
  userDetail: {
    emptyTitle: 'Aquí aparecen los perfiles',
    emptyBody: 'Abre a alguien desde tus recomendaciones o la plaza para ver su perfil y sus publicaciones',
    emptyAction: 'Ver recomendaciones',
  },
  updatesComment: {
    emptyTitle: 'Aún no hay comentarios',
    emptyBody: 'Los comentarios de esta publicación aparecerán aquí. Sé el primero en comentar',
    emptyAction: 'Volver a la plaza',
  },
  block: {
    emptyTitle: 'Tu lista negra está vacía',
    emptyBody: 'Las personas que bloquees aparecerán aquí. No podrán enviarte mensajes',
    emptyAction: 'Volver',
  },
  nosee: {
    emptyTitle: 'Esta lista está vacía',
    emptyBody: 'Aquí aparecerán las personas cuyas publicaciones decidiste no ver',
    emptyAction: 'Volver',
  },
  log: {
    emptyTitle: 'Aún no hay registros',
    emptyBody: 'El registro de actividad de la aplicación aparecerá aquí para ayudar a resolver problemas',
    emptyAction: 'Volver',
  },
  localFile: {
    emptyTitle: 'No hay archivos locales',
    emptyBody: 'Las imágenes y archivos guardados en este dispositivo aparecerán aquí',
    emptyAction: 'Volver',
  },
  rechargeRecords: {
    emptyTitle: 'No hay recargas',
    emptyBody: 'Tus pedidos de recarga y su estado de pago aparecerán aquí',
    emptyAction: 'Volver a Yo',
  },
  myWrite: {
    emptyTitle: 'Publicar llegará pronto',
    emptyBody: 'Pronto podrás escribir cómo te sientes, añadir imágenes y compartirlo en la plaza',
    emptyAction: 'Ver la plaza',
  },
};
