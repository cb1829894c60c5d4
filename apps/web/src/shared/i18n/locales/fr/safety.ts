import type { PluralForms, Translation } from '../../types.ts';
import type { safety as source } from '../zh-Hans/safety.ts';

export const safety: Translation<typeof source, PluralForms['fr']> = {
  safety: {
    title: 'Sécurité',
    intro:
      'Presque tout le monde vient ici pour rencontrer quelqu’un de sincère. Quelques escrocs aussi. Ces conseils vous aident à vous protéger.',
    scamHeading: 'Repérer une arnaque',
    scamMoney:
      'Parler d’argent est un signal d’alerte : un nouveau contact qui demande un prêt, une enveloppe rouge, un virement ou un paiement à sa place. Même si l’histoire est touchante, n’envoyez rien.',
    scamWechat:
      'Pressé de changer d’appli : vous demander d’ajouter son WeChat, son QQ ou une autre appli après quelques messages sert souvent à échapper à nos alertes de sécurité.',
    scamInvest:
      'Placements, USDT, « tuyaux d’initiés », « gains garantis » : une rencontre en ligne qui veut vous faire gagner de l’argent est presque toujours une arnaque sentimentale.',
    scamPhotos: 'Des photos trop parfaites, jamais d’appel vidéo, toujours une raison de ne pas se voir : méfiance.',
    reportHeading: 'Signaler et bloquer',
    reportBody:
      'Touchez « Signaler » sur son profil ou dans la conversation, choisissez un motif et ajoutez des captures ; nous vérifions chaque signalement rapidement. La personne ne sait jamais qui l’a signalée.',
    blockBody:
      'Une fois bloquée, la personne ne peut plus vous écrire ni voir vos publications. Gérez-les dans Moi → Liste noire.',
    verifyHeading: 'Ce que signifie la vérification',
    verifyBody:
      'Les membres au badge vérifié ont pris un selfie dans une pose donnée, que notre équipe a comparé à leur photo de profil. Cela prouve que les photos sont les leurs, pas que la personne est digne de confiance : restez prudent dès qu’il s’agit d’argent.',
    dataHeading: 'Obtenir une copie de vos données',
    dataBody:
      'Vous pouvez télécharger à tout moment une copie de votre profil, vos photos, publications, commentaires, messages, commandes et relations (une fois par jour ; le lien fonctionne 24 heures).',
    dataLink: 'Télécharger mes données',
    emergency:
      'Face à une arnaque ou à une menace pour votre sécurité, appelez la police (110) sans attendre et gardez la conversation.',
    exportTitle: 'Télécharger mes données',
    exportIntro:
      'Nous rassemblons votre profil, vos photos, publications, commentaires, messages (envoyés et reçus), commandes et relations dans un fichier zip. Une fois prêt, le lien fonctionne 24 heures, et seulement connecté à votre compte.',
    exportRequest: 'Demander une copie',
    exportRequestAgain: 'Demander à nouveau',
    exportPending: 'Préparation de votre copie ; cela prend en général une ou deux minutes…',
    exportReady: 'Votre copie est prête',
    exportDownload: 'Télécharger',
    exportDownloading: 'Téléchargement…',
    exportDownloadFailed: 'Le téléchargement a échoué ; réessayez plus tard',
    exportExpires: 'Le lien fonctionne jusqu’au {{time}}',
    exportExpired: 'Votre dernière copie a expiré et a été supprimée',
    exportFailed: 'Votre copie n’a pas pu être préparée ; demandez-la à nouveau',
    exportLoadFailed: 'Chargement impossible',
    exportOncePerDay: 'Une copie par jour',
  },
};
