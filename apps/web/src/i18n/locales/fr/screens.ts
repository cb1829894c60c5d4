import type { Translation } from '../../types.ts';
import type { screens as source } from '../zh-Hans/screens.ts';

export const screens: Translation<typeof source> = {
  home: {
    heading: 'Sélection du jour',
    search: 'Rechercher',
    settings: 'Paramètres',
    emptyTitle: 'Les personnes à rencontrer apparaîtront ici',
    emptyBody: 'Nous cherchons des personnes qui vous correspondent. En attendant, découvrez ce que partage la place',
    emptyAction: 'Aller sur la place',
  },
  square: {
    heading: 'Place',
    compose: 'Nouvelle publication',
    emptyTitle: 'Aucune publication sur la place',
    emptyBody: 'Les moments partagés par chacun apparaîtront ici. Publiez le premier',
    emptyAction: 'Publier',
  },
  message: {
    heading: 'Messages',
    emptyTitle: 'Aucun message pour l’instant',
    emptyBody: 'Vos discussions apparaîtront ici. Allez faire de nouvelles rencontres',
    emptyAction: 'Faire des rencontres',
  },
  search: {
    placeholder: 'Rechercher des personnes ou des publications',
    cancel: 'Annuler',
    emptyTitle: 'Rechercher des personnes ou des publications',
    emptyBody: 'Saisissez un nom ou un mot-clé pour trouver des personnes et des publications',
  },
  chat: {
    emptyTitle: 'Aucun message ici',
    emptyBody: 'Votre discussion apparaîtra ici. Choisissez une conversation dans vos messages pour commencer',
    emptyAction: 'Voir les messages',
  },
  userDetail: {
    emptyTitle: 'Les profils apparaissent ici',
    emptyBody: 'Ouvrez une personne depuis vos rencontres ou la place pour voir son profil et ses publications',
    emptyAction: 'Voir les rencontres',
  },
  updatesComment: {
    emptyTitle: 'Aucun commentaire',
    emptyBody: 'Les commentaires de cette publication apparaîtront ici. Soyez le premier à commenter',
    emptyAction: 'Retour à la place',
  },
  block: {
    emptyTitle: 'Votre liste noire est vide',
    emptyBody: 'Les personnes que vous bloquez apparaîtront ici. Elles ne peuvent plus vous écrire',
    emptyAction: 'Retour',
  },
  nosee: {
    emptyTitle: 'Cette liste est vide',
    emptyBody: 'Les personnes dont vous ne voulez plus voir les publications apparaîtront ici',
    emptyAction: 'Retour',
  },
  log: {
    emptyTitle: 'Aucun journal',
    emptyBody: 'Le journal d’activité de l’application apparaîtra ici pour aider à résoudre les problèmes',
    emptyAction: 'Retour',
  },
  localFile: {
    emptyTitle: 'Aucun fichier local',
    emptyBody: 'Les images et fichiers enregistrés sur cet appareil apparaîtront ici',
    emptyAction: 'Retour',
  },
  rechargeRecords: {
    emptyTitle: 'Aucune recharge',
    emptyBody: 'Vos commandes de recharge et leur état de paiement apparaîtront ici',
    emptyAction: 'Retour à Moi',
  },
  myWrite: {
    emptyTitle: 'La publication arrive bientôt',
    emptyBody: 'Bientôt, vous pourrez écrire ce que vous ressentez, ajouter des images et le partager sur la place',
    emptyAction: 'Visiter la place',
  },
};
