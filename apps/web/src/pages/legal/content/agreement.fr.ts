import type { LegalDocument } from './types.ts';

export const agreement: LegalDocument = {
  title: 'Contrat de service',
  effectiveDate: '2026-11-21',
  preamble: [
    'Bienvenue sur ce service, une application de rencontre et de réseau social réservée aux adultes, qui vous permet de faire de nouvelles connaissances, de publier des actualités sur la place et de discuter en temps réel avec d’autres personnes. Le présent contrat est conclu entre vous et l’exploitant de ce service (« nous ») et régit votre utilisation du service.',
    'Veuillez lire attentivement le présent contrat et la Politique de confidentialité avant d’utiliser le service, en particulier les clauses relatives aux conditions d’accès, aux règles de conduite, aux fonctions payantes, aux exclusions et limitations de responsabilité et au règlement des litiges. Pour toute question sur ce contrat, contactez-nous depuis la page de commentaires accessible dans les paramètres de l’application.',
  ],
  sections: [
    {
      heading: 'Acceptation',
      paragraphs: [
        'La page de connexion comporte une case « J’ai lu et j’accepte le Contrat de service et la Politique de confidentialité », cochée par défaut. Veuillez lire le présent contrat avant de vous connecter. En vous connectant ou en vous inscrivant alors que la case est cochée, vous confirmez avoir lu, compris et accepté l’intégralité du présent contrat. Si vous ne l’acceptez pas, décochez la case et cessez d’utiliser le service.',
        'La Politique de confidentialité fait partie intégrante du présent contrat. Les règles que nous publions dans l’application, telles que les descriptions des fonctions et les informations de paiement, en font également partie.',
      ],
    },
    {
      heading: 'Conditions d’accès',
      paragraphs: [
        'Vous devez avoir au moins 18 ans et disposer de la pleine capacité juridique pour vous inscrire et utiliser le service. En vous inscrivant, vous confirmez remplir ces conditions.',
        'Vous devez vous inscrire avec un numéro de téléphone mobile enregistré à votre nom et que vous utilisez actuellement, et renseigner votre profil de manière sincère. Chaque personne ne peut créer et utiliser qu’un seul compte. Il est interdit de s’inscrire pour le compte d’autrui, de créer des comptes en masse, ou d’acheter, de vendre, de louer ou de prêter un compte.',
        'Si l’un de vos comptes a déjà été banni pour violation du présent contrat, vous ne pouvez pas vous réinscrire sans notre accord.',
      ],
    },
    {
      heading: 'Ce que propose le service',
      paragraphs: [
        'Le service propose actuellement : un fil de rencontres (avec des filtres par âge, genre, province et ville) ; la recherche ; un profil personnel (informations, avatar, photos et image de fond) ; la place (publication d’actualités, commentaires et mentions « j’aime ») ; une messagerie instantanée en tête-à-tête (texte, émoticônes et images) ; les fonctions suivre, aimer, épingler, bloquer et « masquer ses actualités » ; le verrou kk ; la recharge de pièces et l’abonnement VIP ; ainsi que la suppression du compte.',
        'Lorsque vous bloquez un utilisateur, il ne peut plus vous envoyer de messages. Lorsque vous masquez les actualités d’un utilisateur, vous ne les voyez plus. Vous pouvez gérer ces réglages à tout moment dans votre liste de blocage et votre liste de personnes masquées.',
        'Nous pouvons adapter ou améliorer le service, ou cesser de proposer certaines fonctions, au fil de son évolution. Lorsqu’un changement affecte sensiblement vos droits, nous vous en informons à l’avance par une notification dans l’application ou un moyen équivalent.',
      ],
    },
    {
      heading: 'Votre compte et sa sécurité',
      paragraphs: [
        'Vous pouvez vous connecter avec votre numéro de téléphone et un code de vérification reçu par SMS. Lors de votre première connexion par code, vous définissez un mot de passe pour finaliser l’inscription ; vous pouvez ensuite vous connecter aussi avec votre numéro de téléphone ou votre nom d’utilisateur et votre mot de passe. Si vous oubliez votre mot de passe, vous pouvez le réinitialiser à l’aide d’un code reçu par SMS.',
        'Votre compte est strictement personnel. Gardez votre mot de passe et vos codes de vérification en lieu sûr et ne les communiquez jamais à personne ; notre personnel ne vous les demandera jamais, sous aucun prétexte. Les pertes résultant de la divulgation de votre mot de passe ou d’un code de votre fait restent à votre charge, sauf disposition légale contraire.',
        'Chaque connexion reste valable 30 jours, et vous pouvez vous déconnecter à tout moment. Après une réinitialisation du mot de passe, tous les appareils connectés doivent se reconnecter. Si vous constatez que quelqu’un d’autre utilise votre compte, réinitialisez immédiatement votre mot de passe et prévenez-nous depuis la page de commentaires des paramètres.',
        'Si vous cessez d’utiliser le numéro de téléphone avec lequel vous vous êtes inscrit, supprimez votre compte ou contactez-nous rapidement, afin que la personne qui obtiendrait ce numéro ne puisse pas s’en servir pour accéder à votre compte.',
      ],
    },
    {
      heading: 'Règles de conduite',
      paragraphs: [
        'Ce service est une communauté de personnes qui souhaitent sincèrement faire des rencontres. En l’utilisant, vous devez respecter la loi, l’ordre public et les bonnes mœurs ainsi que le présent contrat, et traiter les autres utilisateurs avec respect. Il vous est interdit de :',
        '(1) usurper l’identité d’autrui, vous inscrire ou vous présenter avec les photos ou les informations d’une autre personne, ou mentir sur votre identité, votre âge, votre situation matrimoniale, votre profession ou vos revenus ;',
        '(2) commettre ou tenter de commettre une escroquerie, notamment demander de l’argent ou un prêt au nom de l’amour ou de l’amitié, ou pousser autrui à recharger un compte, à virer de l’argent, à investir, à jouer à des jeux d’argent ou à acheter des produits ;',
        '(3) harceler, menacer, insulter ou diffamer quiconque, ou continuer à importuner une personne après qu’elle a clairement refusé ;',
        '(4) publier ou envoyer des contenus pornographiques, obscènes ou vulgaires, ou publier des offres illégales de prostitution, de racolage ou de compagnie rémunérée ;',
        '(5) publier des publicités, des offres commerciales ou des messages destinés à attirer les utilisateurs vers d’autres plateformes, ou utiliser le service à des fins de démarchage commercial ;',
        '(6) divulguer ou diffuser, sans son consentement, le numéro de téléphone, l’adresse, les photos, les conversations ou toute autre information personnelle d’autrui ;',
        '(7) publier des contenus portant atteinte à la sécurité nationale, incitant à la haine ethnique, faisant l’apologie de la violence, du terrorisme, des jeux d’argent ou de la drogue, ou contraires à la loi de toute autre manière ;',
        '(8) porter atteinte aux droits d’auteur, au droit à l’image, à la réputation, à la vie privée ou à tout autre droit légitime d’autrui ;',
        '(9) continuer à contacter une personne qui vous a bloqué, que ce soit au moyen d’un nouveau compte ou de toute autre manière ;',
        '(10) utiliser des programmes, des scripts ou d’autres moyens automatisés pour créer des comptes, envoyer des messages ou collecter en masse les informations d’autres utilisateurs, ou perturber ou attaquer le fonctionnement normal du service.',
        'Si vous constatez de tels comportements, vous pouvez bloquer l’utilisateur concerné et nous le signaler depuis la page de commentaires des paramètres.',
      ],
    },
    {
      heading: 'Vos contenus',
      paragraphs: [
        'Les textes, photos, images et autres contenus que vous publiez ou envoyez dans le service (« vos contenus ») vous appartiennent ou appartiennent à leurs titulaires de droits d’origine. Vous devez vous assurer que vous avez le droit de les utiliser, et vous en êtes responsable.',
        'Afin que nous puissions fournir le service, vous nous accordez une licence gratuite et non exclusive pour stocker, reproduire et afficher vos contenus au sein du service, et pour les traiter dans la mesure nécessaire à leur affichage (par exemple créer des miniatures et supprimer les métadonnées des images). Cette licence sert uniquement à exploiter et à fournir le service ; nous n’utiliserons pas vos contenus pour une promotion extérieure au service sans votre consentement distinct.',
        'Lorsque vous supprimez un contenu ou votre compte, cette licence prend fin pour ce contenu et nous le retirons du service, sauf si la loi nous oblige à le conserver. Gardez à l’esprit que d’autres utilisateurs ont pu voir ou enregistrer vos contenus avant leur suppression.',
        'Nous pouvons supprimer ou masquer, sans préavis, tout contenu contraire à la loi ou au présent contrat.',
      ],
    },
    {
      heading: 'Le verrou kk',
      paragraphs: [
        'Le verrou kk permet à deux utilisateurs de former un duo exclusif. L’un envoie à l’autre une demande de verrou dans la conversation ; l’autre peut l’accepter ou la refuser, et le demandeur peut l’annuler tant qu’elle n’a pas reçu de réponse. Le verrou n’est formé que si les deux parties sont d’accord.',
        'Chaque utilisateur ne peut faire partie que d’un seul verrou à la fois. Tant que vous êtes verrouillé, vous ne pouvez ni envoyer ni accepter une autre demande, vous n’apparaissez pas dans le fil de rencontres et les autres utilisateurs ne peuvent pas engager de nouvelle conversation avec vous.',
        'Chacune des deux parties peut mettre fin au verrou à tout moment, sans l’accord de l’autre ; celle-ci en est immédiatement informée.',
        'Le verrou kk n’est qu’un réglage proposé par le service. Il ne crée aucune relation ni aucun engagement juridique, et nous ne pouvons pas garantir les intentions réelles de l’autre personne. Utilisez-le selon votre propre jugement.',
      ],
    },
    {
      heading: 'Fonctions payantes',
      paragraphs: [
        'Le service propose la recharge de pièces et l’abonnement VIP. Vous achetez des formules de recharge de pièces via Alipay, puis vous pouvez utiliser vos pièces pour acheter des jours VIP ; le statut VIP donne accès à des avantages comme « Qui m’a aimé » et les filtres avancés. Le prix et le nombre de pièces de chaque formule, ainsi que la durée et les avantages du VIP, sont ceux affichés sur la page avant le paiement.',
        'Les paiements sont effectués via Alipay. Les pièces ne sont créditées qu’après réception de la notification de paiement réussi d’Alipay et vérification de sa signature. Vous pouvez consulter vos commandes et leur statut dans l’historique de vos recharges ; si un paiement a abouti mais que les pièces ne sont toujours pas arrivées après un long délai, contactez-nous depuis la page de commentaires des paramètres.',
        'Les pièces et les avantages VIP ne peuvent être utilisés que dans ce service. Ils ne peuvent être ni échangés contre de l’argent, ni transférés, ni offerts, ni retirés.',
        'En cas de double débit, ou si des pièces ne sont pas créditées ou si un service ne peut être fourni de notre fait, nous vous remboursons ou vous recréditons conformément à la loi. Dans les autres cas, les recharges et échanges effectués ne sont en principe pas remboursables, sauf disposition légale contraire.',
        'Lorsque vous supprimez votre compte, les pièces non utilisées et les jours VIP restants sont perdus ; vérifiez-le avant de procéder à la suppression.',
        'Il est strictement interdit d’obtenir des pièces ou des avantages VIP par des voies illégales, au moyen du compte de paiement d’autrui ou en exploitant des failles du système. Dans un tel cas, nous pouvons retirer les pièces concernées, annuler les avantages VIP et traiter le compte conformément au présent contrat.',
      ],
    },
    {
      heading: 'Se rencontrer en toute sécurité',
      paragraphs: [
        'Le service vous aide à faire de nouvelles rencontres, mais nous ne vérifions pas l’identité réelle, l’âge, la situation matrimoniale ni les autres informations des utilisateurs, et nous ne pouvons pas garantir l’exactitude des informations qu’ils fournissent. Restez vigilant avec les personnes rencontrées en ligne :',
        'Tant que vous ne connaissez pas bien quelqu’un, ne révélez ni votre adresse, ni votre lieu de travail, ni vos pièces d’identité, ni vos cartes ou coordonnées bancaires. Toute personne qui vous demande de lui prêter de l’argent ou d’effectuer un virement au nom de l’amour, d’une urgence ou d’un investissement est très probablement un escroc.',
        'Pour un premier rendez-vous, choisissez un lieu public fréquenté, venez et repartez par vos propres moyens, et informez un proche de vos projets et de la personne que vous rencontrez. Consommez l’alcool avec modération et surveillez votre verre et vos affaires.',
        'Si vous ne vous sentez pas en sécurité, partez immédiatement. Si vous êtes témoin d’une infraction ou si votre sécurité est menacée, appelez immédiatement la police au 110 ; vous pouvez aussi nous le signaler.',
      ],
    },
    {
      heading: 'Nos droits',
      paragraphs: [
        'Pour préserver l’ordre de la communauté et la sécurité des utilisateurs, nous pouvons modérer les contenus et l’activité des comptes conformément à la loi et au présent contrat, notamment en traitant les signalements des utilisateurs.',
        'Si vous enfreignez la loi ou le présent contrat, nous pouvons, selon la gravité du manquement, vous adresser un avertissement, supprimer ou masquer des contenus, restreindre certaines fonctions, ou suspendre ou bannir définitivement votre compte. En cas de soupçon d’infraction pénale, nous conservons les enregistrements pertinents comme l’exige la loi et en informons les autorités compétentes.',
        'Dans la mesure du possible, nous vous informons des mesures prises et de leurs motifs par une notification dans l’application ou un moyen équivalent. Si vous estimez que nous avons commis une erreur, vous pouvez contester la décision depuis la page de commentaires des paramètres, et nous la réexaminerons.',
      ],
    },
    {
      heading: 'Suppression du compte',
      paragraphs: [
        'Vous pouvez supprimer votre compte à tout moment dans les paramètres. Pour nous assurer que la demande vient bien de vous, nous envoyons au numéro de téléphone utilisé lors de l’inscription un code de vérification par SMS dédié à la suppression ; une fois le code vérifié, la suppression prend effet immédiatement.',
        'La suppression efface votre profil, vos photos, votre avatar, votre image de fond, vos actualités, commentaires et mentions « j’aime », vos conversations, vos abonnements, blocages et autres relations, ainsi que les fichiers que vous avez envoyés ; tous vos appareils sont déconnectés, et les pièces non utilisées et les avantages VIP sont perdus. Si vous faites partie d’un verrou kk, celui-ci prend également fin. La suppression est irréversible. Seuls les enregistrements de paiement que la loi nous impose de conserver sont gardés.',
      ],
    },
    {
      heading: 'Exclusions et limitations de responsabilité',
      paragraphs: [
        'Nous faisons de notre mieux pour que le service fonctionne de façon stable et sécurisée, mais il peut être interrompu ou ralenti en raison d’opérations de maintenance ou de mises à jour, de pannes de réseau, de problèmes chez les opérateurs télécoms ou les prestataires de paiement, de piratages, de cas de force majeure ou de causes similaires. Dans ce cas, nous nous efforçons d’en limiter les effets pour vous et nous engageons notre responsabilité dans les limites prévues par la loi.',
        'Les contenus publiés et les informations fournies par les autres utilisateurs relèvent de leur seule responsabilité et ne reflètent pas notre point de vue. Vos relations avec les autres utilisateurs, y compris les rencontres en personne et tout échange d’argent, relèvent de votre propre jugement et se font à vos risques ; tout litige qui en découle doit être réglé entre vous et l’autre personne conformément à la loi, et nous apportons l’aide prévue par la loi, par exemple en fournissant les enregistrements pertinents.',
        'Aucune clause du présent contrat n’exclut ni ne limite une responsabilité qui ne peut l’être en vertu de la loi, notamment la responsabilité pour les dommages corporels que vous subiriez et pour les dommages causés à vos biens par notre faute intentionnelle ou lourde.',
      ],
    },
    {
      heading: 'Modification du contrat',
      paragraphs: [
        'Nous pouvons modifier le présent contrat en raison d’une évolution de la loi ou du service. Le contrat modifié est publié dans l’application avec sa date d’entrée en vigueur ; lorsqu’une modification affecte sensiblement vos droits, nous vous en avertissons avant son entrée en vigueur par une notification dans l’application ou un autre moyen bien visible.',
        'Si vous n’acceptez pas le contrat modifié, vous pouvez cesser d’utiliser le service et supprimer votre compte. Si vous continuez à utiliser le service après l’entrée en vigueur du contrat modifié, vous êtes réputé l’avoir accepté.',
      ],
    },
    {
      heading: 'Droit applicable, litiges et contact',
      paragraphs: [
        'La conclusion, la validité, l’exécution et l’interprétation du présent contrat, ainsi que le règlement des litiges qui s’y rapportent, sont régis par le droit de la République populaire de Chine (à l’exclusion, aux fins du présent contrat, du droit des régions administratives spéciales de Hong Kong et de Macao et de Taïwan).',
        'Tout litige né du présent contrat ou en lien avec celui-ci est d’abord réglé à l’amiable ; à défaut d’accord, chaque partie peut saisir le tribunal populaire compétent.',
        'Si une clause du présent contrat est jugée nulle ou inapplicable, les autres clauses restent en vigueur.',
        'Pour toute question, remarque ou réclamation concernant le présent contrat ou le service, contactez-nous depuis la page de commentaires accessible dans les paramètres de l’application ; nous vous répondrons dans les meilleurs délais.',
      ],
    },
  ],
};
