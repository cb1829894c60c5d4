import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Politique de confidentialité',
  effectiveDate: '2026-11-27',
  preamble: [
    'Bienvenue sur ce service, une application de rencontre et de réseau social réservée aux adultes, qui propose un fil de rencontres, une place pour publier des actualités, une messagerie en tête-à-tête, le verrou kk, ainsi que la recharge de pièces et l’abonnement VIP. L’exploitant de ce service (« nous ») sait combien vos informations personnelles comptent pour vous et les traite de manière licite, loyale, limitée au nécessaire et de bonne foi, conformément à la loi de la République populaire de Chine sur la protection des informations personnelles et aux autres lois et règlements applicables.',
    'La présente politique explique quelles informations nous collectons, pourquoi, comment nous les utilisons et les protégeons, ce que les autres utilisateurs peuvent voir et quels sont vos droits. Veuillez la lire attentivement avant d’utiliser le service, en particulier les passages sur ce que voient les autres utilisateurs, la durée de conservation des informations et la suppression du compte.',
    'En cochant votre accord au Contrat de service et à la présente politique sur la page de connexion, puis en vous connectant, vous confirmez avoir lu et accepté la présente politique. Si vous ne l’acceptez pas, veuillez ne pas utiliser le service.',
  ],
  sections: [
    {
      heading: 'Champ d’application',
      paragraphs: [
        'La présente politique s’applique à la version web et aux applications mobiles du service, ainsi qu’à toutes ses fonctions : fil de rencontres, recherche, profils, place, commentaires, mentions « j’aime », messagerie, émoticônes, suivre, épingler, bloquer, « masquer ses actualités », verrou kk, recharge et VIP, et gestion du compte.',
        'Le service est fourni et exploité par l’exploitant de ce service, qui est le responsable du traitement de vos informations personnelles. La présente politique ne couvre pas les services que des tiers vous fournissent pour leur propre compte, comme le service de paiement d’Alipay ; ceux-ci relèvent de leurs propres politiques de confidentialité.',
      ],
    },
    {
      heading: 'Informations de compte et de connexion',
      paragraphs: [
        'Numéro de téléphone : votre numéro de téléphone mobile est nécessaire pour vous inscrire et vous connecter. Nous l’utilisons pour identifier votre compte, vous envoyer par SMS les codes de vérification nécessaires pour vous connecter, réinitialiser votre mot de passe et supprimer votre compte, et pour empêcher l’utilisation abusive d’un même numéro. Votre numéro n’est jamais montré aux autres utilisateurs ; même sur votre propre page de compte, il n’apparaît que masqué (par exemple 138****0000).',
        'Mot de passe : si vous définissez un mot de passe, nous ne conservons qu’une empreinte scrypt salée, jamais le mot de passe lui-même. Personne, pas même notre personnel, ne peut retrouver votre mot de passe à partir de cette empreinte.',
        'Codes de vérification par SMS : un code se compose de six chiffres aléatoires, et nous n’en conservons qu’une empreinte calculée avec une clé secrète, jamais le code lui-même. Chaque code ne sert qu’à l’usage prévu (connexion, réinitialisation du mot de passe ou suppression du compte) et une seule fois ; il est valable 10 minutes et devient inutilisable après 5 essais erronés. Pour prévenir les abus, nous comptons les envois et limitons leur fréquence pour un même numéro et une même adresse réseau.',
        'Jeton de connexion : lorsque vous vous connectez, nous remettons à votre appareil un jeton de connexion généré aléatoirement, dont le serveur ne conserve que l’empreinte. Un jeton expire au bout de 30 jours et cesse immédiatement de fonctionner lorsque vous vous déconnectez, réinitialisez votre mot de passe ou supprimez votre compte.',
        'Connexion via un tiers : si vous vous connectez avec Alipay ou Apple dans l’application mobile, nous recevons de cette plateforme l’identifiant d’utilisateur nécessaire pour reconnaître votre compte. Nous ne recevons ni votre mot de passe ni vos informations de paiement sur cette plateforme.',
      ],
    },
    {
      heading: 'Informations de profil et images',
      paragraphs: [
        'Pour permettre aux autres utilisateurs de mieux vous connaître et vous proposer des personnes qui vous correspondent, vous pouvez choisir de renseigner : nom d’utilisateur, genre, date de naissance, taille, poids, situation matrimoniale, province, ville et district, profession, tranche de revenus, adresse e-mail et signature. Aucune de ces informations n’est requise pour l’inscription, et vous pouvez les modifier ou les effacer à tout moment dans les réglages de votre profil. La situation matrimoniale, la tranche de revenus et les informations de ce type touchent à votre vie privée : ne renseignez que ce que vous acceptez de faire connaître.',
        'Nous utilisons votre genre, votre date de naissance (pour calculer votre âge) et votre région pour vous proposer des personnes à rencontrer et permettre de filtrer par âge, genre, province et ville. Le nom d’utilisateur par défaut d’un nouveau compte est généré au hasard et n’est jamais tiré de votre numéro de téléphone.',
        'Vous pouvez envoyer des photos, un avatar et une image de fond de profil, envoyer des images dans les conversations et ajouter vos propres émoticônes. Avant l’enregistrement de toute image envoyée, nous en supprimons les métadonnées, y compris les données EXIF et la position GPS, de sorte que le fichier ne révèle ni le lieu ni l’appareil de prise de vue. Ce que montre l’image elle-même (par exemple un domicile reconnaissable, une plaque d’immatriculation ou une pièce d’identité) reste visible : choisissez donc vos images avec soin.',
      ],
    },
    {
      heading: 'Vos publications, vos conversations et vos relations',
      paragraphs: [
        'Actualités et commentaires : les actualités (textes et images), commentaires et mentions « j’aime » que vous publiez sur la place sont enregistrés et montrés aux autres utilisateurs afin que la place, les commentaires et la recherche fonctionnent. Vous pouvez supprimer vos actualités et vos commentaires à tout moment.',
        'Messagerie : pour assurer la messagerie instantanée en tête-à-tête, nous enregistrons les messages et images que vous envoyez et recevez, leur heure et l’état de lecture de chaque conversation, afin de synchroniser les messages entre vos appareils, de vous remettre les messages manqués après une reconnexion et d’afficher le nombre de messages non lus. Le contenu des conversations n’est visible que par vous et votre interlocuteur. Vous pouvez retirer un message dans les 2 minutes qui suivent son envoi.',
        'Relations : nous enregistrons les utilisateurs que vous suivez, aimez, épinglez, bloquez ou dont vous masquez les actualités, ainsi que les noms personnalisés que vous donnez à vos interlocuteurs, pour que ces fonctions marchent ; par exemple, nous cessons de vous montrer les actualités des utilisateurs masqués et refusons les messages des utilisateurs bloqués. Les épinglages, blocages, personnes masquées et noms personnalisés ne sont connus que de vous ; les abonnements et les mentions « j’aime » peuvent être vus par la personne concernée (par exemple, les membres VIP peuvent voir « Qui m’a aimé »).',
        'Verrou kk : nous enregistrons les demandes de verrou que vous envoyez, acceptez, refusez ou annulez, ainsi que l’état actuel de votre verrou (votre partenaire et les heures de début et de fin), afin de former et de rompre les verrous, de vous retirer du fil de rencontres pendant un verrou et d’empêcher les autres utilisateurs d’engager de nouvelles conversations avec vous pendant ce temps.',
        'Nous n’utilisons pas vos conversations à des fins publicitaires. Nous ne consultons un contenu précis que dans la mesure nécessaire pour traiter un signalement, prévenir une escroquerie ou un harcèlement, ou respecter une obligation légale.',
      ],
    },
    {
      heading: 'Informations de paiement',
      paragraphs: [
        'Lorsque vous rechargez des pièces, nous créons une commande de paiement et enregistrons son numéro, son montant, la formule achetée, son statut, le numéro de transaction Alipay et les horodatages correspondants. Nous nous en servons pour créditer les pièces sur votre compte, afficher vos commandes dans l’historique de vos recharges, et pour le rapprochement comptable et le service après-vente. Nous conservons aussi la trace des pièces que vous dépensez en jours VIP.',
        'Les paiements sont effectués via Alipay. Votre numéro de carte bancaire, votre compte bancaire, votre mot de passe de paiement et vos autres informations de paiement sont traités directement par Alipay ; nous ne les collectons ni ne les conservons. Une commande ne prend effet que lorsque la notification de paiement d’Alipay a passé la vérification de signature.',
      ],
    },
    {
      heading: 'Informations réseau, appareil et journaux',
      paragraphs: [
        'Région approximative : lorsque vous renseignez votre région, nous pouvons déduire de votre adresse IP actuelle une province et une ville approximatives afin de pré-remplir le champ pour vous. Le résultat ne va pas au-delà de la ville, et il n’entre dans votre profil que si vous le confirmez et l’enregistrez. Nous n’obtenons jamais la position précise (GPS) de votre appareil.',
        'Journaux du service : pour assurer la sécurité du service et corriger les pannes, le serveur conserve les journaux de requêtes nécessaires, comme l’heure d’une requête, la fonction demandée et le résultat. Les journaux ne contiennent jamais de jetons de connexion, de codes de vérification ni de mots de passe, ni le contenu des requêtes ou de vos conversations. À des fins de sécurité, comme limiter la fréquence d’envoi des codes et repousser les attaques, nous utilisons aussi votre adresse réseau pendant une courte durée.',
        'Identifiant de notification : si vous activez les notifications de messages dans une application mobile qui les prend en charge, nous enregistrons l’identifiant de notification de cet appareil et ne l’utilisons que pour vous avertir de nouveaux messages. Vous pouvez désactiver les notifications dans les réglages du système, et nous cessons d’utiliser cet identifiant dès que vous vous déconnectez ou supprimez votre compte.',
      ],
    },
    {
      heading: 'Ce que voient les autres utilisateurs',
      paragraphs: [
        'Les autres utilisateurs peuvent voir : votre nom d’utilisateur, votre avatar, votre âge calculé d’après votre date de naissance, votre province et votre ville, votre signature et les informations que vous avez choisi de renseigner, comme la taille, le poids, la situation matrimoniale, la profession et la tranche de revenus ; les photos et l’image de fond que vous avez envoyées ; ainsi que les actualités, commentaires et mentions « j’aime » que vous publiez sur la place.',
        'Les autres utilisateurs ne peuvent jamais voir : votre numéro de téléphone, votre mot de passe, vos jetons de connexion, votre date de naissance exacte, votre adresse e-mail, votre district et votre adresse détaillée, ni aucune position précise. Ils ne peuvent pas non plus vous trouver en recherchant votre numéro de téléphone.',
        'Les utilisateurs que vous avez bloqués ne peuvent pas vous envoyer de messages. Pendant un verrou kk, vous n’apparaissez pas dans le fil de rencontres et les autres utilisateurs ne peuvent pas engager de nouvelle conversation avec vous.',
      ],
    },
    {
      heading: 'Prestataires, partage et communication',
      paragraphs: [
        'Nous ne vendons pas vos informations personnelles et ne les transmettons à aucun tiers à des fins publicitaires. Des tiers ne reçoivent les informations dont ils ont besoin que dans les cas suivants :',
        'SMS : nous utilisons le service SMS d’Alibaba Cloud pour envoyer les codes de vérification et lui transmettons à cet effet votre numéro de téléphone et le texte du message.',
        'Paiement : lorsque vous rechargez, nous transmettons à Alipay le numéro de commande, le montant et la description de l’article, et Alipay nous renvoie le résultat du paiement et le numéro de transaction. Ce que vous fournissez à Alipay relève de la politique de confidentialité d’Alipay.',
        'Nous exigeons de ces prestataires qu’ils ne traitent les informations qu’à ces fins et dans la mesure nécessaire, et qu’ils les protègent par des mesures de sécurité appropriées.',
        'Communication imposée par la loi : nous pouvons communiquer des informations dans la mesure nécessaire lorsque la loi ou la réglementation l’exige, ou lorsque des autorités judiciaires ou administratives le demandent légalement. Lorsque cela est réellement nécessaire pour protéger la vie, la santé ou les biens de vous-même, d’autres utilisateurs ou du public, nous traitons également les informations dans le respect de la loi.',
        'Si des informations personnelles doivent être transférées à la suite d’une fusion, d’une scission, d’une dissolution, d’une faillite ou d’un événement similaire, nous vous communiquerons le nom et les coordonnées du destinataire et exigerons de lui qu’il continue de respecter les obligations de la présente politique.',
      ],
    },
    {
      heading: 'Lieu et durée de conservation',
      paragraphs: [
        'Vos informations personnelles sont stockées sur les serveurs de l’exploitant de ce service. Nous ne les transférons pas hors du pays, sauf si cela est nécessaire pour fournir un service que vous avez expressément choisi d’utiliser et que nous avons obtenu votre consentement distinct ou rempli les autres conditions prévues par la loi.',
        'Nous ne conservons vos informations personnelles que pendant la durée la plus courte nécessaire à leur finalité : les informations de compte, les informations de profil, les images, les actualités, les commentaires, les conversations et les relations sont conservés jusqu’à ce que vous les supprimiez ou supprimiez votre compte ; les jetons de connexion expirent au bout de 30 jours et cessent immédiatement de fonctionner lorsque vous vous déconnectez, réinitialisez votre mot de passe ou supprimez votre compte ; les codes de vérification par SMS sont valables 10 minutes ; les journaux du service sont conservés 30 jours au plus ; les enregistrements des commandes de paiement sont conservés aussi longtemps que la loi et la réglementation l’exigent.',
        'Contenus signalés et messages retirés : lorsqu’un message, une publication, un commentaire ou une photo est signalé, et lorsqu’un message est retiré par son auteur, nous en conservons une copie. Ces copies ne sont visibles que par nos modérateurs, pour traiter les signalements, vérifier les manquements aux règles et examiner les recours ; aucun utilisateur, ni vous ni l’autre personne, ne peut les voir dans le service. Chaque copie est conservée 30 jours à compter du signalement ou du retrait, puis supprimée. Lorsque vous supprimez votre compte, tout le reste est supprimé immédiatement ; seules ces copies encore dans leurs 30 jours subsistent jusqu’à leur échéance.',
        'À l’issue de la durée de conservation, nous supprimons les informations ou les anonymisons.',
      ],
    },
    {
      heading: 'Comment nous protégeons vos informations',
      paragraphs: [
        'Nous prenons des mesures techniques et organisationnelles adaptées aux risques : les mots de passe ne sont conservés que sous forme d’empreintes scrypt salées ; les codes de vérification ne sont conservés que sous forme d’empreintes calculées avec une clé secrète, avec des limites de durée de validité, d’utilisation, d’essais et de fréquence d’envoi ; les jetons de connexion sont des valeurs aléatoires d’au moins 128 bits dont le serveur ne garde que l’empreinte ; les journaux n’enregistrent jamais de jetons, de codes ni de mots de passe ; les métadonnées des images envoyées sont supprimées ; le service ne renvoie jamais le numéro de téléphone, l’empreinte du mot de passe, le jeton de connexion, la date de naissance exacte ou la position précise d’un autre utilisateur ; et les résultats de paiement doivent passer la vérification de signature. Nous limitons aussi l’accès de notre personnel aux informations personnelles aux seules personnes qui en ont besoin pour leur travail, et dans la seule mesure nécessaire.',
        'Protégez-vous aussi : ne communiquez jamais votre mot de passe ni vos codes de vérification à qui que ce soit, et ne publiez pas vos coordonnées, votre adresse, vos pièces d’identité ou des informations similaires dans vos actualités publiques ou sur votre profil.',
        'Aucun système connecté à Internet n’est parfaitement sûr. En cas d’incident de sécurité touchant des informations personnelles, nous déclenchons immédiatement notre plan d’intervention comme l’exige la loi, prenons des mesures correctives et vous informons, par une notification dans l’application ou un moyen équivalent, de ce qui s’est passé, de ses conséquences possibles, des mesures que nous avons prises et de ce que vous pouvez faire pour vous protéger.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Accès et copie : vous pouvez consulter vos informations de profil, vos photos, vos actualités, la liste des personnes que vous suivez, votre liste de blocage, votre liste de personnes masquées et l’historique de vos recharges sur la page « Moi » et dans les réglages de votre profil. Pour obtenir une copie de vos informations personnelles, contactez-nous depuis la page de commentaires des paramètres.',
        'Rectification : vous pouvez modifier à tout moment vos informations de profil, votre avatar, vos photos et votre image de fond dans les réglages de votre profil.',
        'Suppression : vous pouvez supprimer vos propres photos, actualités et commentaires, retirer un message dans les 2 minutes qui suivent son envoi, et annuler à tout moment un abonnement, une mention « j’aime », un blocage ou un masquage.',
        'Suppression du compte : vous pouvez supprimer votre compte dans les paramètres. Une fois la demande confirmée avec le code de vérification par SMS dédié à la suppression envoyé sur votre téléphone, nous supprimons les données de votre compte (notamment les informations de profil, photos, actualités, commentaires, mentions « j’aime », conversations et relations), les fichiers que vous avez envoyés et tous vos jetons de connexion. La suppression est irréversible ; seuls les enregistrements de paiement que la loi nous impose de conserver sont gardés.',
        'Retrait du consentement : vous pouvez retirer votre consentement en effaçant les informations facultatives de votre profil, en supprimant des contenus, en désactivant les notifications, en vous déconnectant ou en supprimant votre compte. Le retrait du consentement n’affecte pas les traitements déjà effectués sur la base de ce consentement.',
        'Explications et réclamations : vous avez le droit de nous demander d’expliquer la présente politique et nos règles de traitement des informations personnelles. Nous vous répondons dans un délai de 15 jours ouvrables à compter de la réception de votre demande et de la vérification de votre identité. Si notre réponse ne vous satisfait pas, ou si vous estimez que notre traitement porte atteinte à vos droits légitimes, vous pouvez aussi déposer une réclamation auprès des autorités compétentes en matière de cyberespace, de télécommunications, de sécurité publique ou de régulation des marchés.',
      ],
    },
    {
      heading: 'Mineurs',
      paragraphs: [
        'Le service est réservé aux adultes de 18 ans et plus, et nous ne le fournissons pas aux mineurs. Si vous avez moins de 18 ans, veuillez ne pas vous inscrire ni utiliser le service.',
        'Si nous découvrons que nous avons collecté des informations personnelles d’un mineur sans le consentement requis, ou si un représentant légal nous le signale, nous cessons de fournir le service à ce compte et supprimons les informations dans les meilleurs délais.',
      ],
    },
    {
      heading: 'Stockage local',
      paragraphs: [
        'La version web du service n’utilise pas de cookies à des fins publicitaires ou de suivi entre sites. Pour vous garder connecté, nous conservons dans le stockage local de votre navigateur votre jeton de connexion, le numéro de téléphone utilisé lors de votre dernière connexion (pour le pré-remplir la fois suivante) et la langue d’interface que vous avez choisie. Ces informations restent sur votre propre appareil.',
        'Votre jeton de connexion est effacé lorsque vous vous déconnectez. Vous pouvez aussi effacer tout le stockage local dans les réglages de votre navigateur ; vous devrez alors vous reconnecter.',
      ],
    },
    {
      heading: 'Modification de la politique et contact',
      paragraphs: [
        'Nous pouvons mettre à jour la présente politique lorsque les fonctions évoluent ou lorsque la loi ou la réglementation l’exige. La politique mise à jour est publiée dans l’application avec sa date d’entrée en vigueur. En cas de modification importante, par exemple un changement des finalités du traitement, des catégories d’informations ou des destinataires, nous vous en informons avant son entrée en vigueur par une notification dans l’application ou un autre moyen bien visible, et nous vous demandons à nouveau votre consentement si nécessaire.',
        'Pour toute question, remarque ou demande concernant la présente politique ou vos informations personnelles, contactez-nous depuis la page de commentaires accessible dans les paramètres de l’application. Nous vous répondons dans un délai de 15 jours ouvrables après vérification de votre identité.',
      ],
    },
  ],
};
