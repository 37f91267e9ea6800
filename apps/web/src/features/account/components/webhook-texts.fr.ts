/** French texts of webhook-texts.ts (docs/decisions/062): the same keys, in the trade's French. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import type { webhookTexts as english } from './webhook-texts';

export const webhookTexts: Translation<typeof english> = {
  heading: 'Webhooks',
  intro:
    'Vos systèmes peuvent être prévenus quand une commande reçoit son code PIN, échoue ou est remboursée, sans avoir à interroger la boutique en boucle. Chaque événement est signé (Standard Webhooks).',
  guide: 'Comment vérifier un webhook',
  url: 'URL du point de terminaison',
  urlDescription: 'Une adresse https:// publique de votre système.',
  events: 'Événements',
  eventsError: 'Choisissez au moins un événement.',
  eventNames: {
    'order.fulfilled': 'Commande exécutée (avec le code PIN)',
    'order.failed': 'Commande échouée',
    'order.refunded': 'Commande remboursée',
    'bulk_order.completed': 'Commande groupée terminée',
  },
  add: 'Ajouter un point de terminaison',
  secretShown: (url: string) => `Le secret de signature de ${url}`,
  secretWarning:
    'Copiez-le maintenant et gardez-le secret\u00a0: il n’est affiché qu’une seule fois. Votre système vérifie chaque webhook avec lui.',
  rotatedNote:
    'L’ancien secret continue lui aussi de signer pendant 24 heures, pour que vous puissiez basculer sans manquer d’événements.',
  theSecret: 'Le secret de signature',
  copy: 'Copier',
  copied: 'Secret copié',
  copyFailed: 'Le secret n’a pas pu être copié\u00a0: sélectionnez-le et copiez-le manuellement.',
  none: 'Pas encore de point de terminaison.',
  endpointsCaption: 'Vos points de terminaison de webhook',
  active: 'Actif',
  disabled: 'Désactivé',
  previousUntil: (when: string) => `L’ancien secret signe encore jusqu’au ${when}.`,
  rotate: 'Renouveler le secret',
  rotateLabel: (url: string) => `Renouveler le secret de ${url}`,
  delete: 'Supprimer',
  deleteLabel: (url: string) => `Supprimer ${url}`,
  deleteTitle: 'Supprimer ce point de terminaison\u202f?',
  deleteDescription: (url: string) =>
    `Plus rien ne sera envoyé à ${url}, et ses livraisons seront supprimées.`,
  cancel: 'Annuler',
  deleted: 'Point de terminaison supprimé',
  deliveriesHeading: 'Livraisons récentes',
  noDeliveries: 'Rien n’a encore été envoyé.',
  deliveriesCaption: 'Livraisons de webhook récentes, les plus récentes en premier',
  columns: { event: 'Événement', status: 'Statut', actions: 'Actions' },
  attempts: (n: number) => plural(n, { one: '# tentative', other: '# tentatives' }),
  answered: (answer: string) => `dernière réponse\u00a0: ${answer}`,
  status: { pending: 'Nouvelle tentative prévue', succeeded: 'Livré', failed: 'Échec' },
  queued: 'En attente',
  nextAttempt: (when: string) => `Prochaine tentative ${when}`,
  noAnswer: 'Aucune réponse',
  resend: 'Renvoyer',
  resendLabel: (event: string, when: string) => `Renvoyer ${event} du ${when}`,
  resent: 'Nouvel envoi en cours',
};
