import type { PluralForms, Translation } from '../../types.ts';
import type { feedback as source } from '../zh-Hans/feedback.ts';

export const feedback: Translation<typeof source, PluralForms['es']> = {
  feedback: {
    category: 'Tipo de comentario',
    content: 'Tu comentario',
    submit: 'Enviar',
    sending: 'Enviando…',
    note: 'Atendemos cada comentario lo antes posible. Las solicitudes sobre tus datos personales (copia, corrección o eliminación) se responden en un plazo de 15 días hábiles tras verificar tu identidad.',
    privacyLink: 'Consulta la política de privacidad',
    mine: 'Mis comentarios',
    total: '{{count}} en total',
    emptyTitle: 'Aún no has enviado comentarios',
    emptyBody: 'Lo que envíes aparecerá aquí para que puedas consultarlo cuando quieras',
    loadFailed: 'No se pudieron cargar tus comentarios',
    more: 'Cargar más',
  },
  feedbackCategory: {
    '1': 'Sugerencia',
    '2': 'Denunciar a un usuario',
    '3': 'Cuenta y privacidad',
    '4': 'Recargas y pagos',
    '5': 'Otro',
  },
  feedbackHint: {
    '0': 'Describe el problema o la sugerencia; cuanto más detalle, antes podremos ayudarte',
    '1': '¿Qué te gustaría que añadiéramos o mejoráramos?',
    '2': 'Indica el apodo o el ID de la persona y qué ocurrió',
    '3': 'Por ejemplo: una copia de tus datos personales, una corrección o eliminación, o una reclamación sobre tu cuenta',
    '4': 'Indica la fecha y el importe de la recarga y qué salió mal',
    '5': 'Cuéntanos tu pregunta o idea',
  },
};
