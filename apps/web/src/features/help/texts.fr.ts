/** French texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Aide',
  intro: 'Ce qu’il faut savoir avant de commander un code PIN ou de convertir un fichier de codage.',
  units: {
    title: 'Saisir le code PIN sur votre système de navigation',
    intro:
      'L’endroit où le code PIN est demandé dépend de la manière dont le système reçoit sa mise à jour cartographique\u202f; le nom des menus varie selon le système et sa version logicielle.',
    nav: 'Systèmes de navigation',
    cars: 'Quels véhicules peuvent en être équipés',
    carsOnly: (unit: string) => `${unit} uniquement\u00a0:`,
    carsOneOf: (units: string) => `${units}, selon la date de fabrication et l’équipement\u00a0:`,
    separator: ', ',
    carsVinBefore: 'Le ',
    carsVinLink: 'décodeur VIN',
    carsVinAfter:
      ' indique la série et l’année modèle de votre véhicule. Lorsqu’une série peut recevoir plusieurs systèmes de navigation, la date de fabrication et l’équipement du véhicule déterminent lequel\u202f; le VIN seul ne le dit pas.',
    prompt: 'Où le code PIN est demandé',
    sdCard: {
      prompt:
        'Le NTG 4.5 (COMAND Online, environ 2011 à 2015) lit sa cartographie sur une carte SD qui reste dans le lecteur de cartes du COMAND. Insérez la carte SD de la nouvelle cartographie\u00a0: le COMAND demande le code d’activation (PIN) à l’écran, généralement lors de la première lecture de la nouvelle cartographie et au plus tard à l’ouverture de la navigation\u202f; le nom du menu varie selon la version logicielle. La première lecture d’une nouvelle carte peut prendre un moment\u00a0: maintenez le véhicule alimenté (moteur en marche ou chargeur de batterie branché) et laissez la carte en place.',
      refused:
        'Vérifiez que la carte SD insérée dans le lecteur du COMAND est bien la mise à jour cartographique pour laquelle le code PIN a été commandé\u00a0: son étiquette indique la région et la version de carte.',
    },
    usb: {
      prompt:
        'Ce système conserve sa cartographie dans sa propre mémoire\u202f; la mise à jour cartographique s’installe généralement depuis une clé USB (certaines mises à jour sont aussi proposées sur carte SD). Le code d’activation (PIN) est demandé à l’écran au lancement de la mise à jour ou lors de la première lecture de la nouvelle cartographie, au plus tard à l’ouverture de la navigation\u202f; le nom du menu varie selon la version logicielle. L’installation peut durer une heure ou plus\u00a0: maintenez le véhicule alimenté (moteur en marche ou chargeur de batterie branché) et laissez la clé en place jusqu’à la fin.',
      refused:
        'Vérifiez que la région et la version de carte de la clé USB (sur son étiquette ou avec son téléchargement) sont celles que vous avez commandées, et que l’installation était terminée.',
    },
    type: 'Que saisir',
    typeAnswer:
      'Saisissez le code PIN exactement tel que la page de résultat et notre e-mail l’affichent, caractère par caractère, puis validez. Il est calculé pour le VIN de votre véhicule ainsi que pour la région et la version de carte commandées, et ne fonctionne qu’avec eux.',
    refused: 'Si le code PIN est refusé',
    refusedRetype:
      'Comparez le code PIN caractère par caractère (0 et O, 1 et I se ressemblent) et saisissez-le à nouveau.',
    refusedBefore:
      'Vérifiez que le système de navigation et le VIN indiqués dans l’e-mail de commande sont bien ceux de votre véhicule. Toujours refusé\u202f? Écrivez à ',
    refusedAfter:
      ' en indiquant votre référence de commande (NH-…)\u00a0: un code PIN qui ne fonctionne pas avec le VIN saisi est corrigé ou intégralement remboursé.',
    order: (unit: string) => `Commander un code PIN pour le ${unit}`,
  },
  order: {
    question: 'De quoi ai-je besoin pour commander un code PIN de navigation\u202f?',
    before:
      'Votre système de navigation (NTG 4.5, NTG 5s1, NTG 5/5s2 ou NTG 5.5), la région cartographique et la version de carte que vous installez, et le numéro de châssis (VIN) à 17 caractères du véhicule. Choisissez-les dans ',
    link: 'Codes de navigation',
    after: '.',
  },
  vin: {
    question: 'Où trouver le numéro VIN\u202f?',
    before:
      'Sur le certificat d’immatriculation (carte grise), et en bas du pare-brise côté conducteur. Le formulaire de commande le lit pendant la saisie et vous avertit si, à notre connaissance, la série du véhicule n’est pas équipée du système de navigation choisi\u202f; le ',
    link: 'décodeur VIN',
    after: ' vous en dit plus.',
  },
  mapVersion: {
    question: 'Où trouver la version de carte\u202f?',
    answer:
      'Commandez la version que vous installez\u00a0: elle figure sur l’étiquette de la carte SD ou de la clé USB de la mise à jour cartographique, ou avec son téléchargement. La version installée actuellement s’affiche dans les réglages de navigation, sous les informations de carte ou du système\u202f; le nom du menu varie selon le système de navigation.',
  },
  when: {
    question: 'Quand vais-je recevoir mon code PIN\u202f?',
    answer:
      'En général en moins d’une minute. Lorsqu’un code PIN doit être obtenu manuellement, cela peut prendre plus de temps\u00a0: la page de résultat se met à jour automatiquement, et le code PIN vous est envoyé par e-mail dans tous les cas. Vos commandes et leurs codes PIN se trouvent aussi dans votre compte, sous Commandes.',
  },
  points: {
    question: 'Comment fonctionnent les points et les abonnements\u202f?',
    before:
      'Un point correspond à un code PIN\u202f; un abonnement couvre les codes PIN tant qu’il est actif, dans la limite d’un nombre raisonnable par jour. Revendeurs et garages économisent avec les ',
    link: 'packs',
    after:
      '. Un point ou une utilisation d’abonnement est consommé dès que le code PIN est commandé\u00a0: vérifiez donc d’abord le VIN.',
  },
  converter: {
    question: 'À quoi sert le convertisseur\u202f?',
    before:
      'Il découpe les fichiers de codage .vrx, .vcx et .sgde en fichiers .aed, un par calculateur, et les renvoie dans un seul fichier ZIP. Essayez-le sur le ',
    link: 'convertisseur',
    after: '\u202f; aucun compte n’est nécessaire.',
  },
  api: {
    question: 'Je vends des codes PIN\u00a0: mon logiciel peut-il les commander\u202f?',
    before: 'Oui, via la même API que celle qu’utilise cette boutique. Le ',
    link: 'guide et la référence de l’API',
    after: ' expliquent la connexion, la commande avec des points et la vérification d’une commande.',
  },
  support: {
    question: 'Un problème est survenu',
    before: 'Écrivez à ',
    after:
      ' en indiquant votre référence de commande (elle commence par NH-), et nous réglerons le problème.',
  },
};
