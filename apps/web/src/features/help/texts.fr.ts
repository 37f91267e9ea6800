/** French texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { helpTexts as english } from './texts';

export const helpTexts: Translation<typeof english> = {
  title: 'Aide',
  intro: 'Ce qu’il faut savoir avant de commander un code PIN ou de convertir un fichier de codage.',
  order: {
    question: 'De quoi ai-je besoin pour commander un code PIN de navigation ?',
    before:
      'Votre système de navigation (NTG 4.5, NTG 5s1, NTG 5/5s2 ou NTG 5.5), la région cartographique et la version de carte que vous installez, et le numéro de châssis (VIN) à 17 caractères du véhicule. Choisissez-les dans ',
    link: 'Codes de navigation',
    after: '.',
  },
  vin: {
    question: 'Où trouver le numéro VIN ?',
    before:
      'Sur le certificat d’immatriculation (carte grise), et en bas du pare-brise côté conducteur. Le formulaire de commande le lit pendant la saisie et vous avertit si la série du véhicule n’est pas connue pour être équipée du système de navigation choisi ; le ',
    link: 'décodeur VIN',
    after: ' vous en dit plus.',
  },
  when: {
    question: 'Quand vais-je recevoir mon code PIN ?',
    answer:
      'En général en moins d’une minute. Lorsqu’un code PIN doit être obtenu manuellement, cela peut prendre plus de temps : la page de résultat se met à jour automatiquement, et le code PIN vous est envoyé par e-mail dans tous les cas. Vos commandes et leurs codes PIN se trouvent aussi dans votre compte, sous Commandes.',
  },
  points: {
    question: 'Comment fonctionnent les points et les abonnements ?',
    before:
      'Un point paie un code PIN ; un abonnement paie les codes PIN tant qu’il court, dans la limite d’un nombre raisonnable par jour. Revendeurs et garages économisent avec les ',
    link: 'packs',
    after:
      '. Un point ou une utilisation d’abonnement est consommé dès que le code PIN est commandé : vérifiez donc d’abord le VIN.',
  },
  converter: {
    question: 'À quoi sert le convertisseur ?',
    before:
      'Il découpe les fichiers de codage .vrx, .vcx et .sgde en fichiers .aed, un par calculateur, et les renvoie dans un seul fichier ZIP. Essayez-le sur le ',
    link: 'convertisseur',
    after: ' ; aucun compte n’est nécessaire.',
  },
  api: {
    question: 'Je vends des codes PIN : mon logiciel peut-il les commander ?',
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
