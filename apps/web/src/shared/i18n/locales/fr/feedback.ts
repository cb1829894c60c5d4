import type { PluralForms, Translation } from '../../types.ts';
import type { feedback as source } from '../zh-Hans/feedback.ts';

export const feedback: Translation<typeof source, PluralForms['fr']> = {
  feedback: {
    category: 'Type de retour',
    content: 'Votre message',
    submit: 'Envoyer',
    sending: 'Envoi…',
    note: 'Nous traitons chaque message dans les meilleurs délais. Les demandes concernant vos données personnelles (copie, rectification ou suppression) reçoivent une réponse sous 15 jours ouvrables après vérification de votre identité.',
    privacyLink: 'Lire la politique de confidentialité',
    mine: 'Mes retours',
    total: '{{count}} au total',
    emptyTitle: 'Aucun retour pour l’instant',
    emptyBody: 'Les messages que vous envoyez apparaîtront ici, pour les retrouver à tout moment',
    loadFailed: 'Impossible de charger vos retours',
    more: 'Charger plus',
  },
  feedbackCategory: {
    '1': 'Suggestion',
    '2': 'Signaler un utilisateur',
    '3': 'Compte et confidentialité',
    '4': 'Recharge et paiement',
    '5': 'Autre',
  },
  feedbackHint: {
    '0': 'Décrivez votre problème ou votre suggestion ; plus c’est précis, plus vite nous pourrons vous aider',
    '1': 'Que souhaitez-vous que nous ajoutions ou améliorions ?',
    '2': 'Indiquez le pseudo ou l’ID de la personne et ce qui s’est passé',
    '3': 'Par exemple : une copie de vos données personnelles, une rectification ou une suppression, une contestation concernant votre compte',
    '4': 'Indiquez la date et le montant de la recharge et le problème rencontré',
    '5': 'Parlez-nous de votre question ou de votre idée',
  },
};
