import type { PluralForms, Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, PluralForms['es']> = {
  safety: {
    title: 'Seguridad',
    intro:
      'Casi todos vienen aquí a conocer a alguien de verdad. También llegan algunos estafadores. Estos consejos te ayudan a protegerte.',
    scamHeading: 'Cómo detectar una estafa',
    scamMoney:
      'Hablar de dinero es una señal de alarma: un contacto nuevo que pide un préstamo, un sobre rojo, una transferencia o que pagues por él. Por conmovedora que sea la historia, no envíes dinero.',
    scamWechat:
      'Prisa por cambiar de app: pedirte que lo añadas en WeChat, QQ u otra app tras pocos mensajes suele ser una forma de esquivar nuestros avisos de seguridad.',
    scamInvest:
      'Inversiones, USDT, «información privilegiada», «ganancias seguras»: una cita en línea que quiere ayudarte a ganar dinero es casi siempre una estafa romántica.',
    scamPhotos: 'Fotos demasiado perfectas, nunca una videollamada, siempre una excusa para no quedar: ten cuidado.',
    reportHeading: 'Denunciar y bloquear',
    reportBody:
      'Toca «Denunciar» en su perfil o en el chat, elige un motivo y añade capturas; revisamos cada denuncia enseguida. Nunca se le dice quién lo denunció.',
    blockBody: 'Una vez bloqueado, no puede escribirte ni ver tus publicaciones. Gestiónalos en Yo → Lista negra.',
    verifyHeading: 'Qué significa la verificación',
    verifyBody:
      'Los miembros con la insignia de verificado se hicieron un selfie en una pose indicada, que nuestro equipo comparó con su foto de perfil. Significa que las fotos son suyas, no que la persona sea de fiar: ten cuidado si hay dinero de por medio.',
    dataHeading: 'Obtener una copia de tus datos',
    dataBody:
      'Puedes descargar en cualquier momento una copia de tu perfil, fotos, publicaciones, comentarios, mensajes, pedidos y relaciones (una vez al día; el enlace funciona 24 horas).',
    dataLink: 'Descargar mis datos',
    emergency: 'Si sufres una estafa o una amenaza, llama a la policía (110) enseguida y conserva el chat.',
    exportTitle: 'Descargar mis datos',
    exportIntro:
      'Reunimos tu perfil, fotos, publicaciones, comentarios, mensajes (enviados y recibidos), pedidos y relaciones en un archivo zip. Cuando esté listo, el enlace funciona 24 horas y solo con tu sesión iniciada.',
    exportRequest: 'Pedir una copia',
    exportRequestAgain: 'Pedir de nuevo',
    exportPending: 'Preparando tu copia; suele tardar uno o dos minutos…',
    exportReady: 'Tu copia está lista',
    exportDownload: 'Descargar',
    exportDownloading: 'Descargando…',
    exportDownloadFailed: 'La descarga falló; inténtalo más tarde',
    exportExpires: 'El enlace funciona hasta el {{time}}',
    exportExpired: 'Tu última copia caducó y se eliminó',
    exportFailed: 'No se pudo preparar tu copia; pídela de nuevo',
    exportLoadFailed: 'No se pudo cargar',
    exportOncePerDay: 'Puedes pedir una copia al día',
  },
};
